/**
 * A validated question about "peak and off-peak energy" is no template for "peak energy in May 2025": a particle
 * that makes a compound mean something else ("off-peak", "checked out") is one of the words validated questions are
 * compared by, so the variant is answered afresh and gets no measure it did not ask for. Found on `parking` (EV
 * charging). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue, type ValidatedExample } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const grid: Catalogue = {
  cubes: [
    {
      name: "Load",
      measures: [m("Load.peak", "sum"), m("Load.offpeak", "sum")],
      dimensions: [m("Load.feeder", "string"), m("Load.readAt", "time")],
    },
  ],
};

const hotel: Catalogue = {
  cubes: [
    {
      name: "stays",
      measures: [m("stays.checked_in", "count"), m("stays.checked_out", "count")],
      dimensions: [m("stays.room_type", "string"), m("stays.stay_date", "time")],
    },
  ],
};

const validatedFor = (question: string, measures: string[], time: string): ValidatedExample => ({
  question,
  query: { measures, timeDimensions: [{ dimension: time, dateRange: "last month" }] },
});

describe.each([
  {
    name: "grid",
    catalogue: grid,
    validated: validatedFor("peak and off-peak load last month", ["Load.peak", "Load.offpeak"], "Load.readAt"),
    question: "peak load in May 2025",
    unasked: "Load.offpeak",
  },
  {
    name: "hotel",
    catalogue: hotel,
    validated: validatedFor(
      "stays checked in and checked out last month",
      ["stays.checked_in", "stays.checked_out"],
      "stays.stay_date",
    ),
    question: "stays checked in in May 2025",
    unasked: "stays.checked_out",
  },
])("a particle in a validated question ($name)", ({ catalogue, validated, question, unasked }) => {
  const engine = createEngine(catalogue, [validated], { now: () => NOW });

  it("still adapts the same question to another period", () => {
    const answer = engine.answer({ question: validated.question.replace("last month", "in May 2025"), now: NOW });
    expect(answer.source).toBe("validated");
  });

  it("does not lend its other measure to a question without the particle", () => {
    const answer = engine.answer({ question, now: NOW });
    expect(answer.source).toBe("engine");
    expect(answer.query?.measures).not.toContain(unasked);
  });
});
