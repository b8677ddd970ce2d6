/**
 * Found on `social`: "predictions by truth and pred" listed the two columns of `SubredditPreds` and left
 * "predictions" unplaced. The clipping is the catalogue's this time: a cube whose head noun is a clipped word no
 * * dictionary knows ("preds") is named by the English word it starts ("predictions"), as a clipped
 * question word names a cube's full noun (`test/clipped-nouns.test.ts`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const models: Catalogue = {
  cubes: [
    {
      name: "ModelPreds",
      measures: [m("ModelPreds.count", "count")],
      dimensions: [m("ModelPreds.label", "string"), m("ModelPreds.model", "string"), m("ModelPreds.made_at", "time")],
    },
    {
      name: "Datasets",
      measures: [m("Datasets.count", "count")],
      dimensions: [m("Datasets.name", "string")],
    },
  ],
};

const hiring: Catalogue = {
  cubes: [
    {
      name: "JobApps",
      measures: [m("JobApps.count", "count")],
      dimensions: [m("JobApps.source", "string"), m("JobApps.role", "string"), m("JobApps.applied_at", "time")],
    },
    {
      name: "Recruiters",
      measures: [m("Recruiters.count", "count")],
      dimensions: [m("Recruiters.name", "string")],
    },
  ],
};

describe.each([
  {
    name: "models",
    catalogue: models,
    question: "predictions by label and model",
    want: { measures: ["ModelPreds.count"], dimensions: ["ModelPreds.label", "ModelPreds.model"] },
  },
  {
    name: "hiring",
    catalogue: hiring,
    question: "applications per source",
    want: { measures: ["JobApps.count"], dimensions: ["JobApps.source"] },
  },
])("a word a cube's clipped name starts ($name: $question)", (c) => {
  it("names that cube", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
