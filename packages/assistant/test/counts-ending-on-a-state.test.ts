/**
 * Found on `wastesync`: "how many issues from the past 30 days are resolved" named no filter field without a
 * dictionary; a state after "that are" was read, one that ends a counting question was not. Two catalogues of
 * our own; filter-fields runs without the dictionary.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const reports: Catalogue = {
  cubes: [
    {
      name: "issue",
      measures: [m("issue.count", "count")],
      dimensions: [m("issue.status", "string"), m("issue.ward", "string"), m("issue.created_at", "time")],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.amount", "sum")],
      dimensions: [m("orders.order_status", "string"), m("orders.channel", "string"), m("orders.placed_at", "time")],
    },
  ],
};

const firms: Catalogue = {
  cubes: [
    {
      name: "companies",
      measures: [m("companies.count", "count")],
      dimensions: [m("companies.name", "string"), m("companies.web", "string"), m("companies.sector", "string")],
    },
  ],
};

describe.each([
  {
    name: "reports",
    catalogue: reports,
    question: "how many issues from the past 30 days are resolved",
    want: ["issue.status"],
  },
  {
    name: "shop",
    catalogue: shop,
    question: "how many orders placed last month were cancelled",
    want: ["orders.order_status"],
  },
  {
    name: "shop, a count named",
    catalogue: shop,
    question: "how many order amounts are refunded",
    want: ["orders.order_status"],
  },
  { name: "firms, no status", catalogue: firms, question: "how many companies are registered", want: [] },
])("a state that ends a counting question ($name: $question)", (c) => {
  it("is a filter on the status", () =>
    expect(
      createEngine(c.catalogue)
        .filterFields(c.question)
        .map((field) => field.name),
    ).toEqual(c.want));
});
