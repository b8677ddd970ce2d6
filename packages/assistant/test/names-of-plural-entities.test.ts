/**
 * "list the names of campaigns without a description": in a listing, a plural after "names of" that a cube and
 * another cube's column read equally (`Campaign` and `Traffic.campaign`) is the cube whose names are listed, not a
 * second listed column. Found on `email` (call tracking). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const ads: Catalogue = {
  cubes: [
    {
      name: "Campaign",
      measures: [m("Campaign.count", "count")],
      dimensions: [m("Campaign.name", "string"), m("Campaign.description", "string")],
    },
    {
      name: "Traffic",
      measures: [m("Traffic.visits", "sum")],
      dimensions: [m("Traffic.campaign", "string"), m("Traffic.source", "string")],
    },
  ],
};

const school: Catalogue = {
  cubes: [
    {
      name: "course",
      measures: [m("course.count", "count")],
      dimensions: [m("course.title", "string"), m("course.syllabus", "string")],
    },
    {
      name: "timetable",
      measures: [m("timetable.hours", "sum")],
      dimensions: [m("timetable.course", "string"), m("timetable.room", "string")],
    },
  ],
};

describe.each([
  {
    name: "ads",
    catalogue: ads,
    question: "list the names of campaigns without a description",
    nameColumn: "Campaign.name",
    missing: "Campaign.description",
  },
  {
    name: "school",
    catalogue: school,
    question: "list the titles of courses without a syllabus",
    nameColumn: "course.title",
    missing: "course.syllabus",
  },
])("names of a plural two cubes read ($name)", ({ catalogue, question, nameColumn, missing }) => {
  it("are the names of that cube's rows", () => {
    expect(asker(catalogue)(question)).toEqual({
      dimensions: [nameColumn],
      filters: [{ member: missing, operator: "notSet" }],
    });
  });
});
