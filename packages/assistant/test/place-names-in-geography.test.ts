/**
 * "revenue by retailer in Mumbai": with no dictionary (filter-fields), a place WordNet knows is a value of a town
 * or area column, of the cubes in use first and then of any cube (a star schema's geography), before a site
 * column of the cubes in use; and a column of kinds of places (`outlet_type`) never holds a place's name. Found on
 * `wholesale`, `erp` and `pointofsale`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const retail: Catalogue = {
  cubes: [
    { name: "fact_sales", measures: [m("fact_sales.revenue", "sum")], dimensions: [m("fact_sales.sold_at", "time")] },
    {
      name: "dim_outlet",
      measures: [],
      dimensions: [m("dim_outlet.outlet_type", "string"), m("dim_outlet.outlet_name", "string")],
    },
    { name: "dim_geography", measures: [], dimensions: [m("dim_geography.city_name", "string")] },
  ],
};

const care: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [
        m("visits.clinic_category", "string"),
        m("visits.clinic_name", "string"),
        m("visits.visited_at", "time"),
      ],
    },
    { name: "regions", measures: [m("regions.count", "count")], dimensions: [m("regions.region", "string")] },
  ],
};

describe.each([
  { name: "retail", catalogue: retail, question: "revenue by outlet in Paris", column: "dim_geography.city_name" },
  { name: "care", catalogue: care, question: "visits by clinic name in Texas", column: "regions.region" },
])("place names in geography ($name)", ({ catalogue, question, column }) => {
  it("names the town or area column as the field to fill", () => {
    expect(
      createEngine(catalogue)
        .filterFields(question)
        .map((field) => field.name),
    ).toEqual([column]);
  });
});
