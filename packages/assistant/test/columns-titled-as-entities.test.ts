/**
 * Found on `warehouse` (a movements cube named `Warehouse` beside `Storage.m_warehouse_id` titled "Warehouse"), on
 * two catalogues of our own: a breakdown named by an entity ("by depot", "depots with ...") is the measured cube's
 * own column titled exactly so, a name or a key, not the label picked for the cube the word also names (rule 10:
 * an exact title in the cube in use). A flag such as `isOrganization` is no such column.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const depots: Catalogue = {
  cubes: [
    {
      name: "Depot",
      measures: [m("Depot.count", "count")],
      dimensions: [m("Depot.doc_type_name", "string", "Document Type"), m("Depot.moved_at", "time")],
    },
    {
      name: "StockLevels",
      measures: [m("StockLevels.qty_on_hand", "sum", "Quantity On Hand")],
      dimensions: [
        m("StockLevels.is_supplier", "boolean", "Is Supplier"),
        m("StockLevels.depot_id", "number", "Depot"),
        m("StockLevels.sku", "string"),
      ],
    },
    { name: "Supplier", measures: [m("Supplier.count", "count")], dimensions: [m("Supplier.name", "string")] },
  ],
};

const wards: Catalogue = {
  cubes: [
    { name: "Members", measures: [m("Members.count", "count")], dimensions: [m("Members.isOrganization", "boolean")] },
    {
      name: "Organizations",
      measures: [m("Organizations.count", "count")],
      dimensions: [m("Organizations.name", "string")],
    },
    {
      name: "Clinic",
      measures: [m("Clinic.count", "count")],
      dimensions: [m("Clinic.visit_reason", "string", "Visit Reason"), m("Clinic.visited_at", "time")],
    },
    {
      name: "BedCensus",
      measures: [m("BedCensus.free_beds", "sum", "Free Beds")],
      dimensions: [m("BedCensus.is_clinic", "boolean", "Is Clinic"), m("BedCensus.clinic_id", "number", "Clinic")],
    },
  ],
};

describe.each([
  {
    name: "depots",
    catalogue: depots,
    grouped: "quantity on hand by depot",
    groupedWant: { measures: ["StockLevels.qty_on_hand"], dimensions: ["StockLevels.depot_id"] },
    qualified: "depots with quantity on hand under 50",
    qualifiedWant: {
      measures: ["StockLevels.qty_on_hand"],
      dimensions: ["StockLevels.depot_id"],
      filters: [{ member: "StockLevels.qty_on_hand", operator: "lt", values: ["50"] }],
    },
    flagged: "quantity on hand by supplier",
    flaggedWant: { measures: ["StockLevels.qty_on_hand"], dimensions: ["Supplier.name"] },
  },
  {
    name: "wards",
    catalogue: wards,
    grouped: "free beds by clinic",
    groupedWant: { measures: ["BedCensus.free_beds"], dimensions: ["BedCensus.clinic_id"] },
    qualified: "clinics with free beds over 10",
    qualifiedWant: {
      measures: ["BedCensus.free_beds"],
      dimensions: ["BedCensus.clinic_id"],
      filters: [{ member: "BedCensus.free_beds", operator: "gt", values: ["10"] }],
    },
    flagged: "members by organization",
    flaggedWant: { measures: ["Members.count"], dimensions: ["Organizations.name"] },
  },
])("columns titled as an entity ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("groups by the measured cube's column titled as the entity", () => expect(ask(c.grouped)).toEqual(c.groupedWant));
  it("breaks a condition on each entity down by that column", () => expect(ask(c.qualified)).toEqual(c.qualifiedWant));
  it("takes no flag for such a column", () => expect(ask(c.flagged)).toEqual(c.flaggedWant));
});
