/**
 * "average commission percentage" for `avgCommPercentage`: a name word cut short of the typed word ("comm" of
 * "commission", "perf" of "performance") is that word, when the short form is no English word of its own. A typed
 * word that names the member's own cube stays the cube ("maintenance jobs" beside `maint_type`). Found on `jobs`
 * (jb09, jb28). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const agency: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.totalCommAmount", "sum"), m("sales.avgPrice", "avg")],
      dimensions: [m("sales.agentName", "string"), m("sales.soldAt", "time")],
    },
    {
      name: "commissions",
      measures: [m("commissions.count", "count")],
      dimensions: [m("commissions.comm_type", "string"), m("commissions.agent", "string")],
    },
  ],
};

const reviews: Catalogue = {
  cubes: [
    {
      name: "reviews",
      measures: [m("reviews.count", "count"), m("reviews.avgPerfScore", "avg")],
      dimensions: [m("reviews.team", "string"), m("reviews.reviewedAt", "time")],
    },
    {
      name: "maintenance",
      measures: [m("maintenance.count", "count")],
      dimensions: [m("maintenance.maint_type", "string"), m("maintenance.site", "string")],
    },
  ],
};

describe.each([
  {
    name: "agency",
    catalogue: agency,
    question: "total commission amount by agent name",
    measure: "sales.totalCommAmount",
    grouping: "sales.agentName",
    cubeWord: "commissions by agent",
    cubeQuery: { measures: ["commissions.count"], dimensions: ["commissions.agent"] },
  },
  {
    name: "reviews",
    catalogue: reviews,
    question: "average performance score by team",
    measure: "reviews.avgPerfScore",
    grouping: "reviews.team",
    cubeWord: "maintenance jobs by site",
    cubeQuery: { measures: ["maintenance.count"], dimensions: ["maintenance.site"] },
  },
])("a name word cut short ($name)", (c) => {
  const engine = createEngine(c.catalogue);
  const ask = (question: string) => engine.answer({ question, now: NOW });

  it("is the typed word", () => {
    const answer = ask(c.question);
    expect(answer.query).toEqual({ measures: [c.measure], dimensions: [c.grouping] });
    expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
  });
  it("leaves a word that names the member's own cube to the cube", () => {
    expect(ask(c.cubeWord).query).toEqual(c.cubeQuery);
  });
});
