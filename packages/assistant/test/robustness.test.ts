/** Bad input never throws: it gets a refusal or an answer. */
import { describe, expect, it } from "vitest";
import { createEngine } from "../src/index.js";
import { domain } from "./helpers.js";

const { engine } = domain("tpch-like");

describe("bad input", () => {
  it.each([
    "",
    "   ",
    "x".repeat(2000),
    "revenue by region ".repeat(120),
    "¿Cuántos pedidos hubo el mes pasado?",
    "注文数",
    "🚀🚀🚀",
    "' OR 1=1 --",
    '"unterminated',
    "top 0",
    "revenue between and",
    "orders since",
    "last 0 days",
  ])("answers %j without throwing", (question) => {
    const answer = engine.answer({ question });
    expect(answer.confidence).toBeGreaterThanOrEqual(0);
    expect(typeof answer.explanation).toBe("string");
    if (answer.query === null) expect(answer.chartType).toBeNull();
  });
  it("refuses on an empty or missing catalogue", () => {
    expect(createEngine({ cubes: [] }).answer({ question: "revenue" }).query).toBeNull();
    expect(createEngine(undefined as never).answer({ question: "revenue" }).query).toBeNull();
    expect(createEngine({ cubes: [] }).filterFields("revenue")).toEqual([]);
  });
  it("tolerates malformed requests", () => {
    expect(engine.answer({ question: 42 as never }).query).toBeNull();
    expect(engine.answer({ question: "revenue", values: null as never, notes: "x" as never }).query).toEqual({
      measures: ["lineitem.revenue"],
    });
  });
});
