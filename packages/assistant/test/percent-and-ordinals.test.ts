/**
 * Found on `covid` ("first dose % by LGA", "second dose percentage", "2nd dose %" missed `firstVaxDosePercent` and
 * `secondVaxDosePercent`): "%" after a word is the word "percent", in a question and in a title ("Memory Utilized %"
 * on `infra`), "percentage" is "percent", and an ordinal typed in digits is its word. Catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const trials: Catalogue = {
  cubes: [
    {
      name: "Trials",
      measures: [
        m("Trials.firstVisit", "sum"),
        m("Trials.firstVisitPercent", "max"),
        m("Trials.secondVisit", "sum"),
        m("Trials.secondVisitPercent", "max"),
      ],
      dimensions: [m("Trials.site", "string")],
    },
  ],
};

const exams: Catalogue = {
  cubes: [
    {
      name: "Exams",
      measures: [m("Exams.pass_count", "sum"), m("Exams.pass_percent", "avg"), m("Exams.third_attempt", "sum")],
      dimensions: [m("Exams.school", "string")],
    },
  ],
};

const hosts: Catalogue = {
  cubes: [
    {
      name: "Load",
      measures: [m("Load.cpuuse", "avg", "CPU Used"), m("Load.cpuuseper", "avg", "CPU Used %")],
      dimensions: [m("Load.host", "string")],
    },
  ],
};

describe.each([
  {
    name: "trials",
    catalogue: trials,
    question: "first visit % by site",
    want: { measures: ["Trials.firstVisitPercent"], dimensions: ["Trials.site"] },
  },
  {
    name: "trials",
    catalogue: trials,
    question: "2nd visit percentage by site",
    want: { measures: ["Trials.secondVisitPercent"], dimensions: ["Trials.site"] },
  },
  {
    name: "exams",
    catalogue: exams,
    question: "pass% by school",
    want: { measures: ["Exams.pass_percent"], dimensions: ["Exams.school"] },
  },
  {
    name: "exams",
    catalogue: exams,
    question: "3rd attempts by school",
    want: { measures: ["Exams.third_attempt"], dimensions: ["Exams.school"] },
  },
  {
    name: "hosts",
    catalogue: hosts,
    question: "avg CPU used % per host",
    want: { measures: ["Load.cpuuseper"], dimensions: ["Load.host"] },
  },
])("percent signs and ordinals ($name: $question)", (c) => {
  it("name the column's words", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
