/**
 * "promoter count by survy" with the note "survey means FeedbackRecords.sourceName": the words of the catalogue's
 * notes are words the user types, with typos as often as member names, so they are corrected toward as well.
 * Found on `feedback` ("survy", "questoin") and `markets` ("mthod"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const forms: Catalogue = {
  cubes: [
    {
      name: "Responses",
      measures: [m("Responses.count", "count"), m("Responses.detractorCount", "count")],
      dimensions: [m("Responses.formName", "string"), m("Responses.submittedAt", "time")],
    },
  ],
  notes: ["survey means Responses.formName"],
};

const phones: Catalogue = {
  cubes: [
    {
      name: "calls",
      measures: [m("calls.count", "count"), m("calls.avg_wait", "avg")],
      dimensions: [m("calls.line_group", "string"), m("calls.started_at", "time")],
    },
  ],
  notes: ["queue means calls.line_group"],
};

describe.each([
  {
    name: "forms",
    catalogue: forms,
    question: "detractor count by survy",
    measure: "Responses.detractorCount",
    by: "Responses.formName",
  },
  {
    name: "phones",
    catalogue: phones,
    question: "avg wait per queeu",
    measure: "calls.avg_wait",
    by: "calls.line_group",
  },
])("a note's word typed with a typo ($name)", ({ catalogue, question, measure, by }) => {
  it("is corrected to the note's word", () => {
    const answer = createEngine(catalogue).answer({ question, now: NOW });
    expect(answer.query).toEqual({ measures: [measure], dimensions: [by] });
    expect(answer.unmatched).toEqual([]);
  });
});
