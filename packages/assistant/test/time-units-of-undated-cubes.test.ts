/**
 * Found on `observability`: "total events by day" on a daily roll-up (`ServiceEventsDaily`) that has no time
 * dimension, only a text column `eventDay` titled "Day", dropped the grouping at confidence 0.95. A time unit the
 * measured cube cannot group by is its column of that name; with none, the unit is reported as not placed. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sales: Catalogue = {
  cubes: [
    {
      name: "SalesDaily",
      measures: [m("SalesDaily.totalSales", "sum", "Total Sales")],
      dimensions: [m("SalesDaily.store", "string"), m("SalesDaily.saleDay", "string", "Day")],
    },
  ],
};

const visits: Catalogue = {
  cubes: [
    {
      name: "visits_weekly",
      measures: [m("visits_weekly.visit_total", "sum")],
      dimensions: [m("visits_weekly.site", "string"), m("visits_weekly.visit_week", "string")],
    },
  ],
};

describe.each([
  {
    name: "sales",
    catalogue: sales,
    question: "total sales by day",
    want: { measures: ["SalesDaily.totalSales"], dimensions: ["SalesDaily.saleDay"] },
  },
  {
    name: "visits",
    catalogue: visits,
    question: "visit total per week",
    want: { measures: ["visits_weekly.visit_total"], dimensions: ["visits_weekly.visit_week"] },
  },
])("a time unit on a cube with no date ($name: $question)", (c) => {
  it("groups by the column named for it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe("a time unit no column of an undated cube names", () => {
  it("is reported as not placed, below 0.8", () => {
    const answer = createEngine(sales).answer({ question: "total sales by month", now: NOW });
    expect(answer.query).toEqual({ measures: ["SalesDaily.totalSales"] });
    expect(answer.unmatched).toContain("month");
    expect(answer.confidence).toBeLessThan(0.8);
  });
});
