/**
 * "avg first paint time per day" for `avgFirstPaint`: a word saying what kind of quantity a measure is ("time",
 * "amount", "value") typed right after a phrase that wholly names the measure describes that measure; it adds no
 * second measure that it names only in part (`avgTimeToFirstByte`). Found on `product` (p34). Two catalogues of
 * our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const performance: Catalogue = {
  cubes: [
    {
      name: "pageLoads",
      measures: [
        m("pageLoads.count", "count"),
        m("pageLoads.avgFirstPaint", "avg"),
        m("pageLoads.avgTimeToFirstByte", "avg"),
      ],
      dimensions: [m("pageLoads.browser", "string"), m("pageLoads.loadedAt", "time")],
    },
  ],
};

const billing: Catalogue = {
  cubes: [
    {
      name: "payments",
      measures: [m("payments.count", "count"), m("payments.totalRefunded", "sum"), m("payments.amountDisputed", "sum")],
      dimensions: [m("payments.method", "string"), m("payments.paidAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "performance",
    catalogue: performance,
    question: "avg first paint time by browser",
    both: "avg first paint and time to first byte by browser",
    measure: "pageLoads.avgFirstPaint",
    other: "pageLoads.avgTimeToFirstByte",
    grouping: "pageLoads.browser",
  },
  {
    name: "billing",
    catalogue: billing,
    question: "total refunded amount by method",
    both: "total refunded and amount disputed by method",
    measure: "payments.totalRefunded",
    other: "payments.amountDisputed",
    grouping: "payments.method",
  },
])("a kind word after a measure's whole name ($name)", (c) => {
  const engine = createEngine(c.catalogue);
  const ask = (question: string) => engine.answer({ question, now: NOW });

  it("describes that measure", () => {
    const answer = ask(c.question);
    expect(answer.query).toEqual({ measures: [c.measure], dimensions: [c.grouping] });
    expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
  });
  it("still opens another measure's name when more of it follows", () => {
    expect(ask(c.both).query?.measures).toEqual([c.measure, c.other]);
  });
});
