/**
 * Found on `municipal` (blind, first contact): "KPIs divided by gender" with a flag `isDividedByGender` kept the
 * flag but also grouped by a gender column, because a phrase may not cross "by". A boolean's name said without its
 * verb prefix ("divided by gender", "split by age band") is that boolean, "by" and all, and nothing is grouped by
 * the words after "by". Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const surveys: Catalogue = {
  cubes: [
    {
      name: "indicators",
      measures: [m("indicators.count", "count")],
      dimensions: [
        m("indicators.theme", "string"),
        m("indicators.isSplitByAgeBand", "boolean"),
        m("indicators.published_at", "time"),
      ],
    },
    {
      name: "respondents",
      measures: [m("respondents.count", "count")],
      dimensions: [m("respondents.age_band", "string"), m("respondents.region", "string")],
    },
  ],
};

const catalog: Catalogue = {
  cubes: [
    {
      name: "products",
      measures: [m("products.count", "count"), m("products.avg_price", "avg")],
      dimensions: [
        m("products.category", "string"),
        m("products.has_sold_by_weight", "boolean"),
        m("products.created_at", "time"),
      ],
    },
    {
      name: "scales",
      measures: [m("scales.count", "count")],
      dimensions: [m("scales.weight", "number"), m("scales.store", "string")],
    },
  ],
};

describe.each([
  {
    name: "surveys",
    catalogue: surveys,
    question: "how many indicators are split by age band?",
    want: {
      measures: ["indicators.count"],
      filters: [{ member: "indicators.isSplitByAgeBand", operator: "equals", values: ["true"] }],
    },
  },
  {
    name: "surveys, negated, grouped",
    catalogue: surveys,
    question: "indicators not split by age band, per theme",
    want: {
      measures: ["indicators.count"],
      dimensions: ["indicators.theme"],
      filters: [{ member: "indicators.isSplitByAgeBand", operator: "equals", values: ["false"] }],
    },
  },
  {
    name: "catalog",
    catalogue: catalog,
    question: "average price of products sold by weight",
    want: {
      measures: ["products.avg_price"],
      filters: [{ member: "products.has_sold_by_weight", operator: "equals", values: ["true"] }],
    },
  },
])("a boolean's name said without its verb prefix ($name: $question)", (c) => {
  it("is the boolean, not a grouping by the words after 'by'", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a grouping by a column after 'by' stays a grouping when no boolean is spelled", () =>
  expect(asker(surveys)("indicators by theme")).toEqual({
    measures: ["indicators.count"],
    dimensions: ["indicators.theme"],
  }));
