/**
 * Found on `emissions`: "co2e per researcher" is the ratio measure `co2e_researcher`, whose name is the words on
 * either side of "per"; it is not `co2e` grouped or joined with a second measure. "per" between a measure and a
 * column with no such ratio still groups. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const bakery: Catalogue = {
  cubes: [
    {
      name: "Batches",
      measures: [m("Batches.loaves", "sum"), m("Batches.loaves_baker", "number"), m("Batches.count", "count")],
      dimensions: [m("Batches.oven", "string"), m("Batches.baked_at", "time")],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "Trips",
      measures: [m("Trips.fuel", "sum"), m("Trips.fuelKm", "avg"), m("Trips.count", "count")],
      dimensions: [m("Trips.driver", "string"), m("Trips.started_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "bakery",
    catalogue: bakery,
    question: "loaves per baker by oven",
    want: { measures: ["Batches.loaves_baker"], dimensions: ["Batches.oven"] },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "top 3 drivers by fuel per km",
    want: {
      measures: ["Trips.fuelKm"],
      dimensions: ["Trips.driver"],
      order: [["Trips.fuelKm", "desc"]],
      limit: 3,
    },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "fuel per driver",
    want: { measures: ["Trips.fuel"], dimensions: ["Trips.driver"] },
  },
])("a ratio named with per ($name: $question)", (c) => {
  it("is the measure named by the words around per", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
