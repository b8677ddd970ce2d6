/**
 * "students by region sorted by region" when "region" names a cube (`dim_regions`): the grouping reads the cube's
 * name column, and the sort on the same word sorts by that column, not by the count. Found on `schools`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.amount", "sum")],
      dimensions: [m("sales.sold_at", "time")],
    },
    { name: "regions", measures: [], dimensions: [m("regions.region_name", "string"), m("regions.country", "string")] },
  ],
};

const support: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [m("Tickets.priority", "string"), m("Tickets.openedAt", "time")],
    },
    { name: "Teams", measures: [m("Teams.count", "count")], dimensions: [m("Teams.teamName", "string")] },
  ],
};

describe.each([
  { name: "shop", catalogue: shop, rows: "sales", count: "sales.count", noun: "region", column: "regions.region_name" },
  {
    name: "support",
    catalogue: support,
    rows: "tickets",
    count: "Tickets.count",
    noun: "team",
    column: "Teams.teamName",
  },
])("sort by a grouped cube ($name)", ({ catalogue, rows, count, noun, column }) => {
  const ask = asker(catalogue);

  it("sorts by the column the grouping chose", () => {
    expect(ask(`${rows} by ${noun} sorted by ${noun}`)).toEqual({
      measures: [count],
      dimensions: [column],
      order: [[column, "asc"]],
    });
  });
});
