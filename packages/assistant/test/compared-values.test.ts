/**
 * Found on `bankearnings` ("compare net interest income of Citigroup and Wells Fargo" summed the two banks): values
 * compared with each other are a breakdown by their column, one group each. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sales: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.revenue", "sum")],
      dimensions: [m("sales.region", "string"), m("sales.sold_at", "time")],
    },
  ],
  values: { "sales.region": ["North", "South", "West"] },
};

const traffic: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count"), m("visits.signups", "sum")],
      dimensions: [m("visits.channel", "string"), m("visits.day", "time")],
    },
  ],
  values: { "visits.channel": ["email", "search", "social"] },
};

describe.each([
  {
    name: "sales",
    catalogue: sales,
    question: "compare revenue of North and South",
    want: {
      measures: ["sales.revenue"],
      dimensions: ["sales.region"],
      filters: [{ member: "sales.region", operator: "equals", values: ["North", "South"] }],
    },
  },
  {
    name: "traffic",
    catalogue: traffic,
    question: "signups email vs search",
    want: {
      measures: ["visits.signups"],
      dimensions: ["visits.channel"],
      filters: [{ member: "visits.channel", operator: "equals", values: ["email", "search"] }],
    },
  },
])("values compared with each other ($name)", (c) => {
  it("are groups of their column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("values not compared stay one filter", () => {
  expect(asker(sales)("revenue of North and South")).toEqual({
    measures: ["sales.revenue"],
    filters: [{ member: "sales.region", operator: "equals", values: ["North", "South"] }],
  });
});
