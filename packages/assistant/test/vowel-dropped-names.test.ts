/**
 * Found on `labsamples` (`rprtRcvdAt` asked for as "report received date", `smplClctdAt` as "sample collected
 * date"), on two catalogues of our own: a name word written without its vowels is read from the word people type,
 * so the question finds that column, not others that share one of its words in full.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shipments: Catalogue = {
  cubes: [
    {
      name: "ShipmentHeaders",
      measures: [m("ShipmentHeaders.count", "count"), m("ShipmentHeaders.shpmntWght", "sum")],
      dimensions: [
        m("ShipmentHeaders.carrier", "string"),
        m("ShipmentHeaders.deliveryType", "string"),
        m("ShipmentHeaders.dlvrdAt", "time"),
        m("ShipmentHeaders.createdAt", "time"),
      ],
    },
  ],
};

const staff: Catalogue = {
  cubes: [
    {
      name: "EmployeeRecords",
      measures: [m("EmployeeRecords.count", "count"), m("EmployeeRecords.slryAmt", "sum")],
      dimensions: [
        m("EmployeeRecords.dprtmnt", "string"),
        m("EmployeeRecords.terminationReason", "string"),
        m("EmployeeRecords.trmntnDt", "time"),
        m("EmployeeRecords.startDate", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "shipments",
    catalogue: shipments,
    dated: "shipments by delivered date this month",
    datedWant: {
      measures: ["ShipmentHeaders.count"],
      timeDimensions: [{ dimension: "ShipmentHeaders.dlvrdAt", granularity: "day", dateRange: "this month" }],
    },
    measured: "total shipment weight by carrier",
    measuredWant: { measures: ["ShipmentHeaders.shpmntWght"], dimensions: ["ShipmentHeaders.carrier"] },
  },
  {
    name: "staff",
    catalogue: staff,
    dated: "employees by termination date this month",
    datedWant: {
      measures: ["EmployeeRecords.count"],
      timeDimensions: [{ dimension: "EmployeeRecords.trmntnDt", granularity: "day", dateRange: "this month" }],
    },
    measured: "total salary amount by department",
    measuredWant: { measures: ["EmployeeRecords.slryAmt"], dimensions: ["EmployeeRecords.dprtmnt"] },
  },
])("names written without their vowels ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("reads the date column from the words typed in full", () => expect(ask(c.dated)).toEqual(c.datedWant));
  it("reads a measure and a grouping the same way", () => expect(ask(c.measured)).toEqual(c.measuredWant));
});
