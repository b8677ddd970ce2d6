/**
 * Found on `assetmonitor`: "total measurement data by unit" answered with another cube's `total` and its `data`
 * column, because "data" was read as a plural ("datum") that heads the phrase, so "total measurement data" was cut
 * into "total measurement" and "data". "data" is a mass noun: a measure named before its cube's "data" is that cube's
 * measure. And "sum of smart measurement data" asks for that cube's one sum, not a count of its rows. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const dataCube = (name: string, withDataColumn: boolean) => ({
  name,
  measures: [m(`${name}.count`, "count"), m(`${name}.total`, "sum")],
  dimensions: [
    m(`${name}.unit`, "string"),
    m(`${name}.type`, "string"),
    ...(withDataColumn ? [m(`${name}.data`, "number")] : []),
  ],
});

const labelled = (name: string) => ({
  name,
  measures: [m(`${name}.count`, "count")],
  dimensions: [m(`${name}.name`, "string")],
});

// Cubes named as the model names them: a shared `Crate` suffix and run-together words (`SmartsensorDataCrate`).
const plant: Catalogue = {
  cubes: [dataCube("SensorDataCrate", false), dataCube("SmartsensorDataCrate", true), labelled("DevicesCrate")],
};
const grid: Catalogue = {
  cubes: [dataCube("MeterDataCrate", false), dataCube("RemotemeterDataCrate", true), labelled("SitesCrate")],
};

describe.each([
  {
    catalogue: plant,
    question: "total sensor data by unit",
    want: { measures: ["SensorDataCrate.total"], dimensions: ["SensorDataCrate.unit"] },
  },
  {
    catalogue: plant,
    question: "sum of smart sensor data per type",
    want: { measures: ["SmartsensorDataCrate.total"], dimensions: ["SmartsensorDataCrate.type"] },
  },
  {
    catalogue: grid,
    question: "total meter data by type",
    want: { measures: ["MeterDataCrate.total"], dimensions: ["MeterDataCrate.type"] },
  },
  {
    catalogue: grid,
    question: "sum of remote meter data by unit",
    want: { measures: ["RemotemeterDataCrate.total"], dimensions: ["RemotemeterDataCrate.unit"] },
  },
])("a measure said of a cube of data ($question)", (c) => {
  it("is that cube's measure", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
