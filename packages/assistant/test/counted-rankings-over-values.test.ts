/**
 * "bottom 3 product types by gross profit" when a rank-zone column holds `bottom_p1`: a ranking word with its count
 * ranks; the value's distinctive word alone does not stand for the value there. Typed whole ("bottom p1") or
 * without a count, it still is the value. Found on `adtech`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const shelves: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.profit", "sum")],
      dimensions: [m("sales.category", "string"), m("sales.zone", "string")],
    },
  ],
  values: { "sales.zone": ["top_p1", "mid_p1", "bottom_p1"] },
};

const league: Catalogue = {
  cubes: [
    {
      name: "clubs",
      measures: [m("clubs.count", "count"), m("clubs.total_points", "sum")],
      dimensions: [m("clubs.name", "string"), m("clubs.table_band", "string")],
    },
  ],
  values: { "clubs.table_band": ["top_d2", "middle_d2", "bottom_d2"] },
};

const ask = (catalogue: Catalogue, question: string) =>
  createEngine(catalogue).answer({ question, values: catalogue.values, now: NOW }).query;

describe.each([
  {
    name: "shelves",
    catalogue: shelves,
    ranked: "bottom 3 categories by profit",
    by: "sales.category",
    measure: "sales.profit",
    valued: "profit for bottom p1",
    column: "sales.zone",
    value: "bottom_p1",
  },
  {
    name: "league",
    catalogue: league,
    ranked: "top 5 club names by total points",
    by: "clubs.name",
    measure: "clubs.total_points",
    valued: "total points of clubs in the top d2",
    column: "clubs.table_band",
    value: "top_d2",
  },
])(
  "a ranking word with its count beside a value's word ($name)",
  ({ catalogue, ranked, by, measure, valued, column, value }) => {
    it("ranks", () => {
      const query = ask(catalogue, ranked);
      expect(query).toMatchObject({ measures: [measure], dimensions: [by] });
      expect(query?.filters).toBeUndefined();
      expect(query?.limit).toBeGreaterThan(1);
    });
    it("leaves the value typed whole a value", () => {
      expect(ask(catalogue, valued)?.filters).toEqual([{ member: column, operator: "equals", values: [value] }]);
    });
  },
);
