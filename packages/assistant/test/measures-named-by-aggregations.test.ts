/**
 * Found on `parking`: "peak vs off-peak energy by side" kept only `offpeak`; the first "peak" was read as the
 * aggregation word (a maximum) it also is. A member named by such a word alone, joined by "and", "or" or "vs" to a
 * phrase that ends in a noun, shares that noun ("peak energy vs off-peak energy"), as "min and max price" does.
 * Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const power: Catalogue = {
  cubes: [
    {
      name: "meter_energy",
      measures: [m("meter_energy.peak", "sum"), m("meter_energy.offpeak", "sum"), m("meter_energy.count", "count")],
      dimensions: [m("meter_energy.feeder", "string"), m("meter_energy.read_at", "time")],
    },
  ],
};

const tolls: Catalogue = {
  cubes: [
    {
      name: "lane_traffic",
      measures: [m("lane_traffic.total", "sum"), m("lane_traffic.exempt", "sum"), m("lane_traffic.count", "count")],
      dimensions: [m("lane_traffic.plaza", "string"), m("lane_traffic.passed_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "power",
    catalogue: power,
    question: "peak vs off-peak energy by feeder",
    want: { measures: ["meter_energy.peak", "meter_energy.offpeak"], dimensions: ["meter_energy.feeder"] },
  },
  {
    name: "power, before a period",
    catalogue: power,
    question: "peak and off-peak energy last month",
    want: {
      measures: ["meter_energy.peak", "meter_energy.offpeak"],
      timeDimensions: [{ dimension: "meter_energy.read_at", dateRange: "last month" }],
    },
  },
  {
    name: "tolls",
    catalogue: tolls,
    question: "total and exempt traffic per plaza",
    want: { measures: ["lane_traffic.total", "lane_traffic.exempt"], dimensions: ["lane_traffic.plaza"] },
  },
])("a member named by an aggregation word, joined to another ($name: $question)", (c) => {
  it("is that member, sharing the noun", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
