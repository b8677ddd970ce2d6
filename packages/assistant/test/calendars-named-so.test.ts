/**
 * Found on `annuities`: "assets under administration per month this year", over a fact with no date of its own that
 * joins `DimDate` (a key, the date, a year, a month key, a formatted date), dropped the month and the period:
 * `DimDate` has too few date-part columns to be taken for a calendar. A cube named as a calendar (`DimDate`,
 * `dim_date`, `Calendar`) with a date and no figures of its own but a count is one, whatever its other columns.
 * Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const pensions: Catalogue = {
  cubes: [
    {
      name: "FundMonthly",
      measures: [m("FundMonthly.totalContributions", "sum"), m("FundMonthly.memberCount", "count_distinct")],
      dimensions: [m("FundMonthly.dateSk", "number"), m("FundMonthly.fundHk", "string")],
    },
    {
      name: "DimFund",
      measures: [],
      dimensions: [m("DimFund.fundName", "string"), m("DimFund.launchedAt", "time")],
    },
    {
      name: "DimDate",
      measures: [],
      dimensions: [
        m("DimDate.dateSk", "number"),
        m("DimDate.dateNk", "time"),
        m("DimDate.calendarYear", "number"),
        m("DimDate.formattedDate", "string"),
      ],
    },
  ],
};

const meters: Catalogue = {
  cubes: [
    {
      name: "meter_reads",
      measures: [m("meter_reads.kwh", "sum"), m("meter_reads.count", "count")],
      dimensions: [m("meter_reads.date_key", "number"), m("meter_reads.meter_id", "string")],
    },
    {
      name: "meters",
      measures: [m("meters.count", "count")],
      dimensions: [m("meters.meter_id", "string"), m("meters.installed_at", "time")],
    },
    {
      name: "dim_calendar",
      measures: [m("dim_calendar.count", "count")],
      dimensions: [
        m("dim_calendar.date_key", "number"),
        m("dim_calendar.day", "time"),
        m("dim_calendar.label", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "pensions",
    catalogue: pensions,
    question: "total contributions per month this year",
    want: {
      measures: ["FundMonthly.totalContributions"],
      timeDimensions: [{ dimension: "DimDate.dateNk", granularity: "month", dateRange: "this year" }],
    },
  },
  {
    name: "meters",
    catalogue: meters,
    question: "kwh per quarter last year",
    want: {
      measures: ["meter_reads.kwh"],
      timeDimensions: [{ dimension: "dim_calendar.day", granularity: "quarter", dateRange: "last year" }],
    },
  },
])("a fact dated only by a cube named as a calendar ($name: $question)", (c) => {
  it("is dated by that calendar", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a dimension's own date still dates that dimension", () =>
  expect(asker(meters)("meters installed last year")).toEqual({
    measures: ["meters.count"],
    timeDimensions: [{ dimension: "meters.installed_at", dateRange: "last year" }],
  }));
