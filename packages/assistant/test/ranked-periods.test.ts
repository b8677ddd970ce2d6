/**
 * Found on `voicecorpus`: "top 5 days by recordings in 2020" ranked the year's total and left "days" unplaced. The
 * periods a counted ranking names are the unit the measure is grouped by. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.revenue", "sum")],
      dimensions: [m("orders.status", "string"), m("orders.placed_at", "time")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "calls",
      measures: [m("calls.count", "count"), m("calls.total_minutes", "sum")],
      dimensions: [m("calls.queue", "string"), m("calls.answered_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "top 5 days by revenue in 2024",
    want: {
      measures: ["orders.revenue"],
      timeDimensions: [{ dimension: "orders.placed_at", granularity: "day", dateRange: ["2024-01-01", "2024-12-31"] }],
      order: [["orders.revenue", "desc"]],
      limit: 5,
    },
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "bottom 3 months by calls last year",
    want: {
      measures: ["calls.count"],
      timeDimensions: [{ dimension: "calls.answered_at", granularity: "month", dateRange: "last year" }],
      order: [["calls.count", "asc"]],
      limit: 3,
    },
  },
])("periods in a counted ranking ($name: $question)", (c) => {
  it("group the measure by that unit", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
