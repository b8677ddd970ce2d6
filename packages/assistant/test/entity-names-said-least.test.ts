/**
 * Found on `ifoodsettlement`: "valor comissao by estabelecimento" grouped by `calCorporateName`, the first column
 * with "name" in it, instead of `calName`. Of an entity's columns that have a label word among others, its name is
 * the one that says least besides. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const stores: Catalogue = {
  cubes: [
    {
      name: "FactSale",
      measures: [m("FactSale.amount", "sum")],
      dimensions: [m("FactSale.storeKey", "number")],
    },
    {
      name: "DimStore",
      measures: [m("DimStore.count", "count")],
      dimensions: [
        m("DimStore.stoLegalName", "string"),
        m("DimStore.stoName", "string"),
        m("DimStore.stoCity", "string"),
      ],
    },
  ],
};

const clubs: Catalogue = {
  cubes: [
    {
      name: "Fees",
      measures: [m("Fees.total", "sum")],
      dimensions: [m("Fees.paidAt", "time")],
    },
    {
      name: "Club",
      measures: [m("Club.count", "count")],
      dimensions: [m("Club.clbSponsorName", "string"), m("Club.clbName", "string"), m("Club.clbTown", "string")],
    },
  ],
};

describe.each([
  {
    catalogue: stores,
    question: "amount by store",
    want: { measures: ["FactSale.amount"], dimensions: ["DimStore.stoName"] },
  },
  {
    catalogue: clubs,
    question: "total fees by club",
    want: { measures: ["Fees.total"], dimensions: ["Club.clbName"] },
  },
])("grouping by an entity whose columns all carry a prefix ($question)", (c) => {
  it("is by its plainest name column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
