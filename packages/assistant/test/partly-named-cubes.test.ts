/**
 * Found on `covid` ("top 10 LGAs by cases" took `cases` from one cube and `lgaName` from another): a word that is
 * only part of a cube's name (`VaccinationByLga`) does not make that cube the one the question is about; the cube
 * that has a reading of every mention answers it, without joins. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const regions: Catalogue = {
  cubes: [
    {
      name: "StateTotals",
      measures: [m("StateTotals.admissions", "sum"), m("StateTotals.discharges", "sum")],
      dimensions: [m("StateTotals.stateName", "string"), m("StateTotals.date", "time")],
    },
    {
      name: "AdmissionsByLocation",
      measures: [m("AdmissionsByLocation.admissions", "sum")],
      dimensions: [m("AdmissionsByLocation.wardName", "string"), m("AdmissionsByLocation.date", "time")],
    },
    {
      name: "StaffingByWard",
      measures: [m("StaffingByWard.nurses", "sum")],
      dimensions: [m("StaffingByWard.wardName", "string"), m("StaffingByWard.date", "time")],
    },
  ],
};

const harbour: Catalogue = {
  cubes: [
    {
      name: "PortSummary",
      measures: [m("PortSummary.arrivals", "sum"), m("PortSummary.tonnage", "sum")],
      dimensions: [m("PortSummary.portName", "string")],
    },
    {
      name: "ArrivalsAtQuay",
      measures: [m("ArrivalsAtQuay.arrivals", "sum")],
      dimensions: [m("ArrivalsAtQuay.berthCode", "string")],
    },
    {
      name: "CranesByBerth",
      measures: [m("CranesByBerth.cranes", "sum")],
      dimensions: [m("CranesByBerth.berthCode", "string")],
    },
  ],
};

describe.each([
  {
    name: "regions",
    catalogue: regions,
    question: "top 5 wards by admissions",
    want: {
      measures: ["AdmissionsByLocation.admissions"],
      dimensions: ["AdmissionsByLocation.wardName"],
      order: [["AdmissionsByLocation.admissions", "desc"]],
      limit: 5,
    },
  },
  {
    name: "harbour",
    catalogue: harbour,
    question: "arrivals by berth",
    want: { measures: ["ArrivalsAtQuay.arrivals"], dimensions: ["ArrivalsAtQuay.berthCode"] },
  },
])("a word that is only part of a cube's name ($name)", (c) => {
  it("leaves the cube with a reading of every mention to answer", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
