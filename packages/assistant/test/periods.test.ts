/** ANSWERS.md rule 5: periods, in two domains. */
import { describe, expect, it } from "vitest";
import { domain } from "./helpers.js";

const saas = domain("saas", false);
const tpch = domain("tpch-like", false);
const range = (d: typeof saas, q: string) => d.ask(q)?.timeDimensions?.[0]?.dateRange;
const filters = (d: typeof saas, q: string) => d.ask(q)?.filters;

describe("relative periods", () => {
  it.each([
    ["mrr today", "today"],
    ["mrr yesterday", "yesterday"],
    ["mrr this quarter", "this quarter"],
    ["mrr previous month", "last month"],
    ["mrr in the past month", "last month"],
    ["mrr over the past two weeks", "last 2 weeks"],
    ["mrr in the last 14 days", "last 14 days"],
    ["mrr over the previous 3 months", "last 3 months"],
    ["mrr year to date", "this year"],
  ])("%s -> %s", (question, expected) => {
    expect(range(saas, question)).toBe(expected);
  });
});

describe("absolute periods", () => {
  it.each([
    ["revenue in 1997", ["1997-01-01", "1997-12-31"]],
    ["revenue March 1996", ["1996-03-01", "1996-03-31"]],
    ["revenue Q1 1996", ["1996-01-01", "1996-03-31"]],
    ["revenue in the first quarter of 1996", ["1996-01-01", "1996-03-31"]],
    ["revenue on 1996-05-03", ["1996-05-03", "1996-05-03"]],
    ["revenue on May 3, 1996", ["1996-05-03", "1996-05-03"]],
    ["revenue from Nov 1995 to Feb 1996", ["1995-11-01", "1996-02-29"]],
    ["revenue between 1996-02-10 and 1996-02-20", ["1996-02-10", "1996-02-20"]],
  ])("%s -> %j", (question, expected) => {
    expect(range(tpch, question)).toEqual(expected);
  });
});

describe("since and before", () => {
  it("bounds the time dimension with a filter", () => {
    expect(filters(tpch, "orders since March 1995")).toEqual([
      { member: "orders.o_orderdate", operator: "afterOrOnDate", values: ["1995-03-01"] },
    ]);
    expect(filters(saas, "accounts created before 2024-01-01")).toEqual([
      { member: "accounts.createdAt", operator: "beforeDate", values: ["2024-01-01"] },
    ]);
  });
  it("takes the year from `now` when none is typed", () => {
    expect(range(saas, "mrr in March")).toEqual(["2025-03-01", "2025-03-31"]);
  });
});
