/**
 * Found on `covid` ("how many deaths among females?", "population by age group for females": with no dictionary the
 * sex was not placed, or "females" was taken as an age group): a plural of a sex or gender word goes to the sex- or
 * gender-like column, as the singular does. Two catalogues of our own, without value dictionaries.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../src/index.js";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const census: Catalogue = {
  cubes: [
    {
      name: "Residents",
      measures: [m("Residents.count", "count")],
      dimensions: [m("Residents.ageBand", "string"), m("Residents.sex", "string")],
    },
  ],
};

const league: Catalogue = {
  cubes: [
    {
      name: "players",
      measures: [m("players.goals", "sum")],
      dimensions: [m("players.division", "string"), m("players.gender", "string")],
    },
  ],
};

describe.each([
  { name: "census", catalogue: census, question: "residents by age band for females", field: "Residents.sex" },
  { name: "census", catalogue: census, question: "how many residents among males?", field: "Residents.sex" },
  { name: "league", catalogue: league, question: "goals by division for females", field: "players.gender" },
])("a plural sex word without a dictionary ($name: $question)", (c) => {
  it("is a filter on the sex or gender column", () =>
    expect(
      createEngine(c.catalogue)
        .filterFields(c.question)
        .map((field) => field.name),
    ).toEqual([c.field]));
});
