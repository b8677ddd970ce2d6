/**
 * Notes are written in one spelling and asked in another: "enrolments by course" uses the note "enrollments means
 * ...", as "colour grade" uses "color grade means ...", stored with the catalogue. Found on `courses`. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const school: Catalogue = {
  cubes: [
    {
      name: "CourseProgress",
      measures: [m("CourseProgress.count", "count"), m("CourseProgress.points", "sum")],
      dimensions: [m("CourseProgress.courseName", "string"), m("CourseProgress.startedAt", "time")],
    },
  ],
};

const diamonds: Catalogue = {
  cubes: [
    {
      name: "stones",
      measures: [m("stones.count", "count"), m("stones.carats", "sum")],
      dimensions: [m("stones.cg", "string"), m("stones.cut", "string")],
    },
  ],
};

describe.each([
  {
    name: "school",
    catalogue: school,
    note: "enrollments means CourseProgress.count",
    question: "enrolments by course name",
    query: { measures: ["CourseProgress.count"], dimensions: ["CourseProgress.courseName"] },
  },
  {
    name: "diamonds",
    catalogue: diamonds,
    note: "color grade means stones.cg",
    question: "carats by colour grade",
    query: { measures: ["stones.carats"], dimensions: ["stones.cg"] },
  },
])("notes in another spelling ($name)", ({ catalogue, note, question, query }) => {
  it("reads the word as the note spells it", () => {
    expect(asker({ ...catalogue, notes: [note] })(question)).toEqual(query);
  });
});
