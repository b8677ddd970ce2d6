/**
 * A word that names one cube and, as well, a column of the cube the question is about (`States` and the projects'
 * own `state`): listed among that cube's columns, or qualified by "where" and a condition on its measure, it is the
 * column (rule 10: a member of a cube the answer already uses), not the other cube's rows. Found on `solar`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinics: Catalogue = {
  cubes: [
    {
      name: "Regions",
      measures: [m("Regions.count", "count", "Number of Regions")],
      dimensions: [m("Regions.name", "string", "Region Name"), m("Regions.code", "string", "Region Code")],
    },
    {
      name: "Clinics",
      measures: [m("Clinics.count", "count"), m("Clinics.averageWait", "avg", "Average Wait Time")],
      dimensions: [
        m("Clinics.name", "string", "Name"),
        m("Clinics.region", "string", "Region"),
        m("Clinics.manager", "string", "Manager"),
      ],
    },
  ],
};

const depots: Catalogue = {
  cubes: [
    {
      name: "Countries",
      measures: [m("Countries.count", "count", "Number of Countries")],
      dimensions: [m("Countries.name", "string", "Country Name")],
    },
    {
      name: "Warehouses",
      measures: [m("Warehouses.count", "count"), m("Warehouses.totalStock", "sum", "Total Stock")],
      dimensions: [
        m("Warehouses.city", "string", "City"),
        m("Warehouses.country", "string", "Country"),
        m("Warehouses.operator", "string", "Operator"),
      ],
    },
  ],
};

describe.each([
  {
    name: "clinics",
    catalogue: clinics,
    listed: "show the name, region and manager of clinics",
    listing: { dimensions: ["Clinics.name", "Clinics.region", "Clinics.manager"] },
    qualified: "regions where average wait time is between 10 and 30",
    breakdown: {
      measures: ["Clinics.averageWait"],
      dimensions: ["Clinics.region"],
      filters: [
        { member: "Clinics.averageWait", operator: "gte", values: ["10"] },
        { member: "Clinics.averageWait", operator: "lte", values: ["30"] },
      ],
    },
  },
  {
    name: "depots",
    catalogue: depots,
    listed: "show the city, country and operator of warehouses",
    listing: { dimensions: ["Warehouses.city", "Warehouses.country", "Warehouses.operator"] },
    qualified: "countries whose total stock is over 5000",
    breakdown: {
      measures: ["Warehouses.totalStock"],
      dimensions: ["Warehouses.country"],
      filters: [{ member: "Warehouses.totalStock", operator: "gt", values: ["5000"] }],
    },
  },
])("entity words as the own cube's columns ($name)", ({ catalogue, listed, listing, qualified, breakdown }) => {
  const ask = asker(catalogue);

  it("reads a word listed among a cube's columns as that cube's column", () => {
    expect(ask(listed)).toEqual(listing);
  });

  it("reads the rows that 'where' or 'whose' qualifies by a measure as the measure's cube's column", () => {
    expect(ask(qualified)).toEqual(breakdown);
  });
});
