/** Bad input never throws: it gets a refusal or an answer. */
import { describe, expect, it } from "vitest";
import { createEngine } from "../src/index.js";
import { domain, loadFixture } from "./helpers.js";

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

describe("faults and long questions", () => {
  it("reports a fault inside the engine and refuses without showing it", () => {
    const faults: unknown[] = [];
    const { catalogue } = loadFixture("saas");
    const faulty = createEngine(catalogue, [], { onError: (error) => faults.push(error) });
    // Notes that throw when read stand for any bug deep inside the engine.
    const notes = new Proxy([] as string[], {
      get(target, key) {
        if (key === Symbol.iterator) throw new Error("internal detail 42");
        return Reflect.get(target, key) as unknown;
      },
    });
    const answer = faulty.answer({ question: "revenue by plan", notes });
    expect(faults).toHaveLength(1);
    expect(answer).toMatchObject({ query: null, confidence: 0, source: "engine" });
    expect(answer.explanation).not.toContain("internal detail 42");
    expect(answer.explanation).toMatch(/failed .* logged/);
  });
  it("reads the whole of a long question, up to the API's limit of 10,000 characters", () => {
    const question = `${"please ".repeat(1200)}revenue by region`;
    expect(question.length).toBeGreaterThan(8000);
    expect(engine.answer({ question }).query?.dimensions).toHaveLength(1);
  });
});
