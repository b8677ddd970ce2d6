/**
 * "players drafted in 2003", "players drafted per year" with the sum `draftNumber` and the date `draftYear`: a cube word does not
 * join a verb that says which date a period or a time grouping is about, when a date column carries the verb; the
 * verb names that date and the cube word the rows that are counted. Found on `sports`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shelter: Catalogue = {
  cubes: [
    {
      name: "Pets",
      measures: [m("Pets.count", "count"), m("Pets.rescueNumber", "sum")],
      dimensions: [m("Pets.species", "string"), m("Pets.rescueYear", "time"), m("Pets.birthDate", "time")],
    },
  ],
};

const hiring: Catalogue = {
  cubes: [
    {
      name: "recruits",
      measures: [m("recruits.count", "count"), m("recruits.sign_number", "sum")],
      dimensions: [m("recruits.school", "string"), m("recruits.sign_year", "time"), m("recruits.born_on", "time")],
    },
  ],
};

describe.each([
  { name: "shelter", catalogue: shelter, noun: "pets", verb: "rescued", date: "Pets.rescueYear" },
  { name: "hiring", catalogue: hiring, noun: "recruits", verb: "signed", date: "recruits.sign_year" },
])("a cube word before an event verb ($name)", ({ catalogue, noun, verb, date }) => {
  const ask = asker(catalogue);
  const count = `${catalogue.cubes[0]!.name}.count`;

  it("counts the rows on the verb's date in a period", () => {
    expect(ask(`number of ${noun} ${verb} in 2023`)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: date, dateRange: ["2023-01-01", "2023-12-31"] }],
    });
  });

  it("counts the rows on the verb's date by a time grouping", () => {
    expect(ask(`${noun} ${verb} per year`)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: date, granularity: "year" }],
    });
  });
});
