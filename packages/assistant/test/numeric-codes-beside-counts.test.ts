/**
 * Found on `cropscouting`, whose dictionaries hold bare numbers (a score band of "0" to "100" by tens, a width of
 * "0" to "50"): the 5 of "top 5 growers" and the 20 of "more than 20 days" were read as those values, adding filters
 * on a cube the question is not about. The number of a ranking, a limit or a comparison is not a column's code; a
 * code is read where its column is named before it ("in score band 90"). And "excluding score band 0" negates the
 * value across the column's words. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const fields: Catalogue = {
  cubes: [
    {
      name: "scouting",
      measures: [m("scouting.count", "count"), m("scouting.avg_score", "avg")],
      dimensions: [
        m("scouting.farm", "string"),
        m("scouting.score_band", "string"),
        m("scouting.row_width_cm", "string"),
        m("scouting.days_since_planting", "number"),
      ],
    },
    {
      name: "plantings",
      measures: [m("plantings.count", "count")],
      dimensions: [m("plantings.grower", "string"), m("plantings.planted_at", "time")],
    },
  ],
  values: {
    "scouting.score_band": ["0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100"],
    "scouting.row_width_cm": ["0", "1", "2", "3", "4", "5", "10", "20", "30"],
  },
};

const hotels: Catalogue = {
  cubes: [
    {
      name: "stays",
      measures: [m("stays.count", "count"), m("stays.revenue", "sum")],
      dimensions: [m("stays.hotel", "string"), m("stays.floor", "string"), m("stays.nights", "number")],
    },
  ],
  values: { "stays.floor": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] },
};

function ask(catalogue: Catalogue, question: string) {
  const { values, ...withoutValues } = catalogue;
  return createEngine(withoutValues, []).answer({ question, values: values ?? {}, now: NOW }).query;
}

describe.each([
  {
    catalogue: fields,
    question: "top 5 growers by plantings",
    want: {
      measures: ["plantings.count"],
      dimensions: ["plantings.grower"],
      order: [["plantings.count", "desc"]],
      limit: 5,
    },
  },
  {
    catalogue: fields,
    question: "average score for more than 20 days since planting",
    want: {
      measures: ["scouting.avg_score"],
      filters: [{ member: "scouting.days_since_planting", operator: "gt", values: ["20"] }],
    },
  },
  {
    catalogue: hotels,
    question: "top 3 hotels by revenue",
    want: { measures: ["stays.revenue"], dimensions: ["stays.hotel"], order: [["stays.revenue", "desc"]], limit: 3 },
  },
  {
    catalogue: hotels,
    question: "stays of at least 4 nights by hotel",
    want: {
      measures: ["stays.count"],
      dimensions: ["stays.hotel"],
      filters: [{ member: "stays.nights", operator: "gte", values: ["4"] }],
    },
  },
])("a ranking's or a comparison's number that a dictionary also holds ($question)", (c) => {
  it("is no value of that column", () => expect(ask(c.catalogue, c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: fields,
    question: "scouting count by farm excluding score band 0",
    want: {
      measures: ["scouting.count"],
      dimensions: ["scouting.farm"],
      filters: [{ member: "scouting.score_band", operator: "notEquals", values: ["0"] }],
    },
  },
  {
    catalogue: hotels,
    question: "revenue by hotel excluding floor 1",
    want: {
      measures: ["stays.revenue"],
      dimensions: ["stays.hotel"],
      filters: [{ member: "stays.floor", operator: "notEquals", values: ["1"] }],
    },
  },
])("a numeric code after its column's words ($question)", (c) => {
  it("is that column's value, negated by a word before the column", () =>
    expect(ask(c.catalogue, c.question)).toEqual(c.want));
});
