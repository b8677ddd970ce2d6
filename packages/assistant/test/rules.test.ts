/** ANSWERS.md rules 1-8 and 10-12, each pinned in two domains of our own (SaaS, TPC-H-like). */
import { describe, expect, it } from "vitest";
import { canonical, domain } from "./helpers.js";

const saas = domain("saas", false);
const tpch = domain("tpch-like", false);
const expectQuery = (d: typeof saas, question: string, query: object | null) =>
  expect(canonical(d.ask(question))).toEqual(canonical(query as never));

describe("rule 1: measures by name, title, description, glossary, synonym", () => {
  it("maps titles and cryptic names", () => {
    expectQuery(saas, "mrr", { measures: ["subscriptions.mrr"] });
    expectQuery(tpch, "sum of quantity", { measures: ["lineitem.l_quantity"] });
  });
  it("uses description words and aggregation words", () => {
    expectQuery(saas, "average invoice amount", { measures: ["invoices.avgAmount"] });
    expectQuery(tpch, "average account balance", { measures: ["customer.avg_acctbal"] });
  });
  it("counts with how many / number of", () => {
    expectQuery(saas, "number of invoices", { measures: ["invoices.count"] });
    expectQuery(tpch, "how many suppliers", { measures: ["supplier.count"] });
  });
  it("honours glossary notes", () => {
    expectQuery(saas, "churn", { measures: ["subscriptions.churnedCount"] });
    expectQuery(tpch, "gross sales", { measures: ["lineitem.l_extendedprice"] });
  });
  it("lists a measure used in a condition", () => {
    expectQuery(saas, "industries with arr above 2m", {
      measures: ["accounts.arr"],
      dimensions: ["accounts.industry"],
      filters: [{ member: "accounts.arr", operator: "gt", values: ["2000000"] }],
    });
    expectQuery(tpch, "nations with fewer than 20 customers", {
      measures: ["customer.count"],
      dimensions: ["customer.nation"],
      filters: [{ member: "customer.count", operator: "lt", values: ["20"] }],
    });
  });
});

describe("rule 2: default measure and listings", () => {
  it("counts the entity of a breakdown", () => {
    expectQuery(saas, "invoices by currency", { measures: ["invoices.count"], dimensions: ["invoices.currency"] });
    expectQuery(tpch, "parts by brand", { measures: ["part.count"], dimensions: ["part.p_brand"] });
  });
  it("lists without measures", () => {
    expectQuery(saas, "list the industries", { dimensions: ["accounts.industry"] });
    expectQuery(tpch, "list part containers", { dimensions: ["part.p_container"] });
  });
});

describe("rule 3: grouping", () => {
  it("understands by/per/for each/across/breakdown", () => {
    expectQuery(saas, "mrr for each plan", { measures: ["subscriptions.mrr"], dimensions: ["subscriptions.planName"] });
    expectQuery(saas, "industry breakdown of accounts", {
      measures: ["accounts.count"],
      dimensions: ["accounts.industry"],
    });
    expectQuery(tpch, "revenue across regions", { measures: ["lineitem.revenue"], dimensions: ["customer.region"] });
    expectQuery(tpch, "quantity broken down by ship mode and return flag", {
      measures: ["lineitem.l_quantity"],
      dimensions: ["lineitem.l_shipmode", "lineitem.l_returnflag"],
    });
  });
});

describe("rule 4: time granularity and the time dimension", () => {
  it("sets granularity from words and trends", () => {
    expectQuery(saas, "daily mrr this month", {
      measures: ["subscriptions.mrr"],
      timeDimensions: [{ dimension: "subscriptions.startedAt", granularity: "day", dateRange: "this month" }],
    });
    expectQuery(tpch, "revenue trend last year", {
      measures: ["lineitem.revenue"],
      timeDimensions: [{ dimension: "lineitem.l_shipdate", granularity: "month", dateRange: "last year" }],
    });
    expectQuery(tpch, "revenue over time last 14 days", {
      measures: ["lineitem.revenue"],
      timeDimensions: [{ dimension: "lineitem.l_shipdate", granularity: "day", dateRange: "last 14 days" }],
    });
  });
  it("uses the time dimension the question names", () => {
    expectQuery(saas, "monthly invoices by paid date", {
      measures: ["invoices.count"],
      timeDimensions: [{ dimension: "invoices.paidAt", granularity: "month" }],
    });
    expectQuery(tpch, "line items by receipt date weekly", {
      measures: ["lineitem.count"],
      timeDimensions: [{ dimension: "lineitem.l_receiptdate", granularity: "week" }],
    });
  });
});

