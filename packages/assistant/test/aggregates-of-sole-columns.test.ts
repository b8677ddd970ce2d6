/**
 * Found on `fundraising`: "max donation amount by currency" read the words as a donor's lifetime `donationsAmount`,
 * which no max measure aggregates, and dropped "max". Another reading of the same words, the donations' own
 * `amount`, is the only number column of a cube whose one max measure is named by nothing but "max": that measure
 * is the maximum the question asks for (rule 1). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const gifts: Catalogue = {
  cubes: [
    {
      name: "gifts",
      measures: [m("gifts.count", "count"), m("gifts.total", "sum"), m("gifts.max", "max")],
      dimensions: [
        m("gifts.id", "number"),
        m("gifts.amount", "number"),
        m("gifts.currency", "string"),
        m("gifts.given_at", "time"),
      ],
    },
    {
      name: "donors",
      measures: [m("donors.count", "count")],
      dimensions: [m("donors.name", "string"), m("donors.giftsAmount", "number")],
    },
  ],
};

const rides: Catalogue = {
  cubes: [
    {
      name: "trips",
      measures: [m("trips.count", "count"), m("trips.min", "min"), m("trips.average", "avg")],
      dimensions: [m("trips.fare", "number"), m("trips.city", "string"), m("trips.started_at", "time")],
    },
    {
      name: "riders",
      measures: [m("riders.count", "count")],
      dimensions: [m("riders.email", "string"), m("riders.tripsFare", "number")],
    },
  ],
};

describe.each([
  {
    name: "gifts",
    catalogue: gifts,
    question: "max gift amount by currency",
    want: { measures: ["gifts.max"], dimensions: ["gifts.currency"] },
  },
  {
    name: "rides",
    catalogue: rides,
    question: "minimum trip fare per city",
    want: { measures: ["trips.min"], dimensions: ["trips.city"] },
  },
])("an aggregation word before another cube's column ($name: $question)", (c) => {
  it("is the aggregate of the one number column a plain measure can aggregate", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
