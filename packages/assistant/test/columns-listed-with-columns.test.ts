/**
 * Found on `bankproducts` (blind, first contact): "show the account number and currency of frozen accounts" listed
 * the account number but measured a reference cube's count of currencies, although the accounts carry their own
 * `currency_code`, which the word reads as strongly. A word listed with a cube's columns is a column of that cube
 * where one reads it as strongly as the other cube's measure does. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [
        m("orders.order_number", "string"),
        m("orders.currency_code", "string"),
        m("orders.state", "string"),
        m("orders.placed_at", "time"),
      ],
    },
    {
      name: "ref_currency",
      measures: [m("ref_currency.total_currencies", "count", "Total Currency Count")],
      dimensions: [m("ref_currency.currency_name", "string")],
    },
  ],
  values: { "orders.state": ["REFUNDED", "PAID"] },
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "vehicles",
      measures: [m("vehicles.count", "count")],
      dimensions: [
        m("vehicles.plate_number", "string"),
        m("vehicles.depot_code", "string"),
        m("vehicles.condition", "string"),
      ],
    },
    {
      name: "ref_depot",
      measures: [m("ref_depot.total_depots", "count", "Total Depot Count")],
      dimensions: [m("ref_depot.depot_name", "string")],
    },
  ],
  values: { "vehicles.condition": ["DAMAGED", "OK"] },
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "show the order number and currency of refunded orders",
    want: {
      dimensions: ["orders.order_number", "orders.currency_code"],
      filters: [{ member: "orders.state", operator: "equals", values: ["REFUNDED"] }],
    },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "show the plate number and depot of damaged vehicles",
    want: {
      dimensions: ["vehicles.plate_number", "vehicles.depot_code"],
      filters: [{ member: "vehicles.condition", operator: "equals", values: ["DAMAGED"] }],
    },
  },
])("a word listed with a cube's columns ($name: $question)", (c) => {
  it("is a column of that cube", () => {
    const { values, ...cubes } = c.catalogue;
    expect(createEngine(cubes).answer({ question: c.question, values, now: NOW }).query).toEqual(c.want);
  });
});
