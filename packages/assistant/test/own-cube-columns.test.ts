/**
 * "emails of patients" reads `appointments.patient_email` (both words its own) and `patients.email` (one word its
 * own, the other its cube's) on the same evidence. The cube the rest of the question is about decides ("with
 * insurer Acme" is about patients; "and codes" names the warehouses' own column); the other cube's copy no longer
 * wins by its word count. Found on `bookings` and `support-crm`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinic: Catalogue = {
  cubes: [
    {
      name: "patients",
      measures: [m("patients.count", "count")],
      dimensions: [m("patients.email", "string"), m("patients.insurer", "string")],
    },
    {
      name: "appointments",
      measures: [m("appointments.count", "count")],
      dimensions: [m("appointments.patient_email", "string"), m("appointments.booked_at", "time")],
    },
  ],
  values: { "patients.insurer": ["Acme", "Globex"] },
};

const depots: Catalogue = {
  cubes: [
    {
      name: "Shipments",
      measures: [m("Shipments.count", "count")],
      dimensions: [m("Shipments.warehouseName", "string"), m("Shipments.shippedAt", "time")],
    },
    {
      name: "Warehouse",
      measures: [m("Warehouse.count", "count")],
      dimensions: [m("Warehouse.name", "string"), m("Warehouse.code", "string")],
    },
  ],
};

describe("a column read with its cube's word, against another cube's copy", () => {
  it("belongs to the cube a filter is about (clinic)", () => {
    expect(asker(clinic)("first 20 emails of patients with insurer Acme")).toEqual({
      dimensions: ["patients.email"],
      filters: [{ member: "patients.insurer", operator: "equals", values: ["Acme"] }],
      limit: 20,
    });
  });

  it("belongs to the cube another listed column is of (depots)", () => {
    expect(asker(depots)("show all warehouse names and codes")).toEqual({
      dimensions: ["Warehouse.name", "Warehouse.code"],
    });
  });

  it("is still the other cube's copy when that cube is the one in use (depots)", () => {
    expect(asker(depots)("shipments by warehouse name")).toEqual({
      measures: ["Shipments.count"],
      dimensions: ["Shipments.warehouseName"],
    });
  });
});
