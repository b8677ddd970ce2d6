/**
 * Found on `bankearnings` (a cube per bank beside a unified cube with a `bank` column) and `adcampaigns` (a
 * `facebook` cube beside a `default` cube whose `title` lists facebook), on two catalogues of our own: a cube whose
 * name says a dictionary value of another cube's column, with the same measures, holds that value's rows. A question
 * that names the value is about that cube (no filter); one that names none is about the cube of all rows.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const salesCube = (name: string, extra: string[] = []) => ({
  name,
  measures: [m(`${name}.revenue`, "sum"), m(`${name}.orders`, "count")],
  dimensions: [...extra.map((column) => m(`${name}.${column}`, "string")), m(`${name}.month`, "time")],
});

const regions: Catalogue = {
  cubes: [salesCube("NorthSales"), salesCube("SouthSales"), salesCube("RegionSales", ["region"])],
  values: { "RegionSales.region": ["North", "South"] },
};

const trafficCube = (name: string, extra: string[] = []) => ({
  name,
  measures: [m(`${name}.visits`, "sum"), m(`${name}.signups`, "sum")],
  dimensions: [...extra.map((column) => m(`${name}.${column}`, "string")), m(`${name}.day`, "time")],
});

const traffic: Catalogue = {
  cubes: [trafficCube("email"), trafficCube("search"), trafficCube("all_channels", ["channel"])],
  values: { "all_channels.channel": ["email", "search"] },
};

describe.each([
  {
    name: "regions, a value named",
    catalogue: regions,
    question: "North revenue by month",
    want: {
      measures: ["NorthSales.revenue"],
      timeDimensions: [{ dimension: "NorthSales.month", granularity: "month" }],
    },
  },
  {
    name: "regions, no value named",
    catalogue: regions,
    question: "revenue by month",
    want: {
      measures: ["RegionSales.revenue"],
      timeDimensions: [{ dimension: "RegionSales.month", granularity: "month" }],
    },
  },
  {
    name: "regions, a value excluded",
    catalogue: regions,
    question: "revenue excluding South",
    want: {
      measures: ["RegionSales.revenue"],
      filters: [{ member: "RegionSales.region", operator: "notEquals", values: ["South"] }],
    },
  },
  {
    name: "traffic, a value named",
    catalogue: traffic,
    question: "email signups last month",
    want: { measures: ["email.signups"], timeDimensions: [{ dimension: "email.day", dateRange: "last month" }] },
  },
  {
    name: "traffic, no value named",
    catalogue: traffic,
    question: "total visits by channel",
    want: { measures: ["all_channels.visits"], dimensions: ["all_channels.channel"] },
  },
])("a cube of one value's rows ($name)", (c) => {
  it("answers when the value is named, and only then", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a value inside a word of a cube's name makes no slice of it", () => {
  const ask = asker({
    cubes: [
      { name: "staff", measures: [m("staff.count", "count")], dimensions: [m("staff.role", "string")] },
      { name: "reports", measures: [m("reports.count", "count")], dimensions: [m("reports.title", "string")] },
    ],
    values: { "staff.role": ["PO", "QA"] },
  });
  expect(ask("how many reports")).toEqual({ measures: ["reports.count"] });
});
