/**
 * A note's phrase is read as the note spells it, even when it starts or ends on a function word ("after-call
 * work means ...", "on hold means ..."), which a phrase found in the catalogue's names may not. Found on
 * `email` (call tracking). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const contactCentre: Catalogue = {
  cubes: [
    {
      name: "Calls",
      measures: [m("Calls.count", "count"), m("Calls.wrapup_seconds", "sum"), m("Calls.parked_seconds", "sum")],
      dimensions: [m("Calls.queue", "string"), m("Calls.started_at", "time")],
    },
  ],
  notes: ["after-call work means Calls.wrapup_seconds", "on hold means Calls.parked_seconds"],
};

const warehouse: Catalogue = {
  cubes: [
    {
      name: "Picks",
      measures: [m("Picks.count", "count"), m("Picks.overtime_minutes", "sum"), m("Picks.travel_minutes", "sum")],
      dimensions: [m("Picks.zone", "string"), m("Picks.picked_at", "time")],
    },
  ],
  notes: ["after-shift work means Picks.overtime_minutes", "in transit means Picks.travel_minutes"],
};

describe.each([
  {
    name: "contact centre",
    catalogue: contactCentre,
    questions: ["after-call work by queue", "on hold by queue"],
    measures: ["Calls.wrapup_seconds", "Calls.parked_seconds"],
    column: "Calls.queue",
  },
  {
    name: "warehouse",
    catalogue: warehouse,
    questions: ["after-shift work by zone", "in transit by zone"],
    measures: ["Picks.overtime_minutes", "Picks.travel_minutes"],
    column: "Picks.zone",
  },
])("a note's phrase with function words ($name)", ({ catalogue, questions, measures, column }) => {
  const engine = createEngine(catalogue);

  it.each([0, 1])("reads note %i's phrase as its member", (k) => {
    expect(engine.answer({ question: questions[k]!, now: NOW }).query).toEqual({
      measures: [measures[k]],
      dimensions: [column],
    });
  });
});
