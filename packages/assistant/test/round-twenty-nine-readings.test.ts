/**
 * Found on round twenty-nine (`cafestock`, `supplychain`, `startupfunding`), each on two catalogues of our own: rows
 * of an entity broken down stay a breakdown under a row limit; a name guessed for a key column goes to the name
 * column beside it; values joined after "is" are values though a word reads another column; a phrase "by" opens is
 * grouped, not counted; a prefix is looked for in names, not descriptions; a ranked column several cubes have alike
 * is the measured cube's; "X of Y" with X a cube's words is that cube; "delivered" names a delivery date; rows named
 * by their key and broken down are counted; a state is not guessed before a word that only qualifies a cube's rows;
 * a state said with a preposition ("in transit") is one value.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const kitchen: Catalogue = {
  cubes: [
    {
      name: "tills",
      measures: [m("tills.count", "count"), m("tills.dishNameCount", "count"), m("tills.total_sold", "sum")],
      dimensions: [
        m("tills.dish_name", "string"),
        m("tills.outlet_id", "string"),
        m("tills.outlet_name", "string"),
        m("tills.ticket_line_id", "string"),
        m("tills.sold_at", "time"),
      ],
    },
    {
      name: "stock_orders",
      measures: [m("stock_orders.count", "count"), m("stock_orders.amount", "sum")],
      dimensions: [
        m("stock_orders.supplier_name", "string"),
        m("stock_orders.status", "string"),
        m("stock_orders.sent_date", "string"),
        m("stock_orders.currency_code", "string"),
        m("stock_orders.supplier_id", "string"),
        m("stock_orders.delivery_date", "time"),
      ],
    },
    {
      name: "menu_items",
      measures: [m("menu_items.count", "count")],
      dimensions: [m("menu_items.name", "string"), m("menu_items.short_description", "string")],
    },
    {
      name: "suppliers",
      measures: [m("suppliers.count", "count"), m("suppliers.amount", "sum")],
      dimensions: [
        m("suppliers.supplier_name", "string"),
        m("suppliers.country", "string"),
        m("suppliers.currency_code", "string"),
      ],
    },
  ],
};

const haulage: Catalogue = {
  cubes: [
    {
      name: "Consignment",
      measures: [m("Consignment.count", "count"), m("Consignment.freight_cost", "number")],
      dimensions: [
        m("Consignment.consignment_id", "string"),
        m("Consignment.status", "string"),
        m("Consignment.depot_id", "string"),
        m("Consignment.depot_name", "string"),
        m("Consignment.collected_date", "string"),
        m("Consignment.shipped_on", "time"),
      ],
    },
    {
      name: "PickupOrderLine",
      measures: [m("PickupOrderLine.count", "count")],
      dimensions: [
        m("PickupOrderLine.po_line_id", "string"),
        m("PickupOrderLine.status", "string"),
        m("PickupOrderLine.requested_date", "time"),
        m("PickupOrderLine.actual_delivery_date", "time"),
      ],
    },
    {
      name: "ConsignmentLine",
      measures: [m("ConsignmentLine.count", "count")],
      dimensions: [m("ConsignmentLine.po_line_id", "string"), m("ConsignmentLine.consignment_id", "string")],
    },
    {
      name: "Debts",
      measures: [m("Debts.count", "count"), m("Debts.owed", "sum")],
      dimensions: [m("Debts.debtor", "string"), m("Debts.opened_at", "time"), m("Debts.recovery_date", "time")],
    },
    {
      name: "Warehouses",
      measures: [m("Warehouses.count", "count")],
      dimensions: [m("Warehouses.warehouse_name", "string"), m("Warehouses.description", "string")],
    },
    {
      name: "SalesLedger",
      measures: [m("SalesLedger.count", "count"), m("SalesLedger.booked", "sum")],
      dimensions: [m("SalesLedger.status", "string"), m("SalesLedger.booked_on", "time")],
    },
  ],
};

// Rounds come first: nothing but the measured cube tells the three currency columns apart.
const grants: Catalogue = {
  cubes: [
    {
      name: "GrantingRounds",
      measures: [m("GrantingRounds.count", "count"), m("GrantingRounds.awardedAmount", "sum")],
      dimensions: [m("GrantingRounds.awardedCurrencyCode", "string"), m("GrantingRounds.roundType", "string")],
    },
    {
      name: "Grants",
      measures: [m("Grants.count", "count"), m("Grants.awardedAmount", "sum")],
      dimensions: [m("Grants.awardedCurrencyCode", "string"), m("Grants.name", "string")],
    },
    {
      name: "Programmes",
      measures: [m("Programmes.count", "count")],
      dimensions: [m("Programmes.awardedCurrencyCode", "string")],
    },
  ],
};

describe.each([
  {
    name: "kitchen, rows of an entity broken down, capped",
    catalogue: kitchen,
    question: "show 15 rows of tills by dish name",
    want: { measures: ["tills.count"], dimensions: ["tills.dish_name"], limit: 15 },
  },
  {
    name: "haulage, rows of an entity broken down, capped",
    catalogue: haulage,
    question: "show 10 rows of consignments by depot name",
    want: { measures: ["Consignment.count"], dimensions: ["Consignment.depot_name"], limit: 10 },
  },
  {
    name: "kitchen, a name for a key beside a name column",
    catalogue: kitchen,
    question: "tills from the Harbour outlet this month",
    want: {
      measures: ["tills.count"],
      timeDimensions: [{ dimension: "tills.sold_at", dateRange: "this month" }],
      filters: [{ member: "tills.outlet_name", operator: "equals", values: ["Harbour"] }],
    },
  },
  {
    name: "haulage, a name for a key beside a name column",
    catalogue: haulage,
    question: "consignments from the Leeds depot",
    want: {
      measures: ["Consignment.count"],
      filters: [{ member: "Consignment.depot_name", operator: "equals", values: ["Leeds"] }],
    },
  },
  {
    name: "haulage, a code for a key beside a name column",
    catalogue: haulage,
    question: "consignments where depot id is D-14",
    want: {
      measures: ["Consignment.count"],
      filters: [{ member: "Consignment.depot_id", operator: "equals", values: ["D-14"] }],
    },
  },
  {
    name: "kitchen, a joined value that reads a column",
    catalogue: kitchen,
    question: "stock orders by supplier name where status is received or sent",
    want: {
      measures: ["stock_orders.count"],
      dimensions: ["stock_orders.supplier_name"],
      filters: [{ member: "stock_orders.status", operator: "equals", values: ["received", "sent"] }],
    },
  },
  {
    name: "haulage, a joined value that reads a column",
    catalogue: haulage,
    question: "consignments where status is open or collected",
    want: {
      measures: ["Consignment.count"],
      filters: [{ member: "Consignment.status", operator: "equals", values: ["open", "collected"] }],
    },
  },
  {
    name: "haulage, a state said with a preposition",
    catalogue: haulage,
    question: "how many consignments where status is in transit or delayed",
    want: {
      measures: ["Consignment.count"],
      filters: [{ member: "Consignment.status", operator: "equals", values: ["in transit", "delayed"] }],
    },
  },
  {
    name: "kitchen, a state said with a preposition",
    catalogue: kitchen,
    question: "stock orders where status is on hold by supplier name",
    want: {
      measures: ["stock_orders.count"],
      dimensions: ["stock_orders.supplier_name"],
      filters: [{ member: "stock_orders.status", operator: "equals", values: ["on hold"] }],
    },
  },
  {
    name: "kitchen, a grouping after how many",
    catalogue: kitchen,
    question: "how many are there by dish name",
    want: { measures: ["tills.count"], dimensions: ["tills.dish_name"] },
  },
  {
    name: "kitchen, a prefix of names",
    catalogue: kitchen,
    question: "list the names of menu items starting with Sal",
    want: {
      dimensions: ["menu_items.name"],
      filters: [{ member: "menu_items.name", operator: "startsWith", values: ["Sal"] }],
    },
  },
  {
    name: "haulage, a prefix of names",
    catalogue: haulage,
    question: "list warehouses starting with Lee",
    want: {
      dimensions: ["Warehouses.warehouse_name"],
      filters: [{ member: "Warehouses.warehouse_name", operator: "startsWith", values: ["Lee"] }],
    },
  },
  {
    name: "grants, a ranked column several cubes have",
    catalogue: grants,
    question: "bottom 3 awarded currency codes by grant awarded amount",
    want: {
      measures: ["Grants.awardedAmount"],
      dimensions: ["Grants.awardedCurrencyCode"],
      order: [["Grants.awardedAmount", "asc"]],
      limit: 3,
    },
  },
  {
    name: "kitchen, rows of another entity",
    catalogue: kitchen,
    question: "stock orders of suppliers whose country is France by status",
    want: {
      measures: ["stock_orders.count"],
      dimensions: ["stock_orders.status"],
      filters: [{ member: "suppliers.country", operator: "equals", values: ["France"] }],
    },
  },
  {
    name: "kitchen, delivered",
    catalogue: kitchen,
    question: "how many stock orders were delivered last week",
    want: {
      measures: ["stock_orders.count"],
      timeDimensions: [{ dimension: "stock_orders.delivery_date", dateRange: "last week" }],
    },
  },
  {
    name: "haulage, delivered",
    catalogue: haulage,
    question: "how many pickup order lines were delivered yesterday",
    want: {
      measures: ["PickupOrderLine.count"],
      timeDimensions: [{ dimension: "PickupOrderLine.actual_delivery_date", dateRange: "yesterday" }],
    },
  },
  {
    name: "haulage, recovered",
    catalogue: haulage,
    question: "debts recovered last month",
    want: {
      measures: ["Debts.count"],
      timeDimensions: [{ dimension: "Debts.recovery_date", dateRange: "last month" }],
    },
  },
  {
    name: "haulage, rows named by their key, broken down",
    catalogue: haulage,
    question: "PO lines by status",
    want: { measures: ["PickupOrderLine.count"], dimensions: ["PickupOrderLine.status"] },
  },
  {
    name: "kitchen, rows named by their key, broken down",
    catalogue: kitchen,
    question: "ticket lines by outlet name",
    want: { measures: ["tills.count"], dimensions: ["tills.outlet_name"] },
  },
  {
    name: "haulage, a word that only qualifies a cube's rows",
    catalogue: haulage,
    question: "what is our driver turnover rate",
    want: null,
  },
])("round twenty-nine ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a row limit on names alone still lists them", () => {
  expect(asker(kitchen)("show 30 rows of dish names")).toEqual({ dimensions: ["tills.dish_name"], limit: 30 });
});

it("a state before rows named by a word of their cube's name is still guessed", () => {
  const scans: Catalogue = {
    cubes: [
      {
        name: "parcel_scans_view",
        measures: [m("parcel_scans_view.count", "count")],
        dimensions: [m("parcel_scans_view.status", "string"), m("parcel_scans_view.region", "string")],
      },
    ],
  };
  expect(asker(scans)("damaged parcels by region")).toEqual({
    measures: ["parcel_scans_view.count"],
    dimensions: ["parcel_scans_view.region"],
    filters: [{ member: "parcel_scans_view.status", operator: "equals", values: ["damaged"] }],
  });
});
