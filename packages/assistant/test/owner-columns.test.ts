/**
 * Found on `biogas` ("bids by company name" grouped by the haulage cube's `companyname` copy instead of the
 * `companies` cube's `name`): a phrase that spells a cube's whole name and then one of its columns is that cube's
 * column, unless the question is about the cube holding the copy. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const market: Catalogue = {
  cubes: [
    {
      name: "tenders",
      measures: [m("tenders.count", "count")],
      dimensions: [m("tenders.supplierid", "string"), m("tenders.createdat", "time")],
    },
    {
      name: "suppliers",
      measures: [m("suppliers.count", "count")],
      dimensions: [m("suppliers.name", "string"), m("suppliers.city", "string")],
    },
    {
      name: "couriers",
      measures: [m("couriers.count", "count")],
      dimensions: [m("couriers.suppliername", "string"), m("couriers.vehicle", "string")],
    },
  ],
};

const league: Catalogue = {
  cubes: [
    {
      name: "fixtures",
      measures: [m("fixtures.count", "count")],
      dimensions: [m("fixtures.venue", "string")],
    },
    {
      name: "clubs",
      measures: [m("clubs.count", "count")],
      dimensions: [m("clubs.name", "string"), m("clubs.founded", "number")],
    },
    {
      name: "transfers",
      measures: [m("transfers.count", "count"), m("transfers.fee", "sum")],
      dimensions: [m("transfers.club_name", "string"), m("transfers.player", "string")],
    },
  ],
};

describe.each([
  {
    name: "market",
    catalogue: market,
    question: "tenders by supplier name",
    want: { measures: ["tenders.count"], dimensions: ["suppliers.name"] },
  },
  {
    name: "market",
    catalogue: market,
    question: "list supplier names containing 'Bio'",
    want: {
      dimensions: ["suppliers.name"],
      filters: [{ member: "suppliers.name", operator: "contains", values: ["Bio"] }],
    },
  },
  {
    name: "league",
    catalogue: league,
    question: "fixtures by club name",
    want: { measures: ["fixtures.count"], dimensions: ["clubs.name"] },
  },
])("a cube's whole name and its column ($name: $question)", (c) => {
  it("is that cube's column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    name: "market",
    catalogue: market,
    question: "couriers by supplier name",
    want: { measures: ["couriers.count"], dimensions: ["couriers.suppliername"] },
  },
  {
    name: "league",
    catalogue: league,
    question: "total fee of transfers by club name",
    want: { measures: ["transfers.fee"], dimensions: ["transfers.club_name"] },
  },
])("the copy in the cube the question is about ($name: $question)", (c) => {
  it("stays the grouping", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
