/**
 * Found on `ifoodsettlement`: "monthly total pedido in 2024 based on data pedido", with a `DimDataPedido` calendar
 * cube beside the orders' own `dataPedido`, dated the orders by their first date (`dataPrevistaPagamento`): "data
 * pedido" read the calendar cube. In a question about time, a phrase that names a date of the cube in use as well as
 * it names a cube is that date. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const settlements: Catalogue = {
  cubes: [
    {
      name: "FatVenda",
      measures: [m("FatVenda.totalVenda", "count"), m("FatVenda.valorVenda", "sum")],
      dimensions: [m("FatVenda.dataPagamento", "time"), m("FatVenda.dataVenda", "time")],
    },
    {
      name: "DimDataVenda",
      measures: [m("DimDataVenda.count", "count")],
      dimensions: [m("DimDataVenda.nomeMes", "string"), m("DimDataVenda.diaData", "time")],
    },
  ],
};

const shipping: Catalogue = {
  cubes: [
    {
      name: "FactShipment",
      measures: [m("FactShipment.count", "count"), m("FactShipment.totalWeight", "sum")],
      dimensions: [m("FactShipment.invoicedDate", "time"), m("FactShipment.shipDate", "time")],
    },
    {
      name: "DimShipDate",
      measures: [m("DimShipDate.count", "count")],
      dimensions: [m("DimShipDate.monthName", "string"), m("DimShipDate.calendarDay", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: settlements,
    question: "monthly valor venda in 2024 based on data venda",
    want: {
      measures: ["FatVenda.valorVenda"],
      timeDimensions: [
        { dimension: "FatVenda.dataVenda", granularity: "month", dateRange: ["2024-01-01", "2024-12-31"] },
      ],
    },
  },
  {
    catalogue: shipping,
    question: "weekly total weight last month based on ship date",
    want: {
      measures: ["FactShipment.totalWeight"],
      timeDimensions: [{ dimension: "FactShipment.shipDate", granularity: "week", dateRange: "last month" }],
    },
  },
])("a date named like a calendar cube ($question)", (c) => {
  it("dates the answer", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
