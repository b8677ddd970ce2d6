/**
 * Found on `selftracking`: the cube `timeline` is keyed by `key_event` and its columns repeat the noun (`cat_event`,
 * `tm_event`, `n_event`), so its rows are events; "events by event category" listed `key_event` instead of counting
 * them, and "with more than 20 events" compared the number column `n_event`. The noun a cube's key is named for,
 * repeated by its other columns and naming no other cube, names the cube's rows. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const journal: Catalogue = {
  cubes: [
    {
      name: "activity_log",
      measures: [m("activity_log.count", "count"), m("activity_log.amt_spent", "sum")],
      dimensions: [
        m("activity_log.key_entry", "string"),
        m("activity_log.cat_entry", "string"),
        m("activity_log.tm_entry", "time"),
        m("activity_log.n_entry", "number"),
      ],
    },
    {
      name: "dim_project",
      measures: [m("dim_project.count", "count")],
      dimensions: [m("dim_project.key_project", "string"), m("dim_project.project_name", "string")],
    },
  ],
};

const plant: Catalogue = {
  cubes: [
    {
      name: "shift_log",
      measures: [m("shift_log.count", "count")],
      dimensions: [
        m("shift_log.key_stop", "string"),
        m("shift_log.cat_stop", "string"),
        m("shift_log.tm_stop", "time"),
        m("shift_log.n_stop", "number"),
        m("shift_log.machine_name", "string"),
      ],
    },
    {
      name: "machines",
      measures: [m("machines.count", "count")],
      dimensions: [m("machines.name", "string"), m("machines.area", "string")],
    },
  ],
};

describe.each([
  {
    name: "journal",
    catalogue: journal,
    question: "entries by entry category",
    want: { measures: ["activity_log.count"], dimensions: ["activity_log.cat_entry"] },
  },
  {
    name: "plant",
    catalogue: plant,
    question: "machines with more than 20 stops",
    want: {
      measures: ["shift_log.count"],
      dimensions: ["shift_log.machine_name"],
      filters: [{ member: "shift_log.count", operator: "gt", values: ["20"] }],
    },
  },
])("a noun a cube's key is named for ($name: $question)", (c) => {
  it("names that cube's rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
