/**
 * Found on `issueflow` (blind, first contact): "average duration in days per status for KAFKA" grouped by the measured
 * cube's `status_id`, not its `status_name`: when a grouping moves to the measured cube's own column, a name column
 * comes before a key column the phrase reads as well. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const pipeline: Catalogue = {
  cubes: [
    {
      name: "deals",
      measures: [m("deals.count", "count")],
      dimensions: [m("deals.stage_name", "string"), m("deals.region", "string")],
    },
    {
      name: "stage_intervals",
      measures: [m("stage_intervals.avg_days", "avg")],
      dimensions: [
        m("stage_intervals.stage_id", "string"),
        m("stage_intervals.stage_name", "string"),
        m("stage_intervals.entered_at", "time"),
      ],
    },
  ],
  values: { "deals.region": ["EMEA", "APAC"] },
};

const support: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.queue_name", "string"), m("tickets.product", "string")],
    },
    {
      name: "queue_waits",
      measures: [m("queue_waits.avg_wait_minutes", "avg")],
      dimensions: [m("queue_waits.queue_id", "string"), m("queue_waits.queue_name", "string")],
    },
  ],
  values: { "tickets.product": ["Payroll", "Invoicing"] },
};

describe.each([
  {
    name: "pipeline",
    catalogue: pipeline,
    question: "average days per stage for EMEA",
    want: {
      measures: ["stage_intervals.avg_days"],
      dimensions: ["stage_intervals.stage_name"],
      filters: [{ member: "deals.region", operator: "equals", values: ["EMEA"] }],
    },
  },
  {
    name: "support",
    catalogue: support,
    question: "average wait minutes per queue for Payroll",
    want: {
      measures: ["queue_waits.avg_wait_minutes"],
      dimensions: ["queue_waits.queue_name"],
      filters: [{ member: "tickets.product", operator: "equals", values: ["Payroll"] }],
    },
  },
])("a grouping moved to the measured cube's own column ($name: $question)", (c) => {
  it("is its name column, not its key", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
