/**
 * "legal case stats by accident type" with the cubes `LegalCase` and `LegalCaseStats`: the shorter cube's name
 * written as one word ("legalcase") no longer joins the first two words, which cut the longer name short and counted
 * the shorter cube. Found on `legal`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sales: Catalogue = {
  cubes: [
    {
      name: "SalesOrder",
      measures: [m("SalesOrder.count", "count")],
      dimensions: [m("SalesOrder.customer", "string"), m("SalesOrder.createdAt", "time")],
    },
    {
      name: "SalesOrderStats",
      measures: [m("SalesOrderStats.count", "count")],
      dimensions: [m("SalesOrderStats.region", "string")],
    },
  ],
};

const maintenance: Catalogue = {
  cubes: [
    {
      name: "work_order",
      measures: [m("work_order.count", "count")],
      dimensions: [m("work_order.asset", "string"), m("work_order.opened_at", "time")],
    },
    {
      name: "work_order_costs",
      measures: [m("work_order_costs.count", "count")],
      dimensions: [m("work_order_costs.cost_centre", "string")],
    },
  ],
};

describe.each([
  {
    name: "sales",
    catalogue: sales,
    question: "sales order stats by region",
    count: "SalesOrderStats.count",
    by: "SalesOrderStats.region",
  },
  {
    name: "maintenance",
    catalogue: maintenance,
    question: "work order costs by cost centre",
    count: "work_order_costs.count",
    by: "work_order_costs.cost_centre",
  },
])("a cube name that goes on past another's ($name)", ({ catalogue, question, count, by }) => {
  it("is the longer cube", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [count], dimensions: [by] });
  });
});