describe("rule 6: filters", () => {
  it("grounds dictionary values, plural tolerant, codes by their words", () => {
    expectQuery(saas, "accounts in Healthcare and Retail", {
      measures: ["accounts.count"],
      filters: [{ member: "accounts.industry", operator: "equals", values: ["Healthcare", "Retail"] }],
    });
    expectQuery(tpch, "low priority orders", {
      measures: ["orders.count"],
      filters: [{ member: "orders.o_orderpriority", operator: "equals", values: ["5-LOW"] }],
    });
  });
  it("negates values", () => {
    expectQuery(saas, "invoices not in EUR", {
      measures: ["invoices.count"],
      filters: [{ member: "invoices.currency", operator: "notEquals", values: ["EUR"] }],
    });
    expectQuery(tpch, "quantity except AIR and RAIL", {
      measures: ["lineitem.l_quantity"],
      filters: [{ member: "lineitem.l_shipmode", operator: "notEquals", values: ["AIR", "RAIL"] }],
    });
  });
  it("understands text operators and numbers", () => {
    expectQuery(saas, "list account names starting with 'Ac'", {
      dimensions: ["accounts.accountName"],
      filters: [{ member: "accounts.accountName", operator: "startsWith", values: ["Ac"] }],
    });
    expectQuery(tpch, "parts with size at most 5", {
      measures: ["part.count"],
      filters: [{ member: "part.p_size", operator: "lte", values: ["5"] }],
    });
  });
  it("understands booleans and set/notSet", () => {
    expectQuery(saas, "subscriptions that are not trial", {
      measures: ["subscriptions.count"],
      filters: [{ member: "subscriptions.isTrial", operator: "equals", values: ["false"] }],
    });
    expectQuery(tpch, "orders with no comment", {
      measures: ["orders.count"],
      filters: [{ member: "orders.o_comment", operator: "notSet" }],
    });
  });
});

describe("rules 7 and 8: ranking, order and limit", () => {
  it("ranks top/bottom N", () => {
    expectQuery(saas, "bottom 3 plans by mrr", {
      measures: ["subscriptions.mrr"],
      dimensions: ["subscriptions.planName"],
      order: [["subscriptions.mrr", "asc"]],
      limit: 3,
    });
    expectQuery(tpch, "top region by revenue", {
      measures: ["lineitem.revenue"],
      dimensions: ["customer.region"],
      order: [["lineitem.revenue", "desc"]],
      limit: 10,
    });
  });
  it("sorts and limits only when asked", () => {
    expectQuery(saas, "accounts by country sorted by country", {
      measures: ["accounts.count"],
      dimensions: ["accounts.country"],
      order: [["accounts.country", "asc"]],
    });
    expectQuery(tpch, "orders by clerk, limit 20", {
      measures: ["orders.count"],
      dimensions: ["orders.o_clerk"],
      limit: 20,
    });
  });
});

describe("rule 10: disambiguation", () => {
  it("prefers a member of a cube the answer already uses", () => {
    expectQuery(tpch, "suppliers per nation", { measures: ["supplier.count"], dimensions: ["supplier.s_nation"] });
    expectQuery(saas, "tickets by channel", { measures: ["tickets.count"], dimensions: ["tickets.channel"] });
  });
  it("prefers request fields on ties", () => {
    const answer = tpch.engine.answer({ question: "count by nation", fields: ["supplier.s_nation"] });
    expect(answer.query?.dimensions).toEqual(["supplier.s_nation"]);
  });
});

describe("rule 11: chart type", () => {
  it("picks the first chart rule that applies", () => {
    const chart = (d: typeof saas, q: string) =>
      d.engine.answer({ question: q, values: d.dataset.catalogue.values ?? {} }).chartType;
    expect(chart(saas, "list the industries")).toBe("table");
    expect(chart(saas, "weekly mrr")).toBe("line");
    expect(chart(tpch, "top 5 nations by revenue")).toBe("bar_list");
    expect(chart(tpch, "share of revenue by ship mode")).toBe("donut");
    expect(chart(saas, "arr vs accounts by industry")).toBe("scatter");
    expect(chart(tpch, "revenue by region")).toBe("bar");
    expect(chart(tpch, "revenue by region and nation")).toBe("table");
    expect(chart(saas, "what is the meaning of life")).toBeNull();
  });
});

describe("rule 12: refusal", () => {
  it("refuses questions outside the catalogue and periods alone", () => {
    for (const question of ["what's the weather tomorrow", "what about today", "payroll of warehouse staff"]) {
      const answer = tpch.engine.answer({ question });
      expect(answer.query).toBeNull();
      expect(answer.confidence).toBe(0);
      expect(answer.chartType).toBeNull();
      expect(answer.explanation.length).toBeGreaterThan(10);
    }
  });
  it("answers what matched and lists the rest", () => {
    const answer = tpch.engine.answer({
      question: "revenue by ship mode for the llama department",
      values: tpch.dataset.catalogue.values ?? {},
    });
    expect(answer.query?.measures).toEqual(["lineitem.revenue"]);
    expect(answer.unmatched).toContain("llama");
    expect(answer.confidence).toBeLessThan(0.8);
  });
});
