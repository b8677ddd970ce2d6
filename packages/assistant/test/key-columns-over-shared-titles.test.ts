/**
 * Found on `publicfinance` ("top 5 tenants by revenue" grouped by a column titled "Tenant" in one of three cubes the
 * question does not measure): a title several other cubes share tells none of them apart and none breaks down the
 * measured rows, so the measured cube's key column for the same word ("Tenant ID") is the breakdown. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const municipal: Catalogue = {
  cubes: [
    {
      name: "collections",
      measures: [m("collections.amount", "sum", "Amount")],
      dimensions: [m("collections.tenantid", "string", "Tenant ID"), m("collections.collectedAt", "time")],
    },
    {
      name: "bills",
      measures: [m("bills.total", "sum", "Bill Total")],
      dimensions: [m("bills.schemaName", "string", "Tenant"), m("bills.billedAt", "time")],
    },
    {
      name: "budgets",
      measures: [m("budgets.allocated", "sum", "Allocated")],
      dimensions: [m("budgets.schemaName", "string", "Tenant")],
    },
  ],
};

const franchise: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.revenue", "sum", "Revenue")],
      dimensions: [m("sales.outlet_id", "string", "Outlet ID"), m("sales.soldAt", "time")],
    },
    {
      name: "audits",
      measures: [m("audits.score", "avg", "Audit Score")],
      dimensions: [m("audits.site", "string", "Outlet")],
    },
    {
      name: "staffing",
      measures: [m("staffing.headcount", "sum", "Headcount")],
      dimensions: [m("staffing.location", "string", "Outlet")],
    },
  ],
};

describe.each([
  {
    name: "municipal",
    catalogue: municipal,
    question: "top 5 tenants by amount",
    want: {
      measures: ["collections.amount"],
      dimensions: ["collections.tenantid"],
      order: [["collections.amount", "desc"]],
      limit: 5,
    },
  },
  {
    name: "franchise",
    catalogue: franchise,
    question: "top 3 outlets by revenue",
    want: {
      measures: ["sales.revenue"],
      dimensions: ["sales.outlet_id"],
      order: [["sales.revenue", "desc"]],
      limit: 3,
    },
  },
])("a title shared by cubes the question does not measure ($name: $question)", (c) => {
  it("gives way to the measured cube's key column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
