/**
 * "MTD cost by cloud" with a `month_to_date_cost` measure: initials of a name's first words followed by its other
 * words name the member, and "MTD" there is no period. Found on `cloudcost`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const stores: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [m("stores.total_revenue", "sum"), m("stores.month_to_date_revenue", "sum")],
      dimensions: [m("stores.region", "string"), m("stores.opened_at", "time")],
    },
  ],
};

const apps: Catalogue = {
  cubes: [
    {
      name: "Apps",
      measures: [m("Apps.installs", "sum"), m("Apps.yearToDateInstalls", "sum")],
      dimensions: [m("Apps.appName", "string"), m("Apps.releasedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "stores",
    catalogue: stores,
    question: "MTD revenue by region",
    measure: "stores.month_to_date_revenue",
    by: "stores.region",
  },
  {
    name: "apps",
    catalogue: apps,
    question: "ytd installs by app name",
    measure: "Apps.yearToDateInstalls",
    by: "Apps.appName",
  },
])("initials opening a member's name ($name)", ({ catalogue, question, measure, by }) => {
  it("name the member, with no date range", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [measure], dimensions: [by] });
  });
});
