/** The evaluator's pure scoring (ANSWERS.md, Scoring). */
import { describe, expect, it } from "vitest";
import {
  compareQueries,
  cubesOfQuery,
  failedThresholds,
  DEFAULT_THRESHOLDS,
  scoreCase,
  summarize,
  type Dataset,
} from "../src/scoring.js";

const dataset: Dataset = {
  name: "tiny",
  catalogue: {
    cubes: [
      {
        name: "t",
        measures: [{ name: "count", type: "count" }],
        dimensions: [
          { name: "d", type: "string" },
          { name: "at", type: "time" },
        ],
      },
    ],
  },
  cases: [],
};

describe("compareQueries", () => {
  it("compares parts as sets, filter values sorted, dates lowercased", () => {
    const expected = {
      measures: ["t.count"],
      filters: [{ member: "t.d", operator: "equals", values: ["b", "a"] }],
      timeDimensions: [{ dimension: "t.at", dateRange: "Last Month" }],
    };
    const actual = {
      filters: [{ member: "t.d", operator: "equals", values: ["a", "b"] }],
      measures: ["t.count"],
      timeDimensions: [{ dimension: "t.at", dateRange: "last month" }],
    };
    expect(compareQueries(expected, actual).exact).toBe(true);
  });
  it("ignores order unless expected, but always checks limit", () => {
    expect(
      compareQueries({ measures: ["t.count"] }, { measures: ["t.count"], order: [["t.count", "desc"]] }).exact,
    ).toBe(true);
    expect(
      compareQueries({ measures: ["t.count"], order: [["t.count", "desc"]] }, { measures: ["t.count"] }).exact,
    ).toBe(false);
    expect(compareQueries({ measures: ["t.count"] }, { measures: ["t.count"], limit: 5 }).exact).toBe(false);
  });
  it("treats refusals as equal only to refusals", () => {
    expect(compareQueries(null, null).exact).toBe(true);
    expect(compareQueries(null, { measures: ["t.count"] }).exact).toBe(false);
  });
});

describe("scoreCase and summarize", () => {
  it("counts invalid members and derives entities and filter fields", () => {
    const result = scoreCase(
      dataset,
      {
        id: "1",
        question: "q",
        query: { measures: ["t.count"], filters: [{ member: "t.at", operator: "beforeDate", values: ["2024-01-01"] }] },
      },
      {
        query: { measures: ["t.count", "t.nope"] },
        chartType: "table",
        confidence: 0.9,
        entities: ["t"],
        filterFields: [],
        latencyMs: 1,
      },
    );
    expect(result.invalidMembers).toEqual(["t.nope"]);
    expect(result.entities.match).toBe(true);
    expect(result.filterFields.match).toBe(true);
    const metrics = summarize([result]);
    expect(metrics.exactMatch).toBe(0);
    expect(failedThresholds(metrics, DEFAULT_THRESHOLDS).length).toBeGreaterThan(0);
    expect(cubesOfQuery({ measures: ["a.x"], dimensions: ["b.y", "a.z"] })).toEqual(["a", "b"]);
  });
  it("reports latency p50, p99 and max of single timings", () => {
    const observed = (latencyMs: number) =>
      scoreCase(
        dataset,
        { id: "1", question: "q", query: null },
        {
          query: null,
          chartType: null,
          confidence: 0,
          entities: [],
          filterFields: [],
          latencyMs,
        },
      );
    const metrics = summarize([0.1, 0.2, 0.3, 7].map(observed));
    expect([metrics.latencyP50, metrics.latencyMax]).toEqual([0.2, 7]);
  });
});
