/** filter-fields and search-entities without a value dictionary (ANSWERS.md, The answer). */
import { describe, expect, it } from "vitest";
import { domain } from "./helpers.js";

const saas = domain("saas", false);
const tpch = domain("tpch-like", false);
const names = (fields: { name: string }[]) => fields.map((f) => f.name).sort();

describe("filterFields", () => {
  it("finds the constrained members with their catalogue descriptors", () => {
    expect(saas.engine.filterFields("accounts in germany with more than 500 employees")).toEqual([
      { name: "accounts.country", type: "string" },
      { name: "accounts.employeeCount", title: "Employees", type: "number" },
    ]);
  });
  it("guesses the dimension of unlisted values", () => {
    expect(names(tpch.engine.filterFields("order count for AUTOMOBILE customers"))).toEqual(["customer.c_mktsegment"]);
    expect(names(saas.engine.filterFields("overdue invoices by currency"))).toEqual(["invoices.paymentStatus"]);
    expect(names(saas.engine.filterFields("accounts where industry is Fintech"))).toEqual(["accounts.industry"]);
  });
  it("leaves out time members and unconstrained questions", () => {
    expect(saas.engine.filterFields("invoices issued since 2024-01-01")).toEqual([]);
    expect(tpch.engine.filterFields("revenue by region")).toEqual([]);
  });
});

describe("searchEntities", () => {
  it("returns the cubes the answer uses, measures' cubes first", () => {
    expect(tpch.engine.searchEntities("top 5 nations by revenue")).toEqual(["lineitem", "customer"]);
    expect(saas.engine.searchEntities("mrr by plan")).toEqual(["subscriptions"]);
  });
  it("falls back to defaultEntities when nothing matches", () => {
    expect(saas.engine.searchEntities("what's the weather", ["accounts"])).toEqual(["accounts"]);
  });
});
