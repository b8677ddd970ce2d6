/**
 * Found on `esgworkforce`: "top 5 company unit names by full-time employees", where the figure is a number column and
 * no measure, counted the rows and ranked the count. A ranking by a number column is a listing of the rows ordered
 * by it, with the limit and the column among the dimensions (rule 7's superlative over records). A ranking by a
 * measure is unchanged. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const census: Catalogue = {
  cubes: [
    {
      name: "school_census",
      measures: [m("school_census.count", "count")],
      dimensions: [
        m("school_census.school_name", "string"),
        m("school_census.district", "string"),
        m("school_census.pupils_enrolled", "number"),
      ],
    },
  ],
};

const farms: Catalogue = {
  cubes: [
    {
      name: "farms",
      measures: [m("farms.count", "count"), m("farms.total_yield", "sum")],
      dimensions: [m("farms.farm_name", "string"), m("farms.region", "string"), m("farms.hectares", "number")],
    },
  ],
};

describe.each([
  {
    name: "census",
    catalogue: census,
    question: "top 5 school names by pupils enrolled",
    want: {
      dimensions: ["school_census.school_name", "school_census.pupils_enrolled"],
      order: [["school_census.pupils_enrolled", "desc"]],
      limit: 5,
    },
  },
  {
    name: "farms",
    catalogue: farms,
    question: "top 3 farms by hectares",
    want: { dimensions: ["farms.farm_name", "farms.hectares"], order: [["farms.hectares", "desc"]], limit: 3 },
  },
])("a ranking by a number column ($name: $question)", (c) => {
  it("lists the rows ordered by it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a ranking by a measure still ranks the measure", () =>
  expect(asker(farms)("top 3 farms by total yield")).toEqual({
    measures: ["farms.total_yield"],
    dimensions: ["farms.farm_name"],
    order: [["farms.total_yield", "desc"]],
    limit: 3,
  }));
