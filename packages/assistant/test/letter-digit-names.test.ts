/**
 * A short letter-digit name reads the same alone and inside a longer camelCase name: `co2` and `averageCo2` share
 * the word "co2", so "avg CO2 per site" is the average measure, not the column. Found on `agriculture`
 * (`o3` and `averageO3`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const air: Catalogue = {
  cubes: [
    {
      name: "Readings",
      measures: [m("Readings.count", "count"), m("Readings.averageCo2", "avg"), m("Readings.maxCo2", "max")],
      dimensions: [m("Readings.co2", "number"), m("Readings.site", "string"), m("Readings.readAt", "time")],
    },
  ],
};

const water: Catalogue = {
  cubes: [
    {
      name: "Samples",
      measures: [m("Samples.count", "count"), m("Samples.avgNh4", "avg"), m("Samples.maxNh4", "max")],
      dimensions: [m("Samples.nh4", "number"), m("Samples.river", "string"), m("Samples.sampledAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "air",
    catalogue: air,
    avg: "avg CO2 per site",
    max: "maximum co2 by site",
    group: "Readings.site",
    mean: "Readings.averageCo2",
    top: "Readings.maxCo2",
  },
  {
    name: "water",
    catalogue: water,
    avg: "average NH4 by river",
    max: "max nh4 per river",
    group: "Samples.river",
    mean: "Samples.avgNh4",
    top: "Samples.maxNh4",
  },
])("a letter-digit name inside a longer name ($name)", ({ catalogue, avg, max, group, mean, top }) => {
  const ask = asker(catalogue);

  it("reads an aggregate of it as the matching measure", () => {
    expect(ask(avg)).toEqual({ measures: [mean], dimensions: [group] });
    expect(ask(max)).toEqual({ measures: [top], dimensions: [group] });
  });
});
