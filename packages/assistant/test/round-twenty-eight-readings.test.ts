/**
 * Found on round twenty-eight (`edureports`, `nbastats`), each on two catalogues of our own: a number before the
 * record noun of a superlative over records is how many ("the 5 institutions with the highest staff count"); a
 * person's full name identifies the record before an id; a name typed in capitals over several words is the text
 * "with X in the name" contains; "how much" of an unplaced word is not a count of rows.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const schools: Catalogue = {
  cubes: [
    {
      name: "Schools",
      measures: [m("Schools.count", "count")],
      dimensions: [m("Schools.SchoolName", "string"), m("Schools.TeacherCount", "number"), m("Schools.Town", "string")],
    },
  ],
};

const riders: Catalogue = {
  cubes: [
    {
      name: "riders",
      measures: [m("riders.count", "count")],
      dimensions: [
        m("riders.rider_id", "string"),
        m("riders.full_name", "string"),
        m("riders.weight", "number"),
        m("riders.team", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "schools, how many records",
    catalogue: schools,
    question: "the 3 schools with the highest teacher count",
    want: {
      dimensions: ["Schools.SchoolName", "Schools.TeacherCount"],
      order: [["Schools.TeacherCount", "desc"]],
      limit: 3,
    },
  },
  {
    name: "schools, a name in capitals",
    catalogue: schools,
    question: "list the schools with Saint Mary in the name",
    want: {
      dimensions: ["Schools.SchoolName"],
      filters: [{ member: "Schools.SchoolName", operator: "contains", values: ["Saint Mary"] }],
    },
  },
  {
    name: "riders, a person's full name",
    catalogue: riders,
    question: "the 2 heaviest riders",
    want: { dimensions: ["riders.full_name", "riders.weight"], order: [["riders.weight", "desc"]], limit: 2 },
  },
  {
    name: "riders, a name in capitals",
    catalogue: riders,
    question: "how many riders have Van Der in the full name",
    want: {
      measures: ["riders.count"],
      filters: [{ member: "riders.full_name", operator: "contains", values: ["Van Der"] }],
    },
  },
])("round twenty-eight ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("how much of an unplaced word is not a count of rows", () => {
  const clubs: Catalogue = {
    cubes: [
      {
        name: "clubs",
        measures: [m("clubs.count", "count")],
        dimensions: [m("clubs.club_name", "string"), m("clubs.founded_at", "time")],
      },
    ],
  };
  expect(asker(clubs)("how much merchandise did the clubs sell last month")).toBeNull();
});
