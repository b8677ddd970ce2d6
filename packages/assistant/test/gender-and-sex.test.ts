/**
 * Found on `voicecorpus`: "recordings by gender" found no column `sex`. "Gender" and "sex" are the same column in
 * business data (general vocabulary, a synonym). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinic: Catalogue = {
  cubes: [
    {
      name: "patients",
      measures: [m("patients.count", "count")],
      dimensions: [m("patients.sex", "string"), m("patients.ward", "string")],
    },
  ],
};

const survey: Catalogue = {
  cubes: [
    {
      name: "respondents",
      measures: [m("respondents.count", "count"), m("respondents.avg_score", "avg")],
      dimensions: [m("respondents.gender", "string"), m("respondents.region", "string")],
    },
  ],
};

describe.each([
  {
    name: "clinic",
    catalogue: clinic,
    question: "patients by gender",
    want: { measures: ["patients.count"], dimensions: ["patients.sex"] },
  },
  {
    name: "survey",
    catalogue: survey,
    question: "average score by sex",
    want: { measures: ["respondents.avg_score"], dimensions: ["respondents.gender"] },
  },
])("gender and sex ($name: $question)", (c) => {
  it("name the same column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
