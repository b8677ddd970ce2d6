/**
 * Found on `agencysales`, where a staff cube repeats the branch, region and tenant names of the cubes it points at
 * (`user_agencies.branchName` beside `branches.name` titled "Tên Chi Nhánh"): a phrase that says a cube's whole noun
 * and one of its columns is that cube's column even when the words read a title ("tenant name" for a `name` titled
 * "Tên Đối Tác/Tenant"), several copies move to their owners together ("by tenant name and region name"), the copies
 * listed beside one that moves go with it ("branch codes and names"), and a value stated of the copy is the owner's
 * ("where region name is ..."). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const hospital: Catalogue = {
  cubes: [
    {
      name: "admissions",
      measures: [m("admissions.count", "count"), m("admissions.totalCost", "sum")],
      dimensions: [m("admissions.admittedAt", "time"), m("admissions.wardId", "string")],
    },
    {
      name: "wards",
      measures: [m("wards.count", "count")],
      dimensions: [m("wards.name", "string", "Nom du service/Ward"), m("wards.code", "string")],
    },
    {
      name: "clinics",
      measures: [m("clinics.count", "count")],
      dimensions: [m("clinics.name", "string"), m("clinics.code", "string")],
    },
    {
      name: "rota",
      measures: [m("rota.count", "count")],
      dimensions: [
        m("rota.wardName", "string"),
        m("rota.wardCode", "string"),
        m("rota.clinicName", "string"),
        m("rota.clinicCode", "string"),
        m("rota.nurseName", "string"),
      ],
    },
  ],
};

const freight: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count"), m("shipments.weight", "sum")],
      dimensions: [m("shipments.shippedAt", "time")],
    },
    {
      name: "depots",
      measures: [m("depots.count", "count")],
      dimensions: [m("depots.name", "string"), m("depots.code", "string")],
    },
    {
      name: "carriers",
      dimensions: [m("carriers.name", "string", "Nombre del transportista/Carrier"), m("carriers.code", "string")],
      measures: [],
    },
    {
      name: "dispatch_staff",
      measures: [m("dispatch_staff.count", "count")],
      dimensions: [
        m("dispatch_staff.depotName", "string"),
        m("dispatch_staff.depotCode", "string"),
        m("dispatch_staff.carrierName", "string"),
        m("dispatch_staff.driverName", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "hospital",
    catalogue: hospital,
    question: "total cost by ward name and clinic name",
    want: { measures: ["admissions.totalCost"], dimensions: ["wards.name", "clinics.name"] },
  },
  {
    name: "hospital",
    catalogue: hospital,
    question: "list clinic codes and names",
    want: { dimensions: ["clinics.code", "clinics.name"] },
  },
  {
    name: "hospital",
    catalogue: hospital,
    question: "total cost where clinic name is St Mary",
    want: {
      measures: ["admissions.totalCost"],
      filters: [{ member: "clinics.name", operator: "equals", values: ["St Mary"] }],
    },
  },
  {
    name: "freight",
    catalogue: freight,
    question: "shipment weight by carrier name and depot name",
    want: { measures: ["shipments.weight"], dimensions: ["carriers.name", "depots.name"] },
  },
  {
    name: "freight",
    catalogue: freight,
    question: "list depot codes and names",
    want: { dimensions: ["depots.code", "depots.name"] },
  },
  {
    name: "freight",
    catalogue: freight,
    question: "shipment weight where depot name is North Yard",
    want: {
      measures: ["shipments.weight"],
      filters: [{ member: "depots.name", operator: "equals", values: ["North Yard"] }],
    },
  },
])("copies of another cube's columns ($name: $question)", (c) => {
  it("are read as the owner cube's columns", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    name: "hospital",
    catalogue: hospital,
    question: "rota entries by ward name and clinic name",
    want: { measures: ["rota.count"], dimensions: ["rota.wardName", "rota.clinicName"] },
  },
  {
    name: "freight",
    catalogue: freight,
    question: "dispatch staff by depot name",
    want: { measures: ["dispatch_staff.count"], dimensions: ["dispatch_staff.depotName"] },
  },
])("copies in the cube the question is about ($name: $question)", (c) => {
  it("stay the copies", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
