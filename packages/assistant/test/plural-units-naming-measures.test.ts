/**
 * Found on `hoursreported`: "top 3 reporters by hours" with an `hours` measure grouped by the hour of the date and
 * counted. A plural time unit that is a measure's whole name, or its whole title, is that measure ("by hour" still
 * groups by the hour). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const consulting: Catalogue = {
  cubes: [
    {
      name: "timelog",
      measures: [m("timelog.count", "count"), m("timelog.hours", "sum")],
      dimensions: [m("timelog.consultant", "string"), m("timelog.client", "string"), m("timelog.logged_on", "time")],
    },
  ],
};

const nursing: Catalogue = {
  cubes: [
    {
      name: "shifts",
      measures: [m("shifts.count", "count"), { ...m("shifts.minutes_worked", "sum"), title: "Minutes" }],
      dimensions: [m("shifts.nurse", "string"), m("shifts.ward", "string"), m("shifts.started_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "consulting",
    catalogue: consulting,
    question: "bottom 2 clients by hours",
    want: {
      measures: ["timelog.hours"],
      dimensions: ["timelog.client"],
      order: [["timelog.hours", "asc"]],
      limit: 2,
    },
  },
  {
    name: "nursing",
    catalogue: nursing,
    question: "top 5 nurses by minutes",
    want: {
      measures: ["shifts.minutes_worked"],
      dimensions: ["shifts.nurse"],
      order: [["shifts.minutes_worked", "desc"]],
      limit: 5,
    },
  },
])("a plural time unit naming a measure ($name: $question)", (c) => {
  it("is that measure", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("'by hour' still groups by the hour", () =>
  expect(asker(consulting)("hours by hour yesterday")).toEqual({
    measures: ["timelog.hours"],
    timeDimensions: [{ dimension: "timelog.logged_on", granularity: "hour", dateRange: "yesterday" }],
  }));
