/**
 * "sessions by language" where every cube's name starts with the same word (`ServerInterface`, `ServerLanguage`,
 * `ServerOs`, ...): that shared first word is the catalogue's namespace, not part of what each cube names, so
 * "language" names `ServerLanguage` wholly and groups by its name column rather than by a number column elsewhere
 * (`countLanguage`) of the cube a note names for the count. Found on `packages` (pk05, pk41). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { buildCatalogueIndex } from "../src/catalogue/index.js";
import { computeCandidates } from "../src/parse/candidates.js";
import { NOW, member as m } from "./helpers.js";

const app: Catalogue = {
  notes: ["visits means AppSessions.count"],
  cubes: [
    {
      name: "AppSessions",
      measures: [m("AppSessions.count", "count"), m("AppSessions.countryCount", "count")],
      dimensions: [m("AppSessions.countCountry", "number"), m("AppSessions.startedAt", "time")],
    },
    {
      name: "AppCountry",
      measures: [m("AppCountry.count", "count")],
      dimensions: [m("AppCountry.name", "string")],
    },
    { name: "AppDevice", measures: [m("AppDevice.count", "count")], dimensions: [m("AppDevice.name", "string")] },
  ],
};

const telco: Catalogue = {
  notes: ["dials means tel_calls.count"],
  cubes: [
    {
      name: "tel_calls",
      measures: [m("tel_calls.count", "count"), m("tel_calls.operator_count", "count")],
      dimensions: [m("tel_calls.count_operator", "number"), m("tel_calls.called_at", "time")],
    },
    {
      name: "tel_operator",
      measures: [m("tel_operator.count", "count")],
      dimensions: [m("tel_operator.name", "string")],
    },
    { name: "tel_region", measures: [m("tel_region.count", "count")], dimensions: [m("tel_region.name", "string")] },
  ],
};

describe.each([
  { name: "app", catalogue: app, word: "country", cube: "AppCountry" },
  { name: "telco", catalogue: telco, word: "operator", cube: "tel_operator" },
])("the namespace word of cube names ($name)", ({ catalogue, word, cube }) => {
  it("is no part of what a cube names: the word after it names the cube wholly", () => {
    const index = buildCatalogueIndex(catalogue);
    const reading = computeCandidates(index, [word]).find((candidate) => candidate.cube?.name === cube);
    expect(reading?.coverage).toBe(1);
  });
});

describe.each([
  {
    name: "app",
    catalogue: app,
    question: "visits by country",
    measure: "AppSessions.count",
    grouping: "AppCountry.name",
  },
  {
    name: "telco",
    catalogue: telco,
    question: "dials by operator",
    measure: "tel_calls.count",
    grouping: "tel_operator.name",
  },
])("cube names under one namespace ($name)", ({ catalogue, question, measure, grouping }) => {
  it("name the cube by the words after the namespace", () => {
    const answer = createEngine(catalogue).answer({ question, now: NOW });
    expect(answer.query).toEqual({ measures: [measure], dimensions: [grouping] });
  });
});
