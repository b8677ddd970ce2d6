/**
 * "total transferencias by nome funcao" with `Transferencias.total` (a sum) and no count: rows that cannot be
 * counted are totalled by the measure the phrase names in full, so the plural is part of that name. Where the cube
 * counts its rows, "total orders" still counts them. Found on `procurement`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const grants: Catalogue = {
  cubes: [
    {
      name: "Disbursements",
      measures: [m("Disbursements.total", "sum")],
      dimensions: [m("Disbursements.region", "string"), m("Disbursements.year", "number")],
    },
    {
      name: "Orders",
      measures: [m("Orders.count", "count"), m("Orders.total", "sum")],
      dimensions: [m("Orders.region", "string")],
    },
  ],
};

const harvest: Catalogue = {
  cubes: [
    {
      name: "yields",
      measures: [m("yields.total", "sum"), m("yields.average", "avg")],
      dimensions: [m("yields.crop", "string"), m("yields.farm", "string")],
    },
    {
      name: "farms",
      measures: [m("farms.count", "count"), m("farms.total", "sum")],
      dimensions: [m("farms.county", "string")],
    },
  ],
};

describe.each([
  {
    name: "grants",
    catalogue: grants,
    question: "total disbursements by region",
    want: { measures: ["Disbursements.total"], dimensions: ["Disbursements.region"] },
    counted: "total orders by region",
    countedWant: { measures: ["Orders.count"], dimensions: ["Orders.region"] },
  },
  {
    name: "harvest",
    catalogue: harvest,
    question: "total yields by crop",
    want: { measures: ["yields.total"], dimensions: ["yields.crop"] },
    counted: "total farms by county",
    countedWant: { measures: ["farms.count"], dimensions: ["farms.county"] },
  },
])("totals of uncountable rows ($name)", ({ catalogue, question, want, counted, countedWant }) => {
  const ask = asker(catalogue);
  it("reads 'total <rows>' as the measure named total when the rows have no count", () => {
    expect(ask(question)).toEqual(want);
  });
  it("still counts rows that have a count", () => {
    expect(ask(counted)).toEqual(countedWant);
  });
});
