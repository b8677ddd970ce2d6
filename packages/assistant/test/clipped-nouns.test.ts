/**
 * Found on `saaslicences` ("apps by category" grouped by `transaction_reporting_app_id`; "app users" split), on two
 * catalogues of our own: a clipped noun ("app" for application, "physio" for physiotherapist) names its entity rather
 * than a column that merely has the word among others, and it completes a longer cube name ("app users").
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const store: Catalogue = {
  cubes: [
    {
      name: "applications",
      measures: [m("applications.count", "count")],
      dimensions: [m("applications.application_name", "string"), m("applications.vendor", "string")],
    },
    {
      name: "application_users",
      measures: [m("application_users.count", "count")],
      dimensions: [m("application_users.status", "string"), m("application_users.joined_at", "time")],
    },
    {
      name: "invoices",
      measures: [m("invoices.count", "count"), m("invoices.total", "sum")],
      dimensions: [m("invoices.billing_app_id", "string"), m("invoices.issued_at", "time")],
    },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "Physiotherapists",
      measures: [m("Physiotherapists.count", "count")],
      dimensions: [m("Physiotherapists.fullName", "string"), m("Physiotherapists.clinic", "string")],
    },
    {
      name: "PhysiotherapistShifts",
      measures: [m("PhysiotherapistShifts.count", "count"), m("PhysiotherapistShifts.hours", "sum")],
      dimensions: [m("PhysiotherapistShifts.ward", "string"), m("PhysiotherapistShifts.startedAt", "time")],
    },
    {
      name: "Visits",
      measures: [m("Visits.count", "count")],
      dimensions: [m("Visits.assignedPhysioId", "string"), m("Visits.species", "string")],
    },
  ],
};

describe.each([
  {
    name: "store",
    catalogue: store,
    alone: {
      question: "number of apps by vendor",
      want: { measures: ["applications.count"], dimensions: ["applications.vendor"] },
    },
    longer: {
      question: "app users by status",
      want: { measures: ["application_users.count"], dimensions: ["application_users.status"] },
    },
  },
  {
    name: "clinic",
    catalogue: clinic,
    alone: {
      question: "how many physios per clinic",
      want: { measures: ["Physiotherapists.count"], dimensions: ["Physiotherapists.clinic"] },
    },
    longer: {
      question: "physio shifts by ward",
      want: { measures: ["PhysiotherapistShifts.count"], dimensions: ["PhysiotherapistShifts.ward"] },
    },
  },
])("a clipped noun ($name)", (c) => {
  it("names its entity, not an id column that has the word", () =>
    expect(asker(c.catalogue)(c.alone.question)).toEqual(c.alone.want));
  it("completes a longer cube name", () => expect(asker(c.catalogue)(c.longer.question)).toEqual(c.longer.want));
});
