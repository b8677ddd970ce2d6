/**
 * Found on `retailscans` ("sales by store for stores whose state is Texas or Oklahoma" also grouped by the stores'
 * `state`) and `latamstores` ("where store name is Tienda Central" kept "Central", the stores being titled
 * "Tiendas"): the column a value is stated of is the filter's and no grouping, though the phrase was read again as
 * another cube's column; and after "is" a word that reads the column's own cube is part of the value. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const retail: Catalogue = {
  cubes: [
    {
      name: "Transactions",
      measures: [m("Transactions.totalSales", "sum")],
      dimensions: [m("Transactions.storeName", "string"), m("Transactions.state", "string")],
    },
    {
      name: "StoreDimension",
      measures: [m("StoreDimension.count", "count")],
      dimensions: [m("StoreDimension.storeName", "string"), m("StoreDimension.state", "string")],
    },
  ],
};

const shops: Catalogue = {
  cubes: [
    {
      name: "Sales",
      measures: [m("Sales.valueSold", "sum", "Valor vendido")],
      dimensions: [m("Sales.soldAt", "time")],
    },
    {
      name: "Stores",
      title: "Tiendas",
      measures: [m("Stores.count", "count")],
      dimensions: [m("Stores.name", "string", "Nombre")],
    },
  ],
};

describe.each([
  {
    catalogue: retail,
    question: "sales by store for stores whose state is Texas or Oklahoma",
    want: {
      measures: ["Transactions.totalSales"],
      dimensions: ["Transactions.storeName"],
      filters: [{ member: "Transactions.state", operator: "equals", values: ["Texas", "Oklahoma"] }],
    },
  },
  {
    catalogue: shops,
    question: "value sold where store name is Tienda Central",
    want: {
      measures: ["Sales.valueSold"],
      filters: [{ member: "Stores.name", operator: "equals", values: ["Tienda Central"] }],
    },
  },
])("a value stated of a column ($question)", (c) => {
  it("filters that column only", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
