/**
 * Found on `wastesync`: "landfill names with their opening and closing times" dropped `opens_at` and `closes_at`
 * (text columns of times) and grouped by another cube's date: "opening" was refused as another form of a text
 * column's word, a rule meant for columns named by a noun ("shipped" is no `ship_mode`). A name that inflects the
 * verb itself ("opens") takes its other forms, and a time noun after it ("closing times") is part of naming a
 * column whose name ends in "at". Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const branches: Catalogue = {
  cubes: [
    {
      name: "branch",
      measures: [m("branch.count", "count")],
      dimensions: [m("branch.name", "string"), m("branch.opens_at", "string"), m("branch.closes_at", "string")],
    },
    {
      name: "visit",
      measures: [m("visit.count", "count")],
      dimensions: [m("visit.branch_id", "string"), m("visit.arrival_time", "time")],
    },
  ],
};

const pools: Catalogue = {
  cubes: [
    {
      name: "pool",
      measures: [m("pool.count", "count")],
      dimensions: [m("pool.title", "string"), m("pool.starts_at", "string"), m("pool.finishes_at", "string")],
    },
    {
      name: "swim",
      measures: [m("swim.count", "count"), m("swim.total_laps", "sum")],
      dimensions: [m("swim.pool_id", "string"), m("swim.entry_time", "time")],
    },
  ],
};

describe.each([
  {
    name: "branches",
    catalogue: branches,
    question: "list branch names with their opening and closing times",
    want: { dimensions: ["branch.name", "branch.opens_at", "branch.closes_at"] },
  },
  {
    name: "pools",
    catalogue: pools,
    question: "show pool titles with their starting and finishing times",
    want: { dimensions: ["pool.title", "pool.starts_at", "pool.finishes_at"] },
  },
])("a column named by an inflected verb ($name: $question)", (c) => {
  it("is named by the verb's other forms", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
