/**
 * Found on `medpractice` ("monthly revenue in 2024" and "how has revenue trended" counted the bills of a `Revenue`
 * cube instead of summing its `totalRevenue`, at 0.95): a noun in the singular that names a cube and, as wholly, an
 * amount of that cube is the amount; it counts no rows. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "Revenue",
      measures: [m("Revenue.totalRevenue", "sum"), m("Revenue.billCount", "count")],
      dimensions: [m("Revenue.status", "string"), m("Revenue.createdAt", "time")],
    },
  ],
};

const warehouse: Catalogue = {
  cubes: [
    {
      name: "Inventory",
      measures: [m("Inventory.totalInventory", "sum"), m("Inventory.rowCount", "count")],
      dimensions: [m("Inventory.site", "string"), m("Inventory.countedAt", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: billing,
    question: "monthly revenue in 2024",
    want: {
      measures: ["Revenue.totalRevenue"],
      timeDimensions: [
        { dimension: "Revenue.createdAt", granularity: "month", dateRange: ["2024-01-01", "2024-12-31"] },
      ],
    },
  },
  {
    catalogue: billing,
    question: "how has revenue trended over the past 6 months",
    want: {
      measures: ["Revenue.totalRevenue"],
      timeDimensions: [{ dimension: "Revenue.createdAt", granularity: "month", dateRange: "last 6 months" }],
    },
  },
  {
    catalogue: warehouse,
    question: "inventory by site",
    want: { measures: ["Inventory.totalInventory"], dimensions: ["Inventory.site"] },
  },
])("a singular noun naming a cube and its amount ($question)", (c) => {
  it("is the amount", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
