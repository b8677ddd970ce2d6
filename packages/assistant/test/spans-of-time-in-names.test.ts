/**
 * Found on `ecomreturns` ("rolling 45-day order count by month" added the plain count beside the measure titled
 * "Rolling 45-Day Order Count"): a span of time typed as one word ("45-day", "12-month") reads a name that spells it
 * in two. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.rolling_45_day_count", "count", "Rolling 45-Day Order Count")],
      dimensions: [m("orders.created_at", "time")],
    },
    {
      name: "order_lines",
      measures: [m("order_lines.count", "count"), m("order_lines.order_count", "count_distinct")],
      dimensions: [m("order_lines.created_at", "time")],
    },
  ],
};

const web: Catalogue = {
  cubes: [
    {
      name: "sessions",
      measures: [
        m("sessions.count", "count"),
        m("sessions.rolling_7_day_count", "count", "Rolling 7-Day Session Count"),
      ],
      dimensions: [m("sessions.started_at", "time")],
    },
    {
      name: "pageviews",
      measures: [m("pageviews.count", "count"), m("pageviews.session_count", "count_distinct")],
      dimensions: [m("pageviews.viewed_at", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: shop,
    question: "rolling 45-day order count by month",
    want: {
      measures: ["orders.rolling_45_day_count"],
      timeDimensions: [{ dimension: "orders.created_at", granularity: "month" }],
    },
  },
  {
    catalogue: web,
    question: "rolling 7-day session count by week",
    want: {
      measures: ["sessions.rolling_7_day_count"],
      timeDimensions: [{ dimension: "sessions.started_at", granularity: "week" }],
    },
  },
])("a span of time typed as one word ($question)", (c) => {
  it("reads the name that spells it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
