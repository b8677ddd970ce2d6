/**
 * Two causes found on `library` and `workorders`, on two catalogues of our own:
 * - a word typed in capitals is a code the user copied from the data, even when it is a function word of English
 *   ("excluding DONE"), and an adjective of English typed so is a status ("tickets that are DONE"), with no
 *   dictionary (filter-fields); a code that is no adjective ("LED", "TRUCK") is not taken for a status;
 * - a granularity word after "by" that starts a member's own name is that member ("ordered by days since last
 *   visit"), not a grouping by day.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [
        m("tickets.subject", "string"),
        m("tickets.stage", "string"),
        m("tickets.channel", "string"),
        m("tickets.created_at", "time"),
      ],
    },
    {
      name: "agent_stats",
      measures: [m("agent_stats.count", "count")],
      dimensions: [
        m("agent_stats.agent_name", "string"),
        m("agent_stats.days_since_last_login", "number"),
        m("agent_stats.last_login_date", "time"),
      ],
    },
  ],
};

const freight: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count"), m("shipments.total_weight", "sum")],
      dimensions: [
        m("shipments.carrier", "string"),
        m("shipments.status", "string"),
        m("shipments.mode", "string"),
        m("shipments.shipped_at", "time"),
      ],
    },
    {
      name: "depot_health",
      measures: [m("depot_health.count", "count")],
      dimensions: [
        m("depot_health.depot_name", "string"),
        m("depot_health.days_since_last_audit", "number"),
        m("depot_health.last_audit_date", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "helpdesk",
    catalogue: helpdesk,
    stated: "how many tickets are DONE?",
    negated: "tickets by stage excluding DONE",
    status: "tickets.stage",
    ordered: "agent names ordered by days since last login descending",
    orderedBy: "agent_stats.days_since_last_login",
  },
  {
    name: "freight",
    catalogue: freight,
    stated: "how many shipments are FINISHED?",
    negated: "total weight by status excluding DONE",
    status: "shipments.status",
    ordered: "depot names ordered by days since last audit descending",
    orderedBy: "depot_health.days_since_last_audit",
  },
])("codes typed in capitals ($name)", ({ catalogue, stated, negated, status, ordered, orderedBy }) => {
  const engine = createEngine(catalogue);
  const fields = (question: string) => engine.filterFields(question).map((field) => field.name);
  it("reads an adjective typed as a code as a status, without a dictionary", () => {
    expect(fields(stated)).toEqual([status]);
  });
  it("keeps a function word typed as a code as the value it negates", () => {
    expect(fields(negated)).toEqual([status]);
  });
  it("reads a granularity word that starts a member's name as that member", () => {
    const answer = engine.answer({ question: ordered, now: NOW });
    expect(answer.query?.order).toEqual([[orderedBy, "desc"]]);
  });
});
