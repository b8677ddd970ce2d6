/**
 * Found on `simulation` (`DooderResults` beside a `SimulationResults.DooderCount`), on two catalogues of our own:
 * after a column and "of", a noun that spells the column's own cube ("average age of drones", "positions of
 * drones") names whose column it is. It is not also the count of that noun kept by another cube (`DroneCount`,
 * whose "count" goes without saying), which would add a second measure from a cube the question never asked about.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const swarm: Catalogue = {
  cubes: [
    {
      name: "DroneReadings",
      measures: [m("DroneReadings.count", "count"), m("DroneReadings.AvgAltitude", "avg")],
      dimensions: [
        m("DroneReadings.SerialCode", "string"),
        m("DroneReadings.Heading", "string"),
        m("DroneReadings.Zone", "string"),
      ],
    },
    {
      name: "MissionTotals",
      measures: [m("MissionTotals.DroneCount", "sum"), m("MissionTotals.BatteryCount", "sum")],
      dimensions: [m("MissionTotals.MissionCode", "string")],
    },
  ],
};

const apiary: Catalogue = {
  cubes: [
    {
      name: "hive_checks",
      measures: [m("hive_checks.count", "count"), m("hive_checks.avg_weight", "avg")],
      dimensions: [
        m("hive_checks.hive_tag", "string"),
        m("hive_checks.queen_colour", "string"),
        m("hive_checks.meadow", "string"),
      ],
    },
    {
      name: "season_totals",
      measures: [m("season_totals.hive_count", "sum"), m("season_totals.jar_count", "sum")],
      dimensions: [m("season_totals.season", "string")],
    },
  ],
};

describe.each([
  {
    name: "swarm",
    catalogue: swarm,
    measured: "average altitude of drones by zone",
    measuredWant: { measures: ["DroneReadings.AvgAltitude"], dimensions: ["DroneReadings.Zone"] },
    listed: "list the serial codes and headings of drones",
    listedWant: { dimensions: ["DroneReadings.SerialCode", "DroneReadings.Heading"] },
    counted: "drones per mission",
    countedWant: { measures: ["MissionTotals.DroneCount"], dimensions: ["MissionTotals.MissionCode"] },
  },
  {
    name: "apiary",
    catalogue: apiary,
    measured: "average weight of the hives by meadow",
    measuredWant: { measures: ["hive_checks.avg_weight"], dimensions: ["hive_checks.meadow"] },
    listed: "list the hive tags and queen colours of hives",
    listedWant: { dimensions: ["hive_checks.hive_tag", "hive_checks.queen_colour"] },
    counted: "hives by season",
    countedWant: { measures: ["season_totals.hive_count"], dimensions: ["season_totals.season"] },
  },
])("the owner named after 'of' ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("measures the column of the cube the noun spells, with no count of it from another cube", () =>
    expect(ask(c.measured)).toEqual(c.measuredWant));
  it("lists that cube's columns alone", () => expect(ask(c.listed)).toEqual(c.listedWant));
  it("still reads the noun as that count where no column owns it", () => expect(ask(c.counted)).toEqual(c.countedWant));
});
