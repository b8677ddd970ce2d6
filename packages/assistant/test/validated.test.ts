/** ANSWERS.md rule 9: validated queries reused exactly, as paraphrases, and adapted to variants. */
import { describe, expect, it } from "vitest";
import { createEngine, normalizeQuestion, type CubeFilter } from "../src/index.js";
import { domain, loadFixture } from "./helpers.js";

const saas = domain("saas");
const tpch = domain("tpch-like");

describe("normalizeQuestion", () => {
  it("folds case, punctuation and spacing", () => {
    expect(normalizeQuestion("  Expansion   Revenue, this month?! ")).toBe("expansion revenue this month");
  });
});

describe("validated reuse", () => {
  it("reuses an exact question with source validated", () => {
    const answer = saas.engine.answer({ question: "EXPANSION revenue this month." });
    expect(answer.source).toBe("validated");
    expect(answer.confidence).toBe(1);
    expect(answer.query?.filters).toEqual([{ member: "subscriptions.status", operator: "equals", values: ["active"] }]);
  });
  it("adapts a changed period and keeps what the validated query adds", () => {
    expect(saas.ask("expansion revenue last quarter")).toEqual({
      measures: ["subscriptions.mrr"],
      timeDimensions: [{ dimension: "subscriptions.startedAt", dateRange: "last quarter" }],
      filters: [{ member: "subscriptions.status", operator: "equals", values: ["active"] }],
    });
    expect(tpch.ask("late shipments in 1998")?.timeDimensions).toEqual([
      { dimension: "lineitem.l_receiptdate", dateRange: ["1998-01-01", "1998-12-31"] },
    ]);
  });
  it("adapts a changed dictionary value and number", () => {
    const catalogue = loadFixture("tpch-like").catalogue;
    const engine = createEngine(catalogue, [
      {
        question: "top 5 parts in Brand#12",
        query: {
          measures: ["lineitem.revenue"],
          dimensions: ["part.p_name"],
          filters: [{ member: "part.p_brand", operator: "equals", values: ["Brand#12"] }],
          order: [["lineitem.revenue", "desc"]],
          limit: 5,
        },
      },
    ]);
    const answer = engine.answer({ question: "top 3 parts in Brand#34", values: catalogue.values ?? {} });
    expect(answer.source).toBe("validated");
    expect(answer.query?.limit).toBe(3);
    expect((answer.query?.filters?.[0] as CubeFilter | undefined)?.values).toEqual(["Brand#34"]);
  });
  it("does not reuse when the question adds a grouping or a measure", () => {
    expect(saas.engine.answer({ question: "expansion revenue this month by plan" }).source).toBe("engine");
    expect(tpch.engine.answer({ question: "late shipments by ship mode in 1996" }).source).toBe("engine");
  });
  it("lets the newest validation of a question win", () => {
    const catalogue = loadFixture("saas").catalogue;
    const older = {
      question: "key revenue",
      query: { measures: ["subscriptions.mrr"] },
      createdAt: "2025-01-01T00:00:00Z",
    };
    const newer = { question: "Key revenue", query: { measures: ["accounts.arr"] }, createdAt: "2025-02-01T00:00:00Z" };
    expect(createEngine(catalogue, [newer, older]).answer({ question: "key revenue" }).query).toEqual({
      measures: ["accounts.arr"],
    });
    const later = { question: "key revenue", query: { measures: ["invoices.amountPaid"] } };
    expect(
      createEngine(catalogue, [{ question: "key revenue", query: { measures: ["accounts.arr"] } }, later]).answer({
        question: "key revenue",
      }).query,
    ).toEqual({ measures: ["invoices.amountPaid"] });
  });
});
