/**
 * A measure's name typed in full after its cube's word runs to five words ("alarm to work order rate" for
 * `AlarmEvent.toWorkOrderRate`): read as one phrase, so its last word is not left to name a second measure ("rate"
 * of `unresolvedRate`). Found on `iot`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const support: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [
        m("Tickets.count", "count"),
        m("Tickets.toBugReportRate", "number"),
        m("Tickets.reopenRate", "number"),
      ],
      dimensions: [m("Tickets.team", "string"), m("Tickets.openedAt", "time")],
    },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [
        m("visits.count", "count"),
        m("visits.to_lab_test_rate", "number"),
        m("visits.no_show_rate", "number"),
      ],
      dimensions: [m("visits.clinic", "string"), m("visits.visited_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "support",
    catalogue: support,
    question: "ticket to bug report rate by team",
    want: { measures: ["Tickets.toBugReportRate"], dimensions: ["Tickets.team"] },
  },
  {
    name: "clinic",
    catalogue: clinic,
    question: "visit to lab test rate by clinic",
    want: { measures: ["visits.to_lab_test_rate"], dimensions: ["visits.clinic"] },
  },
])("a five-word name ($name)", ({ catalogue, question, want }) => {
  it("is one measure", () => {
    expect(asker(catalogue)(question)).toEqual(want);
  });
});
