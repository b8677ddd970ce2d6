/**
 * Found on `got-deaths` (a television series): with `season_id` and `episode_in_season_id` columns, "deaths in season
 * 4" filtered on the episode number, because the question's "in" counted as the "in" of that name although it
 * followed the cube's word, not a word of the name; "between seasons 2 and 4" became a list of two seasons, because
 * the range was looked for right after "between"; and "excluding season 8" kept season 8. A joining word belongs to
 * a name only after one of the name's words; a column's word may stand between "between" and the numbers; a
 * negation before a column's word negates its stated number. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const series: Catalogue = {
  cubes: [
    {
      name: "Deaths",
      measures: [m("Deaths.count", "count")],
      dimensions: [
        m("Deaths.season_id", "number"),
        m("Deaths.episode_in_season_id", "number"),
        m("Deaths.location", "string"),
      ],
    },
  ],
};

const league: Catalogue = {
  cubes: [
    {
      name: "Goals",
      measures: [m("Goals.count", "count")],
      dimensions: [m("Goals.round_id", "number"), m("Goals.match_in_round_id", "number"), m("Goals.scorer", "string")],
    },
  ],
};

const cases = [
  {
    catalogue: series,
    question: "deaths in season 4 by location",
    want: {
      measures: ["Deaths.count"],
      dimensions: ["Deaths.location"],
      filters: [{ member: "Deaths.season_id", operator: "equals", values: ["4"] }],
    },
  },
  {
    catalogue: series,
    question: "deaths between seasons 2 and 4 by location",
    want: {
      measures: ["Deaths.count"],
      dimensions: ["Deaths.location"],
      filters: [
        { member: "Deaths.season_id", operator: "gte", values: ["2"] },
        { member: "Deaths.season_id", operator: "lte", values: ["4"] },
      ],
    },
  },
  {
    catalogue: series,
    question: "deaths by location excluding season 8",
    want: {
      measures: ["Deaths.count"],
      dimensions: ["Deaths.location"],
      filters: [{ member: "Deaths.season_id", operator: "notEquals", values: ["8"] }],
    },
  },
  {
    catalogue: league,
    question: "goals in round 3 by scorer",
    want: {
      measures: ["Goals.count"],
      dimensions: ["Goals.scorer"],
      filters: [{ member: "Goals.round_id", operator: "equals", values: ["3"] }],
    },
  },
  {
    catalogue: league,
    question: "goals between rounds 5 and 9 by scorer",
    want: {
      measures: ["Goals.count"],
      dimensions: ["Goals.scorer"],
      filters: [
        { member: "Goals.round_id", operator: "gte", values: ["5"] },
        { member: "Goals.round_id", operator: "lte", values: ["9"] },
      ],
    },
  },
  {
    catalogue: league,
    question: "goals by scorer excluding round 1",
    want: {
      measures: ["Goals.count"],
      dimensions: ["Goals.scorer"],
      filters: [{ member: "Goals.round_id", operator: "notEquals", values: ["1"] }],
    },
  },
];

describe.each(cases)("a numbered column stated with its word ($question)", (c) => {
  it("is filtered as stated", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
