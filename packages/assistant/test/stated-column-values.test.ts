/**
 * "where isMerged is 1", "where fiscal year is 2026": "is" between a column's name and a number states the column's
 * value, as an equals filter (a code a text column holds, too); the number is no period when the words before "is"
 * name a whole column other than a date, and a member's own name typed as one word is no typo of a shorter word.
 * "is 500 or more" still compares. Found on `devactivity` and `publishing`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [
        m("Tickets.queue", "string"),
        m("Tickets.isEscalated", "string"),
        m("Tickets.escalatedAt", "time"),
        m("Tickets.fiscalYear", "number"),
        m("Tickets.openedAt", "time"),
      ],
    },
  ],
};

const farms: Catalogue = {
  cubes: [
    {
      name: "harvests",
      measures: [m("harvests.count", "count"), m("harvests.total_tonnes", "sum")],
      dimensions: [
        m("harvests.crop", "string"),
        m("harvests.isOrganic", "string"),
        m("harvests.organicSince", "time"),
        m("harvests.season_year", "number"),
        m("harvests.picked_at", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "helpdesk",
    catalogue: helpdesk,
    flagged: "tickets where isEscalated is 1, by queue",
    flag: "Tickets.isEscalated",
    by: "Tickets.queue",
    count: "Tickets.count",
    yearly: "tickets where fiscal year is 2026",
    year: "Tickets.fiscalYear",
  },
  {
    name: "farms",
    catalogue: farms,
    flagged: "harvests where isOrganic is 0, by crop",
    flag: "harvests.isOrganic",
    by: "harvests.crop",
    count: "harvests.count",
    yearly: "harvests where season year is 2026",
    year: "harvests.season_year",
  },
])("a number stated as a column's value ($name)", ({ catalogue, flagged, flag, by, count, yearly, year }) => {
  const ask = asker(catalogue);
  it("filters a text column on the code, as stated rather than guessed", () => {
    const value = flagged.match(/is (\d)/)![1]!;
    const answer = createEngine(catalogue).answer({ question: flagged, now: NOW });
    expect(answer.query).toEqual({
      measures: [count],
      dimensions: [by],
      filters: [{ member: flag, operator: "equals", values: [value] }],
    });
    expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
  });
  it("filters a number column on a year, with no period", () => {
    expect(ask(yearly)).toEqual({
      measures: [count],
      filters: [{ member: year, operator: "equals", values: ["2026"] }],
    });
  });
  it("still compares when trailing words say how", () => {
    expect(ask(yearly.replace("2026", "2020 or more"))).toEqual({
      measures: [count],
      filters: [{ member: year, operator: "gte", values: ["2020"] }],
    });
  });
});
