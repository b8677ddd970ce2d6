/**
 * "cancelled visits by branch name and month": a time noun that ends a list of groupings opened by "by" or "per" sets
 * the granularity, as "by month" does (rule 3), instead of being left unplaced. Found on `cinema`. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.revenue", "sum", "Revenue")],
      dimensions: [m("orders.store_name", "string", "Store Name"), m("orders.created_at", "time")],
    },
  ],
};

const gym: Catalogue = {
  cubes: [
    {
      name: "classes",
      measures: [m("classes.count", "count")],
      dimensions: [m("classes.coach", "string", "Coach"), m("classes.held_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "revenue by store name and week",
    query: {
      measures: ["orders.revenue"],
      dimensions: ["orders.store_name"],
      timeDimensions: [{ dimension: "orders.created_at", granularity: "week" }],
    },
  },
  {
    name: "gym",
    catalogue: gym,
    question: "classes per coach and month",
    query: {
      measures: ["classes.count"],
      dimensions: ["classes.coach"],
      timeDimensions: [{ dimension: "classes.held_at", granularity: "month" }],
    },
  },
])("time nouns in grouping lists ($name)", ({ catalogue, question, query }) => {
  it("reads the time noun as the granularity", () => {
    expect(asker(catalogue)(question)).toEqual(query);
  });
});
