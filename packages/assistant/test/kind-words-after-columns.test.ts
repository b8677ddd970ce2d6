/**
 * Found on `farepay`: "list the serial numbers of all devices" added another cube's mobile number: "numbers" was read
 * apart from "serial", though it only says what kind of column the serial is. A column-kind word ("number", "id",
 * "code", "name") right after a phrase naming a text column wholly describes that column, unless some column is
 * named by the word alone. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const devices: Catalogue = {
  cubes: [
    {
      name: "Meters",
      measures: [m("Meters.count", "count")],
      dimensions: [m("Meters.serial", "string"), m("Meters.model", "string")],
    },
    {
      name: "Customers",
      measures: [m("Customers.count", "count")],
      dimensions: [m("Customers.phone_number", "string"), m("Customers.full_name", "string")],
    },
  ],
};

const warehouse: Catalogue = {
  cubes: [
    {
      name: "pallets",
      measures: [m("pallets.count", "count"), m("pallets.weight", "sum")],
      dimensions: [m("pallets.bay", "string"), m("pallets.sku_code", "string")],
    },
  ],
};

describe.each([
  {
    name: "devices",
    catalogue: devices,
    question: "list the serial numbers of all meters",
    want: { dimensions: ["Meters.serial"] },
  },
  {
    name: "warehouse",
    catalogue: warehouse,
    question: "pallet weight by bay codes",
    want: { measures: ["pallets.weight"], dimensions: ["pallets.bay"] },
  },
])("a kind word after a column ($name: $question)", (c) => {
  it("describes that column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a kind word naming a column alone is that column", () =>
  expect(asker(warehouse)("pallet weight by sku code")).toEqual({
    measures: ["pallets.weight"],
    dimensions: ["pallets.sku_code"],
  }));
