/**
 * "avg price in dollars" with `avgPrice` and `avgPriceDollars`: an inner "in" joins a name's words, so the whole
 * phrase is the measure in that unit, not the plain measure plus a second one named by the unit. Found on
 * `gaming`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const rides: Catalogue = {
  cubes: [
    {
      name: "Rides",
      measures: [m("Rides.count", "count"), m("Rides.avgFare", "avg"), m("Rides.avgFareDollars", "avg")],
      dimensions: [m("Rides.city", "string"), m("Rides.startedAt", "time")],
    },
  ],
};

const runs: Catalogue = {
  cubes: [
    {
      name: "runs",
      measures: [m("runs.count", "count"), m("runs.total_distance", "sum"), m("runs.total_distance_km", "sum")],
      dimensions: [m("runs.runner", "string"), m("runs.started_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "rides",
    catalogue: rides,
    question: "avg fare in dollars by city",
    measure: "Rides.avgFareDollars",
    by: "Rides.city",
  },
  {
    name: "runs",
    catalogue: runs,
    question: "total distance in km by runner",
    measure: "runs.total_distance_km",
    by: "runs.runner",
  },
])('a measure named with its unit after "in" ($name)', ({ catalogue, question, measure, by }) => {
  it("is that measure alone", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [measure], dimensions: [by] });
  });
});
