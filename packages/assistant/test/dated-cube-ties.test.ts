/**
 * Found on `apparel` ("profit per month over the last 12 months" with `profit` in two cubes took the one with no
 * date and dropped the period), on two catalogues of our own: when a question asks for a period or a time grouping,
 * a measure tied between cubes is read in the cube that has a date, while a grouping may still come from any cube.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    { name: "sku_summary", measures: [m("sku_summary.profit", "sum")], dimensions: [m("sku_summary.sku", "string")] },
    {
      name: "daily_sales",
      measures: [m("daily_sales.profit", "sum")],
      dimensions: [m("daily_sales.sku", "string"), m("daily_sales.date", "time")],
    },
  ],
};

const farm: Catalogue = {
  cubes: [
    { name: "FieldTotals", measures: [m("FieldTotals.yield", "sum")], dimensions: [m("FieldTotals.crop", "string")] },
    {
      name: "Harvests",
      measures: [m("Harvests.yield", "sum")],
      dimensions: [m("Harvests.crop", "string"), m("Harvests.harvestedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "profit per month over the last 12 months",
    want: {
      measures: ["daily_sales.profit"],
      timeDimensions: [{ dimension: "daily_sales.date", granularity: "month", dateRange: "last 12 months" }],
    },
  },
  {
    name: "farm",
    catalogue: farm,
    question: "yield by week this year",
    want: {
      measures: ["Harvests.yield"],
      timeDimensions: [{ dimension: "Harvests.harvestedAt", granularity: "week", dateRange: "this year" }],
    },
  },
])("a measure in two cubes, asked over time ($name)", (c) => {
  it("is read in the cube that has a date", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
