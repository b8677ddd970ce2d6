/**
 * Found on `esgworkforce`: "name of the company unit with the most temporary employees", where the figure is a number
 * column, listed the names and figures unordered: "most" was left to rankings of measures. When the words after "the
 * most" / "the fewest" read a number column and nothing to count or measure, it picks the record, as "the highest"
 * does (rule 7). "the store with the most sales" still ranks the measure. Two catalogues of our own.
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
      dimensions: [m("school_census.school_name", "string"), m("school_census.pupils_enrolled", "number")],
    },
  ],
};

const retail: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [m("stores.count", "count"), m("stores.total_sales", "sum")],
      dimensions: [m("stores.store_name", "string"), m("stores.checkout_lanes", "number")],
    },
  ],
};

describe.each([
  {
    name: "census",
    catalogue: census,
    question: "name of the school with the most pupils enrolled",
    want: {
      dimensions: ["school_census.school_name", "school_census.pupils_enrolled"],
      order: [["school_census.pupils_enrolled", "desc"]],
      limit: 1,
    },
  },
  {
    name: "retail",
    catalogue: retail,
    question: "name of the store with the fewest checkout lanes",
    want: {
      dimensions: ["stores.store_name", "stores.checkout_lanes"],
      order: [["stores.checkout_lanes", "asc"]],
      limit: 1,
    },
  },
])("'the most' over a number column ($name: $question)", (c) => {
  it("picks the record", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("'the most' over a measure still ranks the measure", () =>
  expect(asker(retail)("the store with the most sales")).toEqual({
    measures: ["stores.total_sales"],
    dimensions: ["stores.store_name"],
    order: [["stores.total_sales", "desc"]],
    limit: 1,
  }));
