/**
 * Left open on round twenty-eight (`nbastats`, `edureports`), each on two catalogues of our own: initials that close
 * a name after its other words ("career points per game" for `career_ppg`); a number column of the ranked rows' own
 * cube ranks them, before the cube's average of it; a superlative adjective orders by a text column named by its
 * noun when no number column is; "from" a period longer than a day is that period; a count named after "whose"
 * says which rows, not a figure.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const cyclists: Catalogue = {
  cubes: [
    {
      name: "cyclists",
      measures: [
        m("cyclists.count", "count"),
        m("cyclists.avg_season_kph", "avg"),
        m("cyclists.avg_season_wpk", "avg"),
      ],
      dimensions: [
        m("cyclists.full_name", "string"),
        m("cyclists.squad", "string"),
        m("cyclists.height", "string"),
        m("cyclists.season_kph", "number"),
        m("cyclists.season_wpk", "number"),
      ],
    },
    {
      name: "RaceEntryLog",
      measures: [m("RaceEntryLog.countEntryNumber", "count")],
      dimensions: [m("RaceEntryLog.RiderName", "string"), m("RaceEntryLog.WithdrawnAt", "time")],
    },
    {
      name: "stages",
      measures: [m("stages.count", "count")],
      dimensions: [m("stages.stage_name", "string"), m("stages.raced_on", "time")],
    },
  ],
};

const shops: Catalogue = {
  cubes: [
    {
      name: "shops",
      measures: [m("shops.count", "count"), m("shops.avg_annual_spsf", "avg"), m("shops.total_floor_area", "sum")],
      dimensions: [
        m("shops.shop_name", "string"),
        m("shops.district", "string"),
        m("shops.age", "string"),
        m("shops.annual_spsf", "number"),
        m("shops.floor_area", "number"),
      ],
    },
    {
      name: "RefundCases",
      measures: [m("RefundCases.countRequestNumber", "count")],
      dimensions: [
        m("RefundCases.CustomerFirstName", "string"),
        m("RefundCases.CustomerLastName", "string"),
        m("RefundCases.ShopDistrict", "string"),
        m("RefundCases.WithdrawnOn", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "cyclists, initials after a word of the name",
    catalogue: cyclists,
    question: "average season watts per kilo by squad",
    want: { measures: ["cyclists.avg_season_wpk"], dimensions: ["cyclists.squad"] },
  },
  {
    name: "shops, initials after a word of the name",
    catalogue: shops,
    question: "average annual sales per square foot by district",
    want: { measures: ["shops.avg_annual_spsf"], dimensions: ["shops.district"] },
  },
  {
    name: "cyclists, a column ranks its own rows",
    catalogue: cyclists,
    question: "top 5 cyclists by season kph",
    want: {
      dimensions: ["cyclists.full_name", "cyclists.season_kph"],
      order: [["cyclists.season_kph", "desc"]],
      limit: 5,
    },
  },
  {
    name: "shops, a column ranks its own rows",
    catalogue: shops,
    question: "top 3 shops by floor area",
    want: { dimensions: ["shops.shop_name", "shops.floor_area"], order: [["shops.floor_area", "desc"]], limit: 3 },
  },
  {
    name: "cyclists, the aggregate when asked for",
    catalogue: cyclists,
    question: "top 5 cyclists by average season kph",
    want: {
      measures: ["cyclists.avg_season_kph"],
      dimensions: ["cyclists.full_name"],
      order: [["cyclists.avg_season_kph", "desc"]],
      limit: 5,
    },
  },
  {
    name: "cyclists, a superlative on a text column",
    catalogue: cyclists,
    question: "who is the tallest cyclist",
    want: { dimensions: ["cyclists.full_name", "cyclists.height"], order: [["cyclists.height", "desc"]], limit: 1 },
  },
  {
    name: "shops, a superlative on a text column",
    catalogue: shops,
    question: "the 2 oldest shops",
    want: { dimensions: ["shops.shop_name", "shops.age"], order: [["shops.age", "desc"]], limit: 2 },
  },
  {
    name: "cyclists, from a month",
    catalogue: cyclists,
    question: "stages from March 2025",
    want: {
      measures: ["stages.count"],
      timeDimensions: [{ dimension: "stages.raced_on", dateRange: ["2025-03-01", "2025-03-31"] }],
    },
  },
  {
    name: "shops, from a quarter",
    catalogue: shops,
    question: "refund cases from Q1 2025 by shop district",
    want: {
      measures: ["RefundCases.countRequestNumber"],
      dimensions: ["RefundCases.ShopDistrict"],
      timeDimensions: [{ dimension: "RefundCases.WithdrawnOn", dateRange: ["2025-01-01", "2025-03-31"] }],
    },
  },
  {
    name: "cyclists, from a day is a bound",
    catalogue: cyclists,
    question: "stages from March 3, 2025",
    want: {
      measures: ["stages.count"],
      filters: [{ member: "stages.raced_on", operator: "afterOrOnDate", values: ["2025-03-03"] }],
    },
  },
  {
    name: "cyclists, a count named after whose",
    catalogue: cyclists,
    question: "list the rider names of riders whose entries were withdrawn last week",
    want: {
      dimensions: ["RaceEntryLog.RiderName"],
      timeDimensions: [{ dimension: "RaceEntryLog.WithdrawnAt", dateRange: "last week" }],
    },
  },
  {
    name: "shops, a count named after whose",
    catalogue: shops,
    question: "list the first and last names of customers whose requests were withdrawn yesterday",
    want: {
      dimensions: ["RefundCases.CustomerFirstName", "RefundCases.CustomerLastName"],
      timeDimensions: [{ dimension: "RefundCases.WithdrawnOn", dateRange: "yesterday" }],
    },
  },
])("round twenty-eight, second reading ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a number column of another cube does not rank the rows its cube's measure ranks", () => {
  const leases: Catalogue = {
    cubes: [
      {
        name: "branches",
        measures: [m("branches.count", "count"), m("branches.total_rent", "sum")],
        dimensions: [m("branches.branch_name", "string")],
      },
      {
        name: "move_outs",
        measures: [m("move_outs.count", "count")],
        dimensions: [m("move_outs.rent", "number"), m("move_outs.moved_on", "time")],
      },
    ],
  };
  expect(asker(leases)("top 5 branches by rent")).toEqual({
    measures: ["branches.total_rent"],
    dimensions: ["branches.branch_name"],
    order: [["branches.total_rent", "desc"]],
    limit: 5,
  });
});

it("a column that groups the rows is ranked by the measure, not by a number column of the rows", () => {
  const stations: Catalogue = {
    cubes: [
      {
        name: "sts",
        measures: [m("sts.count", "count"), m("sts.total_capacity_tonnes", "sum")],
        dimensions: [m("sts.ward_number", "string"), m("sts.capacity_tonnes", "number")],
      },
    ],
  };
  expect(asker(stations)("top 5 wards by capacity")).toEqual({
    measures: ["sts.total_capacity_tonnes"],
    dimensions: ["sts.ward_number"],
    order: [["sts.total_capacity_tonnes", "desc"]],
    limit: 5,
  });
});

it("a count after whose is still a figure when a condition is on it", () => {
  expect(asker(shops)("list customer last names whose requests number more than 3")).toEqual({
    measures: ["RefundCases.countRequestNumber"],
    dimensions: ["RefundCases.CustomerLastName"],
    filters: [{ member: "RefundCases.countRequestNumber", operator: "gt", values: ["3"] }],
  });
});
