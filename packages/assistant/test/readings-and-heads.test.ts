/**
 * Found on `agriculture` (readings of monitoring stations), pinned on two catalogues of our own:
 * - "first 20 forecasts with temperature and wind speed" lists rows, so a column of the cube in use beats another
 *   cube's equally named measure;
 * - "sites with an average temp over 20" groups by the measure's own cube's column (`Observations.site`), not by a
 *   cube that the plural also names (`Sites`);
 * - "peak" asks for the maximum.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const weather: Catalogue = {
  cubes: [
    {
      name: "Observations",
      measures: [
        m("Observations.count", "count"),
        m("Observations.averageTemp", "avg"),
        m("Observations.maxTemp", "max"),
      ],
      dimensions: [
        m("Observations.temp", "number"),
        m("Observations.site", "string"),
        m("Observations.observedAt", "time"),
      ],
    },
    {
      name: "Sites",
      measures: [m("Sites.count", "count")],
      dimensions: [m("Sites.name", "string"), m("Sites.region", "string")],
    },
    {
      name: "Forecasts",
      measures: [m("Forecasts.count", "count")],
      dimensions: [
        m("Forecasts.temperature", "string"),
        m("Forecasts.windspeed", "string"),
        m("Forecasts.issuedAt", "time"),
      ],
    },
  ],
};

const grid: Catalogue = {
  cubes: [
    {
      name: "Meters",
      measures: [m("Meters.count", "count"), m("Meters.averageLoad", "avg"), m("Meters.maxLoad", "max")],
      dimensions: [m("Meters.load", "number"), m("Meters.substation", "string"), m("Meters.readAt", "time")],
    },
    {
      name: "Substations",
      measures: [m("Substations.count", "count")],
      dimensions: [m("Substations.name", "string"), m("Substations.region", "string")],
    },
    {
      name: "Outages",
      measures: [m("Outages.count", "count")],
      dimensions: [m("Outages.load", "string"), m("Outages.cause", "string"), m("Outages.startedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "weather",
    catalogue: weather,
    rows: ["first 20 forecasts with temperature and wind speed", ["Forecasts.temperature", "Forecasts.windspeed"], 20],
    heads: ["sites with an average temp over 20", "Observations.averageTemp", "Observations.site", "20"],
    peak: ["peak temp by site", "Observations.maxTemp", "Observations.site"],
  },
  {
    name: "grid",
    catalogue: grid,
    rows: ["first 15 outages with load and cause", ["Outages.load", "Outages.cause"], 15],
    heads: ["substations with an average load over 300", "Meters.averageLoad", "Meters.substation", "300"],
    peak: ["peak load per substation", "Meters.maxLoad", "Meters.substation"],
  },
] as const)("readings and their heads ($name)", ({ catalogue, rows, heads, peak }) => {
  const ask = asker(catalogue);

  it("lists the columns of the cube in use when the question asks for the first rows", () => {
    expect(ask(rows[0])).toEqual({ dimensions: rows[1], limit: rows[2] });
  });

  it("groups a qualified plural by the measure's own cube's column", () => {
    const [question, measure, column, value] = heads;
    expect(ask(question)).toEqual({
      measures: [measure],
      dimensions: [column],
      filters: [{ member: measure, operator: "gt", values: [value] }],
    });
  });

  it("reads 'peak' as the maximum", () => {
    expect(ask(peak[0])).toEqual({ measures: [peak[1]], dimensions: [peak[2]] });
  });
});
