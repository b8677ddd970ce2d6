/**
 * Found on `gameliveops` and `cropscouting`: "recharges since 2025-06-01 by payment channel", for a cube `recharge`,
 * read "recharges" as the verb dating the period (`recharge_time`) and counted nothing: the plural of the cube's own
 * name is its rows. "servers with fewer than 1000 DAU, ordered by server" sorted by `active_servers`: a sort that says
 * the words of a column the question already reads sorts by that column. "how many crops did each organization wet
 * last quarter" grouped by the wet date by day: a date column right before a period dates the period, it does not
 * join the grouping before it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const arcade: Catalogue = {
  cubes: [
    {
      name: "recharge",
      measures: [m("recharge.transactions", "count"), m("recharge.amount", "sum")],
      dimensions: [
        m("recharge.channel", "string"),
        m("recharge.recharge_time", "time"),
        m("recharge.shard_id", "string"),
      ],
    },
    {
      name: "daily_active",
      measures: [m("daily_active.dau", "count_distinct"), m("daily_active.active_shards", "count_distinct")],
      dimensions: [m("daily_active.shard_id", "string"), m("daily_active.log_date", "time")],
    },
  ],
};

const orchard: Catalogue = {
  cubes: [
    {
      name: "restock",
      measures: [m("restock.count", "count"), m("restock.crates", "sum")],
      dimensions: [
        m("restock.picker", "string"),
        m("restock.orchard_id", "string"),
        m("restock.restock_date", "time"),
        m("restock.ship_date", "time"),
      ],
    },
    {
      name: "inspections",
      measures: [m("inspections.count", "count"), m("inspections.inspected_blocks", "count_distinct")],
      dimensions: [m("inspections.block_id", "string"), m("inspections.inspected_at", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: arcade,
    question: "recharges since 2025-06-01 by channel",
    want: {
      measures: ["recharge.transactions"],
      dimensions: ["recharge.channel"],
      filters: [{ member: "recharge.recharge_time", operator: "afterOrOnDate", values: ["2025-06-01"] }],
    },
  },
  {
    catalogue: orchard,
    question: "restocks since 2025-03-01 by picker",
    want: {
      measures: ["restock.count"],
      dimensions: ["restock.picker"],
      filters: [{ member: "restock.restock_date", operator: "afterOrOnDate", values: ["2025-03-01"] }],
    },
  },
])("the plural of a cube's own name before a period ($question)", (c) => {
  it("counts the cube's rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: arcade,
    question: "shards with fewer than 1000 DAU, ordered by shard",
    want: {
      measures: ["daily_active.dau"],
      dimensions: ["daily_active.shard_id"],
      filters: [{ member: "daily_active.dau", operator: "lt", values: ["1000"] }],
      order: [["daily_active.shard_id", "asc"]],
    },
  },
  {
    catalogue: orchard,
    question: "blocks with more than 5 inspections, sorted by block",
    want: {
      measures: ["inspections.count"],
      dimensions: ["inspections.block_id"],
      filters: [{ member: "inspections.count", operator: "gt", values: ["5"] }],
      order: [["inspections.block_id", "asc"]],
    },
  },
])("a sort saying the words of a grouped column ($question)", (c) => {
  it("sorts by that column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: orchard,
    question: "how many crates did each picker ship last month",
    want: {
      measures: ["restock.crates"],
      dimensions: ["restock.picker"],
      timeDimensions: [{ dimension: "restock.ship_date", dateRange: "last month" }],
    },
  },
  {
    catalogue: arcade,
    question: "total amount per channel recharge last week",
    want: {
      measures: ["recharge.amount"],
      dimensions: ["recharge.channel"],
      timeDimensions: [{ dimension: "recharge.recharge_time", dateRange: "last week" }],
    },
  },
])("a date column right after a grouping and before a period ($question)", (c) => {
  it("dates the period and groups nothing", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
