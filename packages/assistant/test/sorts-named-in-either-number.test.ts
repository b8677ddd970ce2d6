/**
 * "names and costs of players sorted by cost": a sort on a word the listing already read as a column, in the other
 * number ("costs" ... "cost"), orders by that column, not by a measure the word also names (`avgCost`). Found on
 * `fantasy-football` and `deals`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const garage: Catalogue = {
  cubes: [
    {
      name: "Repairs",
      measures: [m("Repairs.count", "count"), m("Repairs.totalCharge", "sum"), m("Repairs.avgCharge", "avg")],
      dimensions: [m("Repairs.plate", "string"), m("Repairs.charge", "number")],
    },
  ],
};

const orchard: Catalogue = {
  cubes: [
    {
      name: "harvests",
      measures: [m("harvests.count", "count"), m("harvests.max_yield", "max"), m("harvests.total_yield", "sum")],
      dimensions: [m("harvests.field_name", "string"), m("harvests.yield", "number")],
    },
  ],
};

describe.each([
  {
    name: "garage",
    catalogue: garage,
    question: "plates and charges of repairs sorted by charge descending",
    columns: ["Repairs.plate", "Repairs.charge"],
  },
  {
    name: "orchard",
    catalogue: orchard,
    question: "list the field names and yields, sorted by yield desc",
    columns: ["harvests.field_name", "harvests.yield"],
  },
  {
    name: "orchard, the listed words first read as a measure",
    catalogue: orchard,
    question: "field names and yields sorted by yield descending",
    columns: ["harvests.field_name", "harvests.yield"],
  },
])("a sort on a listed column named in the other number ($name)", ({ catalogue, question, columns }) => {
  it("orders the listing by that column", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns, order: [[columns[1], "desc"]] });
  });
});
