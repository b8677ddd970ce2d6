/**
 * A validated question with one dictionary value ("visits to the Garden Wing last week") adapts to a variant that
 * asks for two ("visits to the Garden Wing and the River Wing last quarter") with both values, not the first alone;
 * a validated question with two values adapts to two others in turn. Found on `footfall` (zones) and
 * `selftracking` (budget categories). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue, type ValidatedExample } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const museum: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.wing", "string"), m("visits.entered_at", "time")],
    },
  ],
  values: { "visits.wing": ["Garden Wing", "River Wing", "Stone Wing"] },
};

const pantry: Catalogue = {
  cubes: [
    {
      name: "purchases",
      measures: [m("purchases.spent", "sum")],
      dimensions: [m("purchases.aisle", "string"), m("purchases.bought_at", "time")],
    },
  ],
  values: { "purchases.aisle": ["Bakery", "Dairy", "Produce", "Frozen"] },
};

const validatedFor = (question: string, measure: string, time: string, filter: string, values: string[]) =>
  ({
    question,
    query: {
      measures: [measure],
      timeDimensions: [{ dimension: time, dateRange: "last week" }],
      filters: [{ member: filter, operator: "equals", values }],
    },
  }) satisfies ValidatedExample;

describe.each([
  {
    name: "museum",
    catalogue: museum,
    validated: validatedFor("visits to the Garden Wing last week", "visits.count", "visits.entered_at", "visits.wing", [
      "Garden Wing",
    ]),
    twoValues: "visits to the Stone Wing and the River Wing last week",
    asked: ["River Wing", "Stone Wing"],
    pairValidated: validatedFor(
      "visits to the Garden Wing or the River Wing last week",
      "visits.count",
      "visits.entered_at",
      "visits.wing",
      ["Garden Wing", "River Wing"],
    ),
    otherPair: "visits to the Stone Wing or the River Wing last week",
    otherPairValues: ["River Wing", "Stone Wing"],
  },
  {
    name: "pantry",
    catalogue: pantry,
    validated: validatedFor("spent on bakery last week", "purchases.spent", "purchases.bought_at", "purchases.aisle", [
      "Bakery",
    ]),
    twoValues: "spent on dairy and produce last week",
    asked: ["Dairy", "Produce"],
    pairValidated: validatedFor(
      "spent on bakery and dairy last week",
      "purchases.spent",
      "purchases.bought_at",
      "purchases.aisle",
      ["Bakery", "Dairy"],
    ),
    otherPair: "spent on frozen and produce last week",
    otherPairValues: ["Frozen", "Produce"],
  },
])("values listed in a variant of a validated question ($name)", (example) => {
  const { values, ...catalogue } = example.catalogue;
  const ask = (validated: ValidatedExample, question: string) =>
    createEngine(catalogue, [validated], { now: () => NOW }).answer({ question, values: values ?? {}, now: NOW });
  const filterValues = (answer: ReturnType<typeof ask>) =>
    [...((answer.query?.filters?.[0] as { values?: string[] } | undefined)?.values ?? [])].sort();

  it("keeps every value the variant lists", () => {
    const answer = ask(example.validated, example.twoValues);
    expect(answer.source).toBe("validated");
    expect(filterValues(answer)).toEqual(example.asked);
  });

  it("replaces two validated values by the two asked", () => {
    const answer = ask(example.pairValidated, example.otherPair);
    expect(answer.source).toBe("validated");
    expect(filterValues(answer)).toEqual(example.otherPairValues);
  });
});
