/**
 * "top 3 failure reasons last quarter": a ranking of a column with no measure ranks its values by how many rows
 * have each, as "the most common failure reason" does; before, it listed the column with neither order nor limit.
 * Found on `telecom` (bulk SMS). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const parcels: Catalogue = {
  cubes: [
    {
      name: "Parcels",
      measures: [m("Parcels.count", "count")],
      dimensions: [m("Parcels.delayReason", "string"), m("Parcels.carrier", "string"), m("Parcels.shippedAt", "time")],
    },
  ],
  values: { "Parcels.carrier": ["DHL", "UPS"] },
};

const transfers: Catalogue = {
  cubes: [
    {
      name: "Transfers",
      measures: [m("Transfers.count", "count")],
      dimensions: [
        m("Transfers.declineCode", "string"),
        m("Transfers.network", "string"),
        m("Transfers.createdAt", "time"),
      ],
    },
  ],
  values: { "Transfers.network": ["VISA", "AMEX"] },
};

describe.each([
  {
    name: "parcels",
    catalogue: parcels,
    question: "top 3 delay reasons for UPS last quarter",
    column: "Parcels.delayReason",
    filter: { member: "Parcels.carrier", operator: "equals", values: ["UPS"] },
    date: "Parcels.shippedAt",
  },
  {
    name: "transfers",
    catalogue: transfers,
    question: "top 3 decline codes on AMEX last quarter",
    column: "Transfers.declineCode",
    filter: { member: "Transfers.network", operator: "equals", values: ["AMEX"] },
    date: "Transfers.createdAt",
  },
])("a ranking of a column with no measure ($name)", ({ catalogue, question, column, filter, date }) => {
  it("counts the rows of each value, most first", () => {
    const count = `${catalogue.cubes[0]!.name}.count`;
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      dimensions: [column],
      timeDimensions: [{ dimension: date, dateRange: "last quarter" }],
      filters: [filter],
      order: [[count, "desc"]],
      limit: 3,
    });
  });
});
