/**
 * Found on `wastesync`: in "total volume from Mirpur sts", "Mirpur" before the cube `sts` (secondary transfer
 * stations, named by its initials) went to the users' `state` column: the cube's word ends in "s" and was taken
 * for a plural, which describes rows instead of naming one. A cube named by its initials is no plural. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const waste: Catalogue = {
  cubes: [
    {
      name: "trips",
      measures: [m("trips.count", "count"), m("trips.total_tonnes", "sum")],
      dimensions: [m("trips.sts_id", "string"), m("trips.departed_at", "time")],
    },
    {
      name: "sts",
      measures: [m("sts.count", "count")],
      dimensions: [m("sts.id", "string"), m("sts.name", "string"), m("sts.ward", "string")],
    },
    {
      name: "users",
      measures: [m("users.count", "count")],
      dimensions: [m("users.state", "string"), m("users.email", "string")],
    },
  ],
};

const retail: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count"), m("shipments.total_units", "sum")],
      dimensions: [m("shipments.dcs_id", "string"), m("shipments.shipped_at", "time")],
    },
    {
      name: "dcs",
      measures: [m("dcs.count", "count")],
      dimensions: [m("dcs.id", "string"), m("dcs.name", "string"), m("dcs.county", "string")],
    },
  ],
};

describe.each([
  {
    name: "waste",
    catalogue: waste,
    question: "total tonnes from Mirpur sts",
    want: {
      measures: ["trips.total_tonnes"],
      filters: [{ member: "sts.name", operator: "equals", values: ["Mirpur"] }],
    },
  },
  {
    name: "retail",
    catalogue: retail,
    question: "total units from the Leeds DCS",
    want: {
      measures: ["shipments.total_units"],
      filters: [{ member: "dcs.name", operator: "equals", values: ["Leeds"] }],
    },
  },
])("a name before a cube named by initials ($name: $question)", (c) => {
  it("is that cube's name", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
