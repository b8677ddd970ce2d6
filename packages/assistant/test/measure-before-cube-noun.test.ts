/**
 * "total peak energy" with `UsageEnergy.peak`: a measure named in full before its cube's singular noun is that
 * measure; the noun is not left alone to stand for the cube (whose first count then answered). A plural noun still
 * heads its own phrase ("priority orders"). Found on `parking` (EV charging). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const water: Catalogue = {
  cubes: [
    {
      name: "WaterFlow",
      measures: [m("WaterFlow.leakEvents", "count"), m("WaterFlow.peak", "max"), m("WaterFlow.offpeak", "sum")],
      dimensions: [m("WaterFlow.district", "string"), m("WaterFlow.readAt", "time")],
    },
  ],
};

const servers: Catalogue = {
  cubes: [
    {
      name: "server_load",
      measures: [m("server_load.idle_count", "count"), m("server_load.peak", "max"), m("server_load.baseline", "avg")],
      dimensions: [m("server_load.region", "string"), m("server_load.sampled_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "water",
    catalogue: water,
    question: "peak flow by district",
    measure: "WaterFlow.peak",
    by: "WaterFlow.district",
  },
  {
    name: "servers",
    catalogue: servers,
    question: "peak load by region",
    measure: "server_load.peak",
    by: "server_load.region",
  },
])("a measure before its cube's noun ($name)", ({ catalogue, question, measure, by }) => {
  it("is that measure", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [measure], dimensions: [by] });
  });
});
