/** The savedQuery draft accepted by POST /saved-queries. */
import { describe, expect, it } from "vitest";
import { domain } from "./helpers.js";

const saas = domain("saas", false);
const tpch = domain("tpch-like", false);

describe("savedQuery", () => {
  it("maps a relative period, granularity, filters, order and limit", () => {
    const answer = tpch.engine.answer({
      question: "top 5 nations by revenue",
      values: tpch.dataset.catalogue.values ?? {},
    });
    expect(answer.savedQuery).toEqual({
      title: answer.title,
      connectionType: "cube",
      chartType: "bar_list",
      metrics: ["lineitem.revenue"],
      dimensions: ["customer.nation"],
      orderBy: { "lineitem.revenue": "desc" },
      limit: 5,
    });
    const weekly = saas.engine.answer({
      question: "weekly mrr last month for active subscriptions",
      values: saas.dataset.catalogue.values ?? {},
    });
    expect(weekly.savedQuery).toMatchObject({
      chartType: "line",
      metrics: ["subscriptions.mrr"],
      dimensions: [],
      dateFilterField: "subscriptions.startedAt",
      timeGranularity: "week",
      dateRange: { selectValue: "last month" },
      filters: [{ member: "subscriptions.status", operator: "equals", values: ["active"] }],
    });
  });
  it("maps an absolute range to from/to and omits absent parts", () => {
    const draft = tpch.engine.answer({ question: "revenue in 1997" }).savedQuery;
    expect(draft?.dateRange).toEqual({ from: "1997-01-01", to: "1997-12-31" });
    expect(draft && "orderBy" in draft).toBe(false);
    expect(draft!.title.length).toBeGreaterThan(0);
  });
  it("is null for a refusal", () => {
    expect(saas.engine.answer({ question: "what's the weather" }).savedQuery).toBeNull();
  });
});
