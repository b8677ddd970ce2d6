import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * A status value that is also the verb of a date column ("Paid" and `paid_at`): before the noun it is the status
 * ("paid orders"); before a period it names the date ("orders paid last month"). Two domains of our own.
 */
const invoices: Catalogue = {
  cubes: [
    {
      name: "invoices",
      measures: [member("invoices.count", "count")],
      dimensions: [
        member("invoices.created_at", "time"),
        member("invoices.settled_at", "time"),
        member("invoices.state", "string"),
        member("invoices.currency", "string"),
      ],
    },
  ],
  values: { "invoices.state": ["Settled", "Open", "Voided"] },
};

const posts: Catalogue = {
  cubes: [
    {
      name: "posts",
      measures: [member("posts.count", "count")],
      dimensions: [
        member("posts.created_at", "time"),
        member("posts.archived_at", "time"),
        member("posts.status", "string"),
        member("posts.author", "string"),
      ],
    },
  ],
  values: { "posts.status": ["Draft", "Live", "Archived"] },
};

describe("a state value that is also a date's verb", () => {
  it("invoices: 'settled invoices by currency' filters the state; 'invoices settled last month' is the date", () => {
    const ask = asker(invoices);
    expect(ask("settled invoices by currency")).toEqual({
      measures: ["invoices.count"],
      dimensions: ["invoices.currency"],
      filters: [{ member: "invoices.state", operator: "equals", values: ["Settled"] }],
    });
    expect(ask("invoices settled last month")).toEqual({
      measures: ["invoices.count"],
      timeDimensions: [{ dimension: "invoices.settled_at", dateRange: "last month" }],
    });
  });

  it("posts: 'list the authors of archived posts' filters the status", () => {
    expect(asker(posts)("list the authors of archived posts")).toEqual({
      dimensions: ["posts.author"],
      filters: [{ member: "posts.status", operator: "equals", values: ["Archived"] }],
    });
  });
});
