/**
 * Found on `biostudies` ("average value by data type name" with `Data.value` a sum and `Data.average` an avg), on
 * two catalogues of our own: "average" before a summed measure is the cube's one average named by nothing but the
 * aggregation, not the sum with the typed word dropped.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sensors: Catalogue = {
  cubes: [
    {
      name: "Readings",
      measures: [m("Readings.count", "count"), m("Readings.value", "sum"), m("Readings.average", "avg")],
      dimensions: [m("Readings.sensor", "string"), m("Readings.takenAt", "time")],
    },
  ],
};

const desk: Catalogue = {
  cubes: [
    {
      name: "Trades",
      measures: [m("Trades.count", "count"), m("Trades.amount", "sum"), m("Trades.mean", "avg")],
      dimensions: [m("Trades.desk", "string"), m("Trades.bookedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "sensors",
    catalogue: sensors,
    question: "average value by sensor",
    want: { measures: ["Readings.average"], dimensions: ["Readings.sensor"] },
  },
  {
    name: "desk",
    catalogue: desk,
    question: "average amount by desk",
    want: { measures: ["Trades.mean"], dimensions: ["Trades.desk"] },
  },
])("an average asked of a summed measure ($name)", (c) => {
  it("is the cube's one plain average", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
