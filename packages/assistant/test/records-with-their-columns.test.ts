/**
 * "show paid invoices with their currency and amount": records "with their" columns are a listing of those
 * columns (ANSWERS.md rule 2), so "amount" is the invoices' column, not another cube's total; and a value that
 * picks the records ("paid") does not list its column unless the entity's name column is what is constrained.
 * Found on `finance`, whose invoice amounts are strings. Two catalogues of our own, with such columns.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [m("orders.status", "string"), m("orders.currency", "string"), m("orders.amount", "string")],
    },
    {
      name: "refunds",
      measures: [m("refunds.amount", "sum")],
      dimensions: [m("refunds.currency", "string"), m("refunds.refunded_at", "time")],
    },
  ],
  values: { "orders.status": ["shipped", "pending"] },
};

const freight: Catalogue = {
  cubes: [
    {
      name: "Loads",
      measures: [m("Loads.count", "count")],
      dimensions: [m("Loads.state", "string"), m("Loads.carrier", "string"), m("Loads.cost", "string")],
    },
    {
      name: "Fuel",
      measures: [m("Fuel.cost", "sum")],
      dimensions: [m("Fuel.carrier", "string")],
    },
  ],
  values: { "Loads.state": ["delivered", "in transit"] },
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "show shipped orders with their currency and amount",
    columns: ["orders.currency", "orders.amount"],
    filter: { member: "orders.status", operator: "equals", values: ["shipped"] },
  },
  {
    name: "freight",
    catalogue: freight,
    question: "show delivered loads with their carrier and cost",
    columns: ["Loads.carrier", "Loads.cost"],
    filter: { member: "Loads.state", operator: "equals", values: ["delivered"] },
  },
])("records with their columns ($name)", ({ catalogue, question, columns, filter }) => {
  it("lists those columns of the records a value picks", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns, filters: [filter] });
  });
});
