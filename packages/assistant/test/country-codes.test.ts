/**
 * "total males by age in JA in 2020": with no dictionary (filter-fields), two capitals after a place preposition
 * are a country's or a state's code, not a value of the first categorical column of the cube (`sex`) nor of a
 * category (`cargo_class`); and a name no dictionary of English places ("in Wakanda") may be a country as well as
 * a town or an area. Found on `population`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const census: Catalogue = {
  cubes: [
    {
      name: "census_rows",
      measures: [m("census_rows.total_people", "sum")],
      dimensions: [
        m("census_rows.gender", "string"),
        m("census_rows.age_band", "string"),
        m("census_rows.country", "string"),
        m("census_rows.year", "time"),
      ],
    },
  ],
};

const exports: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count"), m("shipments.tonnes", "sum")],
      dimensions: [
        m("shipments.cargo_class", "string"),
        m("shipments.destination_nation", "string"),
        m("shipments.shipped_at", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "census",
    catalogue: census,
    column: "census_rows.country",
    questions: ["total people by age band in JA", "total people in UK and FR", "total people in Wakanda"],
  },
  {
    name: "exports",
    catalogue: exports,
    column: "shipments.destination_nation",
    questions: ["tonnes by month in BR", "shipments in NZ or AU last year"],
  },
])("country codes ($name)", ({ catalogue, questions, column }) => {
  const engine = createEngine(catalogue);
  it.each(questions)("names the country column as the field to fill: %s", (question) => {
    expect(engine.filterFields(question).map((field) => field.name)).toEqual([column]);
  });
});
