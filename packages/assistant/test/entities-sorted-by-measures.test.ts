/**
 * "stores sorted by total sales": an entity followed by a sort on a measure about each of its rows (here another
 * cube's) is a breakdown by the entity's name, as "stores with more than 200 sales" is; the entity was dropped and
 * only the total was left. Found on `pointofsale`. Two catalogues of our own.
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
      dimensions: [m("Branches.name", "string"), m("Branches.city", "string")],
    },
    {
      name: "Loans",
      measures: [m("Loans.count", "count"), m("Loans.totalFines", "sum")],
      dimensions: [m("Loans.loanedAt", "time")],
    },
  ],
};

const care: Catalogue = {
  cubes: [
    {
      name: "clinics",
      measures: [m("clinics.count", "count")],
      dimensions: [m("clinics.clinic_name", "string"), m("clinics.region", "string")],
    },
    {
      name: "visits",
      measures: [m("visits.count", "count"), m("visits.total_charges", "sum")],
      dimensions: [m("visits.visited_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "library",
    catalogue: library,
    question: "branches sorted by total fines",
    measure: "Loans.totalFines",
    by: "Branches.name",
  },
  {
    name: "care",
    catalogue: care,
    question: "clinics ranked by total charges",
    measure: "visits.total_charges",
    by: "clinics.clinic_name",
  },
])("an entity sorted by a measure ($name)", ({ catalogue, question, measure, by }) => {
  it("is a breakdown by the entity's name", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [measure],
      dimensions: [by],
      order: [[measure, "desc"]],
    });
  });
});
