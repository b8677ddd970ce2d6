/**
 * "how many repositories and commits are there?": an entity joined by "and" to the one a count cue opens is counted
 * too, not dropped. Found on `deploys`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const school: Catalogue = {
  cubes: [
    { name: "students", measures: [m("students.count", "count")], dimensions: [m("students.grade", "string")] },
    { name: "teachers", measures: [m("teachers.count", "count")], dimensions: [m("teachers.subject", "string")] },
  ],
};

const depot: Catalogue = {
  cubes: [
    { name: "trucks", measures: [m("trucks.count", "count")], dimensions: [m("trucks.make", "string")] },
    { name: "drivers", measures: [m("drivers.count", "count")], dimensions: [m("drivers.license", "string")] },
  ],
};

describe.each([
  {
    name: "school",
    catalogue: school,
    question: "how many students and teachers are there?",
    counts: ["students.count", "teachers.count"],
  },
  {
    name: "depot",
    catalogue: depot,
    question: "how many trucks and drivers do we have",
    counts: ["trucks.count", "drivers.count"],
  },
])("counted lists ($name)", ({ catalogue, question, counts }) => {
  it("counts every entity the count cue lists", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: counts });
  });
});
