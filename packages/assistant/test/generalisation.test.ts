/** Behaviours that carry the engine to unseen catalogues: cryptic names, typos, casual phrasing, money. */
import { describe, expect, it } from "vitest";
import { canonical, domain } from "./helpers.js";

const cryptic = domain("tpch-cryptic", false);
const logistics = domain("logistics", false);
const web = domain("web-hr", false);

describe("cryptic and run-together names", () => {
  it("reads TPC-H style names, abbreviations and run-together words", () => {
    expect(cryptic.ask("avg acctbal by segmnt")).toEqual({
      measures: ["customer.avg_acctbal"],
      dimensions: ["customer.c_mktsegment"],
    });
    expect(cryptic.ask("supply cost by part type")).toEqual({
      measures: ["partsupp.sum_supplycost"],
      dimensions: ["part.p_type"],
    });
    expect(web.ask("pageveiws by browser")).toEqual({
      measures: ["PageViews.count"],
      dimensions: ["PageViews.browser"],
    });
  });
  it("takes member names typed as written, and an aggregation of a column as its measure", () => {
    expect(cryptic.ask("sum_qty by l_shipmode")).toEqual({
      measures: ["lineitem.sum_qty"],
      dimensions: ["lineitem.l_shipmode"],
    });
    expect(cryptic.ask("average l_quantity by l_linestatus")).toEqual({
      measures: ["lineitem.avg_qty"],
      dimensions: ["lineitem.l_linestatus"],
    });
  });
  it("keeps function words a member's own name has", () => {
    expect(web.ask("avg time on page by referrer")).toEqual({
      measures: ["PageViews.avgTimeOnPage"],
      dimensions: ["PageViews.referrer"],
    });
  });
});

describe("typos and casual phrasing", () => {
  it("corrects misspelt values after members are matched", () => {
    expect(canonical(logistics.ask("shipmnets from rotterdm"))).toEqual({
      measures: ["shipments.count"],
      filters: [{ member: "shipments.origin_city", operator: "equals", values: ["Rotterdam"] }],
    });
  });
  it("ignores fillers but refuses a question about a different kind of thing", () => {
    expect(logistics.ask("hey can you quickly pull shipping cost pls")).toEqual({
      measures: ["shipments.shipping_cost"],
    });
    expect(cryptic.engine.answer({ question: "what is the stock price of IBM" }).query).toBeNull();
  });
  it("finds the entity from its description when nothing else names it", () => {
    expect(canonical(logistics.ask("how many parcels were lost last month"))).toEqual({
      measures: ["shipments.count"],
      timeDimensions: [{ dimension: "shipments.shipped_at", dateRange: "last month" }],
      filters: [{ member: "shipments.status", operator: "equals", values: ["lost"] }],
    });
  });
});

describe("amounts and values standing for entities", () => {
  it("reads money as the entity's amount", () => {
    expect(logistics.ask("shipments over $1,500 shipping cost")?.filters).toEqual([
      { member: "shipments.shipping_cost", operator: "gt", values: ["1500"] },
    ]);
  });
  it("counts the rows having a value when the question has a period or granularity", () => {
    expect(canonical(web.ask("weekly signups on the team plan in 2025"))).toEqual({
      measures: ["Signups.count"],
      timeDimensions: [
        { dimension: "Signups.createdAt", granularity: "week", dateRange: ["2025-01-01", "2025-12-31"] },
      ],
      filters: [{ member: "Signups.plan", operator: "equals", values: ["team"] }],
    });
  });
});
