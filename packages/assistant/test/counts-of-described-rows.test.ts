/**
 * "stores with fewer than 200 cancelled sales": the rows a count condition counts may be described by dictionary
 * values between the number and their noun; the condition is still on the count of those rows, not on the
 * entity's own count. Found on `pointofsale`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const library: Catalogue = {
  cubes: [
    {
      name: "Branches",
      measures: [m("Branches.count", "count")],
      dimensions: [m("Branches.name", "string")],
    },
    {
      name: "Loans",
      measures: [m("Loans.count", "count")],
      dimensions: [m("Loans.status", "string"), m("Loans.loanedAt", "time")],
    },
  ],
  values: { "Loans.status": ["overdue", "returned"] },
};

const care: Catalogue = {
  cubes: [
    {
      name: "clinics",
      measures: [m("clinics.count", "count")],
      dimensions: [m("clinics.clinic_name", "string")],
    },
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.outcome", "string"), m("visits.visited_at", "time")],
    },
  ],
  values: { "visits.outcome": ["cancelled", "completed"] },
};

describe.each([
  {
    name: "library",
    catalogue: library,
    question: "branches with fewer than 50 overdue loans",
    count: "Loans.count",
    by: "Branches.name",
    condition: { member: "Loans.count", operator: "lt", values: ["50"] },
    value: { member: "Loans.status", operator: "equals", values: ["overdue"] },
  },
  {
    name: "care",
    catalogue: care,
    question: "clinics with more than 100 cancelled visits",
    count: "visits.count",
    by: "clinics.clinic_name",
    condition: { member: "visits.count", operator: "gt", values: ["100"] },
    value: { member: "visits.outcome", operator: "equals", values: ["cancelled"] },
  },
])("a count condition on described rows ($name)", ({ catalogue, question, count, by, condition, value }) => {
  it("counts those rows for each entity", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      dimensions: [by],
      filters: [value, condition],
    });
  });
});
