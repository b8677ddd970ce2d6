/**
 * Found on `stripekit` ("how many users signed up today" grouped by another cube's text column `signed`, at 0.95): a
 * verb with a particle that never opens a period ("signed up", "checked out", "logged off") is another verb than a
 * text column named by the bare verb, so the column is no grouping. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const app: Catalogue = {
  cubes: [
    {
      name: "Accounts",
      measures: [m("Accounts.count", "count")],
      dimensions: [m("Accounts.email", "string"), m("Accounts.createdAt", "time")],
    },
    {
      name: "AuditEvents",
      measures: [m("AuditEvents.count", "count")],
      dimensions: [m("AuditEvents.signed", "string", "Signed"), m("AuditEvents.createdAt", "time")],
    },
  ],
};

const library: Catalogue = {
  cubes: [
    {
      name: "Loans",
      measures: [m("Loans.count", "count")],
      dimensions: [m("Loans.branch", "string"), m("Loans.loanedAt", "time")],
    },
    {
      name: "Scans",
      measures: [m("Scans.count", "count")],
      dimensions: [m("Scans.checked", "string", "Checked"), m("Scans.scannedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "app",
    catalogue: app,
    question: "how many accounts signed up today",
    want: { measures: ["Accounts.count"], timeDimensions: [{ dimension: "Accounts.createdAt", dateRange: "today" }] },
  },
  {
    name: "library",
    catalogue: library,
    question: "how many loans checked out yesterday",
    want: { measures: ["Loans.count"], timeDimensions: [{ dimension: "Loans.loanedAt", dateRange: "yesterday" }] },
  },
])("a phrasal verb beside a text column named by its bare verb ($name: $question)", (c) => {
  it("does not group by the column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
