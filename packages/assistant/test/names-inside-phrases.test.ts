/**
 * A name typed as written ("kWh", another cube's column) inside a longer phrase that spells a member's whole name
 * ("cost per kWh" for `costPerKwh`) is left to that phrase, so no column of another cube is added. Found on
 * `parking` (EV charging). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const charging: Catalogue = {
  cubes: [
    { name: "Meters", measures: [m("Meters.count", "count")], dimensions: [m("Meters.kWh", "number")] },
    {
      name: "Sessions",
      measures: [m("Sessions.count", "count")],
      dimensions: [m("Sessions.energyUsed", "number"), m("Sessions.costPerKwh", "number")],
    },
  ],
};

const heating: Catalogue = {
  cubes: [
    { name: "Readings", measures: [m("Readings.count", "count")], dimensions: [m("Readings.kWh", "number")] },
    {
      name: "tariffs",
      measures: [m("tariffs.count", "count")],
      dimensions: [m("tariffs.supplier_name", "string"), m("tariffs.unit_price_per_kwh", "number")],
    },
  ],
};

describe.each([
  {
    name: "charging",
    catalogue: charging,
    question: "list energy used and cost per kWh",
    columns: ["Sessions.energyUsed", "Sessions.costPerKwh"],
    range: ["sessions with a cost per kWh between 0.3 and 0.5", "Sessions.costPerKwh", "0.3", "0.5"],
  },
  {
    name: "heating",
    catalogue: heating,
    question: "list supplier name and unit price per kWh",
    columns: ["tariffs.supplier_name", "tariffs.unit_price_per_kwh"],
    range: ["tariffs with a unit price per kWh between 0.2 and 0.4", "tariffs.unit_price_per_kwh", "0.2", "0.4"],
  },
])("a name inside a longer name ($name)", ({ catalogue, question, columns, range }) => {
  const ask = asker(catalogue);

  it("lists the longer name's column only", () => {
    expect(ask(question)).toEqual({ dimensions: columns });
  });

  it("compares the longer name's column", () => {
    const [text, member, low, high] = range;
    expect(ask(text!)?.filters).toEqual([
      { member, operator: "gte", values: [low] },
      { member, operator: "lte", values: [high] },
    ]);
  });
});
