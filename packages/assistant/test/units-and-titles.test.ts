import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * Three ways a column's own words are read in full: a verb run into its particle stays one word ("dropoff"), a
 * title's "per X" finishes the measure ("Average Weight per Parcel"), and the unit after a number is the unit of
 * the column named before it ("a weight over 20 kg" for "Weight (kg)"). Two domains of our own.
 */
const parcels: Catalogue = {
  cubes: [
    {
      name: "parcels",
      measures: [
        member("parcels.count", "count"),
        member("parcels.total_kg", "sum", "Total Kg Shipped"),
        member("parcels.avg_weight", "avg", "Average Weight per Parcel"),
      ],
      dimensions: [
        member("parcels.dropoffPointId", "string", "Dropoff Point ID"),
        member("parcels.dropoffPoint", "string", "Dropoff Point Name"),
        member("parcels.depot", "string"),
        member("parcels.weight", "number", "Weight (kg)"),
      ],
    },
  ],
};

const hikes: Catalogue = {
  cubes: [
    {
      name: "hikes",
      measures: [
        member("hikes.count", "count"),
        member("hikes.total_meters", "sum", "Total Meters"),
        member("hikes.avg_duration", "avg", "Average Duration per Hike"),
      ],
      dimensions: [
        member("hikes.cashoutMethodId", "string", "Cashout Method ID"),
        member("hikes.cashoutMethod", "string", "Cashout Method Name"),
        member("hikes.region", "string"),
        member("hikes.elevation", "number", "Elevation (meters)"),
      ],
    },
  ],
};

describe("a verb run into its particle is one word of the name", () => {
  it("parcels: 'by dropoff point' is the point's name, not its id", () => {
    expect(asker(parcels)("parcels by dropoff point")).toEqual({
      measures: ["parcels.count"],
      dimensions: ["parcels.dropoffPoint"],
    });
  });

  it("hikes: 'by cashout method' is the method's name, not its id", () => {
    expect(asker(hikes)("hikes by cashout method")).toEqual({
      measures: ["hikes.count"],
      dimensions: ["hikes.cashoutMethod"],
    });
  });
});

describe("'per X' that finishes a measure's title is part of its name", () => {
  it("parcels: 'the highest average weight per parcel' ranks by that measure alone", () => {
    expect(asker(parcels)("which depot has the highest average weight per parcel?")).toEqual({
      measures: ["parcels.avg_weight"],
      dimensions: ["parcels.depot"],
      order: [["parcels.avg_weight", "desc"]],
      limit: 1,
    });
  });

  it("hikes: 'average duration per hike by region' groups by the region only", () => {
    expect(asker(hikes)("average duration per hike by region")).toEqual({
      measures: ["hikes.avg_duration"],
      dimensions: ["hikes.region"],
    });
  });
});

describe("the word after a number is the unit of the column named before it", () => {
  it("parcels: 'a weight over 20 kg' compares the weight", () => {
    expect(asker(parcels)("parcels with a weight over 20 kg by depot")).toEqual({
      measures: ["parcels.count"],
      dimensions: ["parcels.depot"],
      filters: [{ member: "parcels.weight", operator: "gt", values: ["20"] }],
    });
  });

  it("hikes: 'an elevation over 2500 meters' compares the elevation", () => {
    expect(asker(hikes)("hikes with an elevation over 2500 meters by region")).toEqual({
      measures: ["hikes.count"],
      dimensions: ["hikes.region"],
      filters: [{ member: "hikes.elevation", operator: "gt", values: ["2500"] }],
    });
  });
});
