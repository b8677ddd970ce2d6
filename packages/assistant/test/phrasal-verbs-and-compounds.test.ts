/**
 * Found on `landlordportal`: "how many bookings checked out last week" read the "Checked-in Bookings" count, whose
 * verb takes another particle, and "in-progress applications" went to another cube's status value instead of the
 * measure titled "In-progress Applications": a particle after a verb says which event it is, and a word hyphened
 * to the next ("in-progress") is part of a compound a name may have. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const stays: Catalogue = {
  cubes: [
    {
      name: "Reservations",
      measures: [
        m("Reservations.count", "count", "Total Reservations"),
        m("Reservations.checkedInCount", "count", "Checked-in Reservations"),
        m("Reservations.onHoldCount", "count", "On-hold Reservations"),
      ],
      dimensions: [
        m("Reservations.status", "string", "Reservation Status"),
        m("Reservations.checkInDate", "time", "Check-in Date"),
        m("Reservations.checkOutDate", "time", "Check-out Date"),
      ],
    },
    {
      name: "Repairs",
      measures: [m("Repairs.count", "count")],
      dimensions: [m("Repairs.status", "string"), m("Repairs.reportedAt", "time")],
    },
  ],
  values: { "Repairs.status": ["ON_HOLD", "DONE"] },
};

const portal: Catalogue = {
  cubes: [
    {
      name: "Sessions",
      measures: [
        m("Sessions.count", "count"),
        m("Sessions.loggedInCount", "count", "Logged-in Sessions"),
        m("Sessions.inReviewCount", "count", "In-review Sessions"),
      ],
      dimensions: [m("Sessions.loginAt", "time", "Log-in Time"), m("Sessions.logoutAt", "time", "Log-out Time")],
    },
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [m("Tickets.state", "string"), m("Tickets.openedAt", "time")],
    },
  ],
  values: { "Tickets.state": ["IN_REVIEW", "CLOSED"] },
};

function ask(catalogue: Catalogue, question: string) {
  const { values, ...withoutValues } = catalogue;
  return createEngine(withoutValues, []).answer({ question, values: values ?? {}, now: NOW }).query;
}

describe.each([
  {
    catalogue: stays,
    question: "how many reservations checked out last week",
    want: {
      measures: ["Reservations.count"],
      timeDimensions: [{ dimension: "Reservations.checkOutDate", dateRange: "last week" }],
    },
  },
  {
    catalogue: portal,
    question: "how many sessions logged out yesterday",
    want: {
      measures: ["Sessions.count"],
      timeDimensions: [{ dimension: "Sessions.logoutAt", dateRange: "yesterday" }],
    },
  },
])("a verb with another particle than a name's ($question)", (c) => {
  it("is not that name's event", () => expect(ask(c.catalogue, c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: stays,
    question: "on-hold reservations this month",
    want: {
      measures: ["Reservations.onHoldCount"],
      timeDimensions: [{ dimension: "Reservations.checkInDate", dateRange: "this month" }],
    },
  },
  {
    catalogue: portal,
    question: "in-review sessions last week",
    want: {
      measures: ["Sessions.inReviewCount"],
      timeDimensions: [{ dimension: "Sessions.loginAt", dateRange: "last week" }],
    },
  },
])("a hyphened compound that opens a measure's title ($question)", (c) => {
  it("is that measure, not another cube's value", () => expect(ask(c.catalogue, c.question)).toEqual(c.want));
});

// Found on `legal` and `parking` while fixing the above: a question that ends on "with" read past its last word
// (and was refused), and "in" after a noun ("off-peak cost in 2024") is no particle.
describe("around phrasal verbs", () => {
  const tariffs: Catalogue = {
    cubes: [
      {
        name: "Usage",
        measures: [m("Usage.count", "count"), m("Usage.estimatedCostOffPeak", "sum")],
        dimensions: [m("Usage.startTime", "time")],
      },
      { name: "Stations", measures: [], dimensions: [m("Stations.electCost", "number")] },
    ],
  };
  it("a question ending on a joining word is read", () =>
    expect(ask(stays, "how many reservations do we work with?")).toEqual({ measures: ["Reservations.count"] }));
  it("'in' before a year after a noun is no particle", () =>
    expect(ask(tariffs, "total estimated off-peak cost in 2024")).toEqual({
      measures: ["Usage.estimatedCostOffPeak"],
      timeDimensions: [{ dimension: "Usage.startTime", dateRange: ["2024-01-01", "2024-12-31"] }],
    }));
});

// Found on `xrpvalidators`: "how many validators were updated in the last 7 days" read "updated in" as the phrasal
// verb of `lastUpdatedInHours` and listed that column; before a period, "in" opens the period.
describe.each([
  {
    name: "Nodes",
    question: "how many nodes were updated in the last 7 days",
    columns: [m("Nodes.lastUpdated", "time"), m("Nodes.lastUpdatedInHours", "number")],
    date: "Nodes.lastUpdated",
    range: "last 7 days",
  },
  {
    name: "Cases",
    question: "how many cases were closed in the last 30 days",
    columns: [m("Cases.closedAt", "time"), m("Cases.closedInHours", "number")],
    date: "Cases.closedAt",
    range: "last 30 days",
  },
])("a verb and 'in' before a period ($question)", (c) => {
  const catalogue: Catalogue = {
    cubes: [{ name: c.name, measures: [m(`${c.name}.count`, "count")], dimensions: c.columns }],
  };
  it("dates the period by the verb's date", () =>
    expect(ask(catalogue, c.question)).toEqual({
      measures: [`${c.name}.count`],
      timeDimensions: [{ dimension: c.date, dateRange: c.range }],
    }));
});
