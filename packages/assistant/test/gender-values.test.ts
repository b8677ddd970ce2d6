/**
 * "female deaths by location", "female-only studies by phase": with no dictionary (filter-fields), a sex or gender
 * word is a value of the catalogue's sex or gender column, in the cube in use or another one. Found on `newsroom`,
 * `museum` and `pharmacy`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const clinic: Catalogue = {
  cubes: [
    {
      name: "admissions",
      measures: [m("admissions.count", "count")],
      dimensions: [m("admissions.ward", "string"), m("admissions.sex", "string"), m("admissions.admitted_at", "time")],
    },
  ],
};

const survey: Catalogue = {
  cubes: [
    {
      name: "responses",
      measures: [m("responses.count", "count"), m("responses.avg_score", "avg")],
      dimensions: [m("responses.channel", "string"), m("responses.submitted_at", "time")],
    },
    {
      name: "respondents",
      measures: [m("respondents.count", "count")],
      dimensions: [m("respondents.country", "string"), m("respondents.gender", "string")],
    },
  ],
};

describe.each([
  { name: "clinic", catalogue: clinic, question: "male and female admissions by ward", column: "admissions.sex" },
  { name: "survey", catalogue: survey, question: "average score from women by channel", column: "respondents.gender" },
])("gender values ($name)", ({ catalogue, question, column }) => {
  it("names the sex or gender column as the field to fill", () => {
    expect(
      createEngine(catalogue)
        .filterFields(question)
        .map((field) => field.name),
    ).toEqual([column]);
  });
});
