/**
 * Found on `ossimpact` ("total amount by event type" refused: `amount` is typed as text and the cube's one sum is named
 * `sum`), on two catalogues of our own: a cube with no number column keeps what its measures aggregate in columns typed
 * otherwise, so an aggregation of such a column is the cube's one measure of that aggregation named by nothing else.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const payouts: Catalogue = {
  cubes: [
    {
      name: "payouts",
      measures: [m("payouts.count", "count"), m("payouts.sum", "sum")],
      dimensions: [m("payouts.amount", "string"), m("payouts.currency", "string"), m("payouts.paid_at", "time")],
    },
  ],
};

const gauges: Catalogue = {
  cubes: [
    {
      name: "gauge_readings",
      measures: [m("gauge_readings.count", "count"), m("gauge_readings.avg", "avg")],
      dimensions: [m("gauge_readings.level", "string"), m("gauge_readings.station", "string")],
    },
  ],
};

describe.each([
  {
    name: "payouts",
    catalogue: payouts,
    question: "total amount by currency",
    want: { measures: ["payouts.sum"], dimensions: ["payouts.currency"] },
  },
  {
    name: "gauges",
    catalogue: gauges,
    question: "average level by station",
    want: { measures: ["gauge_readings.avg"], dimensions: ["gauge_readings.station"] },
  },
])("an aggregation of a column typed as text ($name)", (c) => {
  it("is the cube's plain measure of it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a count of rows by a column typed as text stays a count", () => {
  expect(asker(gauges)("top 3 stations by number of level 5 readings")).toEqual({
    measures: ["gauge_readings.count"],
    dimensions: ["gauge_readings.station"],
    filters: [{ member: "gauge_readings.level", operator: "equals", values: ["5"] }],
    order: [["gauge_readings.count", "desc"]],
    limit: 3,
  });
});
