/**
 * "GRANT_FREE bookings" with the values GRANT_15_17 and GRANT_FREE: a value typed whole is that value, before
 * another value whose words it shares ("grant") is matched by its words alone. Found on `hotels` (culture
 * bookings), where the column's description lists the values. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const tickets: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [
        m(
          "Tickets.fareCode",
          "string",
          "Fare",
          "Fare used. Values: CHILD_5_11 (a child of 5 to 11), CHILD_12_15, CHILD_FREE",
        ),
        m("Tickets.route", "string"),
      ],
    },
  ],
  values: { "Tickets.fareCode": ["CHILD_5_11", "CHILD_12_15", "CHILD_FREE"] },
};

const plans: Catalogue = {
  cubes: [
    {
      name: "subscriptions",
      measures: [m("subscriptions.count", "count")],
      dimensions: [
        m(
          "subscriptions.tier",
          "string",
          "Tier",
          "Plan tier. Values: PRO_2023_Q1 (pro from 2023), PRO_2024_Q1, PRO_TRIAL",
        ),
        m("subscriptions.region", "string"),
      ],
    },
  ],
  values: { "subscriptions.tier": ["PRO_2023_Q1", "PRO_2024_Q1", "PRO_TRIAL"] },
};

describe.each([
  {
    name: "tickets",
    catalogue: tickets,
    question: "CHILD_FREE tickets by route",
    column: "Tickets.fareCode",
    value: "CHILD_FREE",
    by: "Tickets.route",
  },
  {
    name: "plans",
    catalogue: plans,
    question: "PRO_TRIAL subscriptions by region",
    column: "subscriptions.tier",
    value: "PRO_TRIAL",
    by: "subscriptions.region",
  },
])("a value typed whole ($name)", ({ catalogue, question, column, value, by }) => {
  it("is that value, not another sharing its words", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [`${catalogue.cubes[0]!.name}.count`],
      dimensions: [by],
      filters: [{ member: column, operator: "equals", values: [value] }],
    });
  });
});
