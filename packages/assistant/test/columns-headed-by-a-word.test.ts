/**
 * Found on `footfall`: "zones" named both the cube `fact_zone_visits`, whose rows are visits and whose name "zone"
 * only qualifies, and its column `geometry_zone`, whose last word is the zone; the tie went to the cube and so to its
 * label `geometry_name`. A column the word heads beats a cube it only qualifies, and a cube grouped by is not
 * "measured" when a time grouping picks the dated cube ("by zone by month"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const docks: Catalogue = {
  cubes: [
    {
      name: "fact_dock_unloads",
      measures: [m("fact_dock_unloads.count", "count"), m("fact_dock_unloads.total_pallets", "sum")],
      dimensions: [
        m("fact_dock_unloads.unload_id", "string"),
        m("fact_dock_unloads.bay_name", "string"),
        m("fact_dock_unloads.bay_dock", "string"),
        m("fact_dock_unloads.unloaded_at", "time"),
      ],
    },
    {
      name: "fact_gate_passes",
      measures: [m("fact_gate_passes.count", "count")],
      dimensions: [m("fact_gate_passes.bay_dock", "string"), m("fact_gate_passes.passed_at", "time")],
    },
  ],
};

const parks: Catalogue = {
  cubes: [
    {
      name: "trail_walks",
      measures: [m("trail_walks.count", "count"), m("trail_walks.total_steps", "sum")],
      dimensions: [
        m("trail_walks.route_name", "string"),
        m("trail_walks.route_trail", "string"),
        m("trail_walks.walked_at", "time"),
      ],
    },
    {
      name: "ranger_checks",
      measures: [m("ranger_checks.count", "count")],
      dimensions: [m("ranger_checks.route_trail", "string"), m("ranger_checks.checked_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "docks",
    catalogue: docks,
    question: "top 3 docks by total pallets",
    want: {
      measures: ["fact_dock_unloads.total_pallets"],
      dimensions: ["fact_dock_unloads.bay_dock"],
      order: [["fact_dock_unloads.total_pallets", "desc"]],
      limit: 3,
    },
  },
  {
    name: "docks, by month",
    catalogue: docks,
    question: "total pallets by dock by month",
    want: {
      measures: ["fact_dock_unloads.total_pallets"],
      dimensions: ["fact_dock_unloads.bay_dock"],
      timeDimensions: [{ dimension: "fact_dock_unloads.unloaded_at", granularity: "month" }],
    },
  },
  {
    name: "docks, listed",
    catalogue: docks,
    question: "show unload id and dock",
    want: { dimensions: ["fact_dock_unloads.unload_id", "fact_dock_unloads.bay_dock"] },
  },
  {
    name: "parks",
    catalogue: parks,
    question: "total steps for each trail by month",
    want: {
      measures: ["trail_walks.total_steps"],
      dimensions: ["trail_walks.route_trail"],
      timeDimensions: [{ dimension: "trail_walks.walked_at", granularity: "month" }],
    },
  },
  {
    name: "parks, ranked",
    catalogue: parks,
    question: "top 5 trails by total steps",
    want: {
      measures: ["trail_walks.total_steps"],
      dimensions: ["trail_walks.route_trail"],
      order: [["trail_walks.total_steps", "desc"]],
      limit: 5,
    },
  },
])("a word that heads a column and only qualifies a cube ($name: $question)", (c) => {
  it("groups by the column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
