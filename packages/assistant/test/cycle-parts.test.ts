/**
 * "by day of week", "by hour of day": a part of a cycle that a column holds is that column, not a grouping by day
 * or hour; "by day" alone still groups by day. Found on `mobility`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const gym: Catalogue = {
  cubes: [
    {
      name: "gym_sessions",
      measures: [m("gym_sessions.count", "count")],
      dimensions: [m("gym_sessions.startDayOfWeek", "string"), m("gym_sessions.started_at", "time")],
    },
  ],
};

const callCentre: Catalogue = {
  cubes: [
    {
      name: "calls",
      measures: [m("calls.count", "count"), m("calls.total_minutes", "sum")],
      dimensions: [m("calls.hour_of_day", "number"), m("calls.started_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "gym",
    catalogue: gym,
    cycle: "sessions by day of week",
    column: "gym_sessions.startDayOfWeek",
    count: "gym_sessions.count",
    time: "gym_sessions.started_at",
    unit: "day",
    plain: "sessions by day",
  },
  {
    name: "call centre",
    catalogue: callCentre,
    cycle: "calls by hour of day",
    column: "calls.hour_of_day",
    count: "calls.count",
    time: "calls.started_at",
    unit: "hour",
    plain: "calls by hour",
  },
])("a part of a cycle ($name)", ({ catalogue, cycle, column, count, time, unit, plain }) => {
  const ask = asker(catalogue);

  it("is the column that holds it", () => {
    expect(ask(cycle)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("leaves a plain time grouping alone", () => {
    expect(ask(plain)).toEqual({ measures: [count], timeDimensions: [{ dimension: time, granularity: unit }] });
  });
});
