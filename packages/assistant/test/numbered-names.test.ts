/**
 * "by status 1" with `status1` ("Status 1") and `status2`: a number that finishes a member's name is part of the
 * phrase, not a value of the column named before it ("status = 1"); a value after it still filters that column.
 * Found on `parking` (EV charging). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const pumps: Catalogue = {
  cubes: [
    {
      name: "Pumps",
      measures: [m("Pumps.count", "count")],
      dimensions: [m("Pumps.status1", "string"), m("Pumps.status2", "string"), m("Pumps.site", "string")],
    },
  ],
  values: { "Pumps.status1": ["Faulted", "Running"] },
};

const survey: Catalogue = {
  cubes: [
    {
      name: "responses",
      measures: [m("responses.count", "count")],
      dimensions: [m("responses.answer_1", "string"), m("responses.answer_2", "string")],
    },
  ],
  values: { "responses.answer_1": ["Yes", "No"] },
};

describe.each([
  { name: "pumps", catalogue: pumps, words: "status 1", column: "Pumps.status1", value: "Faulted", noun: "pumps" },
  {
    name: "survey",
    catalogue: survey,
    words: "answer 1",
    column: "responses.answer_1",
    value: "Yes",
    noun: "responses",
  },
])("a name ending in a number ($name)", ({ catalogue, words, column, value, noun }) => {
  const ask = asker(catalogue);
  const count = `${catalogue.cubes[0]!.name}.count`;

  it("groups by the numbered column", () => {
    expect(ask(`${noun} by ${words}`)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("filters the numbered column by a value after it", () => {
    expect(ask(`how many ${noun} have ${words} ${value}`)).toEqual({
      measures: [count],
      filters: [{ member: column, operator: "equals", values: [value] }],
    });
  });
});
