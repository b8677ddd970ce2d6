/**
 * "revenue by region" when `sales` has `shipRegion` and `billingRegion`: the word covers half of each name and
 * fits both equally, so the column taken is a tie-break, not something the question said; the answer stays below
 * the 0.8 promise. At first contact with twenty public models, answers resting on such a tie-break were right 39
 * times in 72 (FIRST-CONTACT.md). Naming the column in full ("by ship region") keeps the confidence. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const sales: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.revenue", "sum")],
      dimensions: [m("sales.shipRegion", "string"), m("sales.billingRegion", "string"), m("sales.soldAt", "time")],
    },
  ],
};

const site: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count"), m("visits.avgDuration", "avg")],
      dimensions: [m("visits.entryPage", "string"), m("visits.exitPage", "string"), m("visits.startedAt", "time")],
    },
  ],
};

describe.each([
  { name: "sales", catalogue: sales, vague: "revenue by region", named: "revenue by billing region" },
  { name: "site", catalogue: site, vague: "visits by page", named: "average duration by exit page" },
])("a reading picked by a tie-break on part of a name ($name)", ({ catalogue, vague, named }) => {
  const engine = createEngine(catalogue);
  it("is answered below the confidence promise", () => {
    const answer = engine.answer({ question: vague, now: NOW });
    expect(answer.query?.dimensions).toHaveLength(1);
    expect(answer.confidence).toBeLessThan(0.8);
  });
  it("keeps its confidence when the question names the column in full", () => {
    expect(engine.answer({ question: named, now: NOW }).confidence).toBeGreaterThanOrEqual(0.8);
  });
});
