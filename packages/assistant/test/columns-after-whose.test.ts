/**
 * Found on `issueflow` (blind, first contact): "list assignees whose name starts with 'Pri'" filtered the status's
 * name, one of several `*_name` columns the word "name" reads equally well. After "whose" the column is the
 * preceding noun's own: the one whose name has the noun's words wins the tie. Found later on `selftracking`: "list
 * accounts whose name contains 'Roth'" took the habit's `str_habit_name`, whose shorter name the word covers more of,
 * over the accounts' own `str_finaccount_name`: the owner's column needs to read the word as strongly, not as fully.
 * Catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const orders: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.total_amount", "sum")],
      dimensions: [
        m("orders.store_name", "string"),
        m("orders.customer_name", "string"),
        m("orders.product_name", "string"),
        m("orders.placed_at", "time"),
      ],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [
        m("tickets.queue_name", "string"),
        m("tickets.agent_name", "string"),
        m("tickets.requester_name", "string"),
        m("tickets.opened_at", "time"),
      ],
    },
  ],
};

const ledger: Catalogue = {
  cubes: [
    {
      name: "dim_goal",
      measures: [m("dim_goal.count", "count")],
      dimensions: [m("dim_goal.key_goal", "string"), m("dim_goal.str_goal_name", "string")],
    },
    {
      name: "dim_finaccount",
      measures: [m("dim_finaccount.count", "count")],
      dimensions: [
        m("dim_finaccount.key_finaccount", "string"),
        m("dim_finaccount.str_finaccount_long_name", "string"),
        m("dim_finaccount.cat_finaccount_bank", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "orders",
    catalogue: orders,
    question: "list customers whose name contains 'Ann'",
    want: {
      dimensions: ["orders.customer_name"],
      filters: [{ member: "orders.customer_name", operator: "contains", values: ["Ann"] }],
    },
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "ticket count by queue for agents whose name ends with 'son'",
    want: {
      measures: ["tickets.count"],
      dimensions: ["tickets.queue_name"],
      filters: [{ member: "tickets.agent_name", operator: "endsWith", values: ["son"] }],
    },
  },
  {
    name: "ledger",
    catalogue: ledger,
    question: "list accounts whose name contains 'Roth'",
    want: {
      dimensions: ["dim_finaccount.str_finaccount_long_name"],
      filters: [{ member: "dim_finaccount.str_finaccount_long_name", operator: "contains", values: ["Roth"] }],
    },
  },
])("a column after 'whose' ($name: $question)", (c) => {
  it("is the preceding noun's own column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
