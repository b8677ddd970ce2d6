/**
 * Found on `retailbank`: "accounts opened before 2020 by product", with a measure titled "Accounts opened" and a
 * date titled "open date", listed products: the verb before the period was read as naming the date, and the measure
 * the phrase names wholly was dropped. A phrase that is a measure's whole name stays that measure; the period still
 * dates it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const insurer: Catalogue = {
  cubes: [
    {
      name: "policies",
      measures: [m("policies.policies_issued", "count", "Policies issued")],
      dimensions: [m("policies.agent", "string"), m("policies.issue_date", "time", "Issue date")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.tickets_closed", "count"), m("tickets.reopen_rate", "avg")],
      dimensions: [m("tickets.team", "string"), m("tickets.closed_on", "time")],
    },
  ],
};

describe.each([
  {
    name: "insurer",
    catalogue: insurer,
    question: "policies issued last year by agent",
    want: {
      measures: ["policies.policies_issued"],
      dimensions: ["policies.agent"],
      timeDimensions: [{ dimension: "policies.issue_date", dateRange: "last year" }],
    },
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "tickets closed this month by team",
    want: {
      measures: ["tickets.tickets_closed"],
      dimensions: ["tickets.team"],
      timeDimensions: [{ dimension: "tickets.closed_on", dateRange: "this month" }],
    },
  },
])("a measure's whole name before a period ($name: $question)", (c) => {
  it("stays the measure, dated by the period", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
