import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { domain, member, NOW } from "./helpers.js";

// Confidence of 0.8 or more promises a right answer: a phrase left unplaced, or a value guessed without a dictionary,
// takes an answer below it on its own. Pinned in two domains of our own.
const CASES = [
  { name: "saas", clean: "mrr by plan", unplaced: "mrr by plan zorblat", guessed: "mrr for plan Zorblat" },
  {
    name: "logistics",
    clean: "shipments by carrier",
    unplaced: "shipments by carrier zorblat",
    guessed: "shipments for carrier Zorblat",
  },
] as const;

describe("confidence as a promise", () => {
  for (const { name, clean, unplaced, guessed } of CASES) {
    const { engine } = domain(name, false);
    const answer = (question: string) => engine.answer({ question, values: {}, now: NOW });

    it(`${name}: a fully understood answer is promised; one unplaced word or one guessed value is not`, () => {
      expect(answer(clean).confidence).toBe(0.95);
      expect(answer(unplaced)).toMatchObject({ confidence: 0.79, unmatched: ["zorblat"] });
      const withGuess = answer(guessed);
      expect(withGuess.query?.filters).toEqual([expect.objectContaining({ values: ["Zorblat"] })]);
      expect(withGuess.confidence).toBe(0.79);
    });
  }

  it("each further unplaced phrase costs less than the first, down to the floor", () => {
    const { engine } = domain("saas", false);
    const two = engine.answer({ question: "mrr by plan zorblat quux", values: {}, now: NOW });
    expect(two.unmatched).toHaveLength(2);
    expect(two.confidence).toBe(0.67);
  });
});

describe("confidence when the entity is a coin toss", () => {
  const twoCubes = (a: string, b: string, column: string): Catalogue => ({
    cubes: [a, b].map((cube) => ({
      name: cube,
      measures: [member(`${cube}.count`, "count")],
      dimensions: [member(`${cube}.${column}`, "string")],
    })),
  });
  const DOMAINS = [
    { catalogue: twoCubes("orders", "shipments", "status"), vague: "count by status", named: "shipments by status" },
    {
      catalogue: twoCubes("appointments", "staff", "department"),
      vague: "count by department",
      named: "appointments by department",
    },
  ];

  for (const { catalogue, vague, named } of DOMAINS) {
    const engine = createEngine(catalogue, [], { now: () => NOW });
    it(`is below 0.8 when two cubes' members fit equally ("${vague}"), and 0.95 once the question names one`, () => {
      const guess = engine.answer({ question: vague, now: NOW });
      expect(guess.query?.dimensions).toHaveLength(1);
      expect(guess.confidence).toBe(0.79);
      const sure = engine.answer({ question: named, now: NOW });
      expect(sure.query?.dimensions?.[0]).toMatch(new RegExp(`^${named.split(" ")[0]}\\.`));
      expect(sure.confidence).toBe(0.95);
    });
  }
});
