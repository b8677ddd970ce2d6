/**
 * A cube named for one occurrence of a thing (`AlarmEvent`, `fault_records`) is what people count when they name the
 * thing ("how many alarms"), ahead of another cube's pre-summed column of the same word (`alarmsSum` in a daily
 * roll-up). Found on `iot` (`AlarmEvent` and `StationDaily.alarmsSum`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const plant: Catalogue = {
  cubes: [
    {
      name: "LineDaily",
      measures: [m("LineDaily.stopsSum", "sum"), m("LineDaily.outputSum", "sum")],
      dimensions: [m("LineDaily.day", "time"), m("LineDaily.lineName", "string")],
    },
    {
      name: "StopEvent",
      measures: [m("StopEvent.count", "count")],
      dimensions: [m("StopEvent.reason", "string"), m("StopEvent.stoppedAt", "time")],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "vehicle_monthly",
      measures: [m("vehicle_monthly.faults_sum", "sum"), m("vehicle_monthly.km_sum", "sum")],
      dimensions: [m("vehicle_monthly.month", "time"), m("vehicle_monthly.depot", "string")],
    },
    {
      name: "fault_records",
      measures: [m("fault_records.count", "count")],
      dimensions: [m("fault_records.component", "string"), m("fault_records.reported_at", "time")],
    },
  ],
};

describe.each([
  { name: "plant", catalogue: plant, noun: "stops", count: "StopEvent.count", time: "StopEvent.stoppedAt" },
  {
    name: "fleet",
    catalogue: fleet,
    noun: "faults",
    count: "fault_records.count",
    time: "fault_records.reported_at",
  },
])("a cube named for an occurrence ($name)", ({ catalogue, noun, count, time }) => {
  const ask = asker(catalogue);

  it("counts the occurrences when the thing is named", () => {
    expect(ask(`how many ${noun} last month?`)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: time, dateRange: "last month" }],
    });
  });

  it("counts them per week", () => {
    expect(ask(`${noun} per week`)?.measures).toEqual([count]);
  });
});
