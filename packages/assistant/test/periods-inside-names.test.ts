/**
 * "Total Listen Duration (Past 12 Months) by genre" with a `total_duration_past_12_months` measure: a period whose
 * words, with the word before it, are words of one member's name is that member, not a date range; a number may
 * then stand inside the phrase ("duration prior 12 months"). So is one the word after it continues ("month to date
 * cost"). Found on `streaming` and `cloudcost`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const stores: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [
        m("stores.total_revenue", "sum"),
        m("stores.revenue_last_30_days", "sum", "Revenue (Last 30 Days)"),
        m("stores.revenue_prior_30_days", "sum", "Revenue (Prior 30 Days)"),
        m("stores.month_to_date_revenue", "sum"),
      ],
      dimensions: [m("stores.region", "string"), m("stores.opened_at", "time")],
    },
  ],
};

const apps: Catalogue = {
  cubes: [
    {
      name: "Apps",
      measures: [
        m("Apps.activeUsers", "sum"),
        m("Apps.activeUsersPast7Days", "sum"),
        m("Apps.activeUsersPrior7Days", "sum"),
        m("Apps.yearToDateInstalls", "sum"),
      ],
      dimensions: [m("Apps.appName", "string"), m("Apps.releasedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "stores",
    catalogue: stores,
    titled: "Revenue (Last 30 Days) by region",
    measure: "stores.revenue_last_30_days",
    by: "stores.region",
    ranked: "top 5 regions by revenue prior 30 days",
    rankMeasure: "stores.revenue_prior_30_days",
  },
  {
    name: "apps",
    catalogue: apps,
    titled: "active users past 7 days by app name",
    measure: "Apps.activeUsersPast7Days",
    by: "Apps.appName",
    ranked: "top 5 app names by active users prior 7 days",
    rankMeasure: "Apps.activeUsersPrior7Days",
  },
])("a period inside a member's name ($name)", ({ catalogue, titled, measure, by, ranked, rankMeasure }) => {
  it("is the member, with no date range", () => {
    expect(asker(catalogue)(titled)).toEqual({ measures: [measure], dimensions: [by] });
  });
  it("is read whole, number and all", () => {
    expect(asker(catalogue)(ranked)).toEqual({
      measures: [rankMeasure],
      dimensions: [by],
      order: [[rankMeasure, "desc"]],
      limit: 5,
    });
  });
});

it("keeps a period that follows other words a period", () => {
  expect(asker(apps)("active users by app name over the past 7 days")).toEqual({
    measures: ["Apps.activeUsers"],
    dimensions: ["Apps.appName"],
    timeDimensions: [{ dimension: "Apps.releasedAt", dateRange: "last 7 days" }],
  });
});

describe.each([
  {
    name: "stores",
    catalogue: stores,
    question: "month to date revenue by region",
    measure: "stores.month_to_date_revenue",
    by: "stores.region",
  },
  {
    name: "apps",
    catalogue: apps,
    question: "year-to-date installs by app name",
    measure: "Apps.yearToDateInstalls",
    by: "Apps.appName",
  },
])("a period opening a member's name ($name)", ({ catalogue, question, measure, by }) => {
  it("is the member, with no date range", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [measure], dimensions: [by] });
  });
});
