/**
 * Found on `testruns` (cubes `Tbtestplan`, `Tbtestcases`, `Tbfeature`), on two catalogues of our own: a table
 * prefix run into a cube's name ("tbl", "tb") says nothing of what its rows are, so the noun after it names the cube.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "Tblcustomers",
      measures: [m("Tblcustomers.count", "count")],
      dimensions: [m("Tblcustomers.name", "string"), m("Tblcustomers.region", "string")],
    },
    {
      name: "Tblorders",
      measures: [m("Tblorders.count", "count"), m("Tblorders.amount", "sum")],
      dimensions: [m("Tblorders.status", "string")],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "Tbvehicles",
      measures: [m("Tbvehicles.count", "count")],
      dimensions: [m("Tbvehicles.name", "string"), m("Tbvehicles.make", "string")],
    },
    {
      name: "Tbtrips",
      measures: [m("Tbtrips.count", "count"), m("Tbtrips.distance", "sum")],
      dimensions: [m("Tbtrips.purpose", "string")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    counted: "how many customers do we have?",
    countedWant: { measures: ["Tblcustomers.count"] },
    grouped: "customers by region",
    groupedWant: { measures: ["Tblcustomers.count"], dimensions: ["Tblcustomers.region"] },
  },
  {
    name: "fleet",
    catalogue: fleet,
    counted: "how many vehicles do we have?",
    countedWant: { measures: ["Tbvehicles.count"] },
    grouped: "vehicles by make",
    groupedWant: { measures: ["Tbvehicles.count"], dimensions: ["Tbvehicles.make"] },
  },
])("cube names behind a table prefix ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("counts the cube the noun names", () => expect(ask(c.counted)).toEqual(c.countedWant));
  it("groups its rows", () => expect(ask(c.grouped)).toEqual(c.groupedWant));
});
