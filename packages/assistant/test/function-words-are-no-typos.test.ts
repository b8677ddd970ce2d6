/**
 * "spend by service category this year" with a catalogue whose titles use "the": "this" is a function word typed
 * right, not a typo of a catalogue word ("thes", a made-up plural of "the"), so the period stays a period. Found on
 * `cloudcost`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count"), m("tickets.days_in_queue", "sum", "Days in the Queue")],
      dimensions: [m("tickets.team", "string"), m("tickets.opened_at", "time")],
    },
  ],
};

const garden: Catalogue = {
  cubes: [
    {
      name: "plants",
      measures: [m("plants.count", "count"), m("plants.total_height", "sum", "Height off the Ground")],
      dimensions: [m("plants.species", "string"), m("plants.planted_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "tickets by team this year",
    measure: "tickets.count",
    by: "tickets.team",
    date: "tickets.opened_at",
  },
  {
    name: "garden",
    catalogue: garden,
    question: "plants by species this month",
    measure: "plants.count",
    by: "plants.species",
    date: "plants.planted_at",
  },
])('"this" beside a catalogue that uses "the" ($name)', ({ catalogue, question, measure, by, date }) => {
  it("keeps the period", () => {
    const dateRange = question.endsWith("year") ? "this year" : "this month";
    expect(asker(catalogue)(question)).toEqual({
      measures: [measure],
      dimensions: [by],
      timeDimensions: [{ dimension: date, dateRange }],
    });
  });
});
