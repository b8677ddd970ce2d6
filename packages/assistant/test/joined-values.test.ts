/**
 * Values typed after a column: numbers joined to the first ("zones 127 and 128") are more values of that column;
 * a quoted literal after "of" ("the city of 'Goiania'") is its value; and "among" is a function word, never a
 * value ("the most common profession among voters"). Found on `elections`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const census: Catalogue = {
  cubes: [
    {
      name: "Households",
      measures: [m("Households.count", "count")],
      dimensions: [
        m("Households.tractNumber", "string"),
        m("Households.town", "string"),
        m("Households.tenure", "string"),
        m("Households.heatingFuel", "string"),
      ],
    },
  ],
};

const school: Catalogue = {
  cubes: [
    {
      name: "pupils",
      measures: [m("pupils.count", "count")],
      dimensions: [
        m("pupils.year_group", "string"),
        m("pupils.school_name", "string"),
        m("pupils.first_language", "string"),
        m("pupils.house", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "census",
    catalogue: census,
    numbers: [
      "households in tract numbers 12 and 14 by tenure",
      "Households.tractNumber",
      ["12", "14"],
      "Households.tenure",
    ],
    quoted: ["how many households are in the town of 'Ely'?", "Households.town", "Ely"],
    among: ["what's the most common heating fuel among households?", "Households.heatingFuel"],
  },
  {
    name: "school",
    catalogue: school,
    numbers: ["pupils in year groups 7, 8 or 9 by house", "pupils.year_group", ["7", "8", "9"], "pupils.house"],
    quoted: ["how many pupils attend the school named 'Oak Lane'?", "pupils.school_name", "Oak Lane"],
    among: ["what's the most common first language among pupils?", "pupils.first_language"],
  },
] as const)("values after a column ($name)", ({ catalogue, numbers, quoted, among }) => {
  const ask = asker(catalogue);
  const count = `${catalogue.cubes[0]!.name}.count`;

  it("takes every number of a list", () => {
    expect(ask(numbers[0])).toEqual({
      measures: [count],
      dimensions: [numbers[3]],
      filters: [{ member: numbers[1], operator: "equals", values: [...numbers[2]] }],
    });
  });

  it("takes a quoted literal after of or named", () => {
    expect(ask(quoted[0])).toEqual({
      measures: [count],
      filters: [{ member: quoted[1], operator: "equals", values: [quoted[2]] }],
    });
  });

  it("does not take among as a value", () => {
    expect(ask(among[0])).toEqual({
      measures: [count],
      dimensions: [among[1]],
      order: [[count, "desc"]],
      limit: 1,
    });
  });
});
