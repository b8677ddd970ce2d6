/**
 * Found on `issueflow` (blind, first contact): "statuses with an average time in status of at most 2 days" grouped
 * the intervals by `status_id`, where the same cube has `status_name`. A plural qualified by a condition on a
 * measure is a column of the measured cube; rows go by their names, so its name column comes before a key column
 * the words read as well. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [
        m("tickets.ticket_key", "string"),
        m("tickets.status_name", "string"),
        m("tickets.created_at", "time"),
      ],
    },
    {
      name: "ticket_status_spans",
      measures: [m("ticket_status_spans.count", "count"), m("ticket_status_spans.avg_hours", "avg")],
      dimensions: [
        m("ticket_status_spans.status_id", "string"),
        m("ticket_status_spans.status_name", "string"),
        m("ticket_status_spans.entered_at", "time"),
      ],
    },
  ],
};

const projects: Catalogue = {
  cubes: [
    {
      name: "projects",
      measures: [m("projects.count", "count")],
      dimensions: [m("projects.phase_name", "string"), m("projects.started_at", "time")],
    },
    {
      name: "project_phase_logs",
      measures: [m("project_phase_logs.count", "count"), m("project_phase_logs.total_days", "sum")],
      dimensions: [
        m("project_phase_logs.phase_key", "string"),
        m("project_phase_logs.phase_name", "string"),
        m("project_phase_logs.logged_at", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "statuses with avg hours of at most 5",
    want: {
      measures: ["ticket_status_spans.avg_hours"],
      dimensions: ["ticket_status_spans.status_name"],
      filters: [{ member: "ticket_status_spans.avg_hours", operator: "lte", values: ["5"] }],
    },
  },
  {
    name: "projects",
    catalogue: projects,
    question: "phases with total days over 30",
    want: {
      measures: ["project_phase_logs.total_days"],
      dimensions: ["project_phase_logs.phase_name"],
      filters: [{ member: "project_phase_logs.total_days", operator: "gt", values: ["30"] }],
    },
  },
])("a plural qualified by a measure's condition ($name: $question)", (c) => {
  it("is the measured cube's name column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
