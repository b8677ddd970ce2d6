/**
 * "list firms with their email and web address" with a `Firm` cube and a `LegalCase.firm` column: the plural before
 * "with their" is the entity whose columns are listed, not a second listed column of another cube. A column of the
 * same cube stays listed ("the payment methods with their descriptions"). Found on `legal`. Two catalogues of our
 * own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const trades: Catalogue = {
  cubes: [
    {
      name: "Jobs",
      measures: [m("Jobs.count", "count")],
      dimensions: [m("Jobs.contractor", "string"), m("Jobs.startedAt", "time")],
    },
    {
      name: "Contractor",
      measures: [m("Contractor.count", "count")],
      dimensions: [m("Contractor.phone", "string"), m("Contractor.licence", "string")],
    },
  ],
};

const studio: Catalogue = {
  cubes: [
    {
      name: "bookings",
      measures: [m("bookings.count", "count")],
      dimensions: [m("bookings.instructor", "string"), m("bookings.booked_at", "time")],
    },
    {
      name: "instructor",
      measures: [m("instructor.count", "count")],
      dimensions: [m("instructor.email", "string"), m("instructor.speciality", "string")],
    },
  ],
};

describe.each([
  {
    name: "trades",
    catalogue: trades,
    question: "list contractors with their phone and licence",
    columns: ["Contractor.phone", "Contractor.licence"],
  },
  {
    name: "studio",
    catalogue: studio,
    question: "list instructors with their email and speciality",
    columns: ["instructor.email", "instructor.speciality"],
  },
])('the plural before "with their" ($name)', ({ catalogue, question, columns }) => {
  it("owns the listed columns", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns });
  });
});
