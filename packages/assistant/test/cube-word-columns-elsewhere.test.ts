/**
 * Found on `hnnews`: "most common event on the newest page" with an `Events` cube that has its own `event` column,
 * and an `IntraEvents` cube with another: the grouping went to the events' label (`title`), because a second cube
 * has a column of that name. That column is in no cube the question uses, so the phrase is the events' own
 * `event` column. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const monitoring: Catalogue = {
  cubes: [
    {
      name: "Alerts",
      measures: [m("Alerts.count", "count")],
      dimensions: [
        m("Alerts.label", "string"),
        m("Alerts.alert", "string"),
        m("Alerts.shift", "string"),
        m("Alerts.raised_at", "time"),
      ],
    },
    {
      name: "AlertHistory",
      measures: [m("AlertHistory.count", "count")],
      dimensions: [m("AlertHistory.alert", "string"), m("AlertHistory.shift", "string")],
    },
  ],
  values: { "Alerts.shift": ["night", "day"], "AlertHistory.shift": ["night", "day"] },
};

const safety: Catalogue = {
  cubes: [
    {
      name: "Incidents",
      measures: [m("Incidents.count", "count")],
      dimensions: [m("Incidents.summary", "string"), m("Incidents.incident", "string"), m("Incidents.site", "string")],
    },
    {
      name: "IncidentLog",
      measures: [m("IncidentLog.count", "count")],
      dimensions: [m("IncidentLog.incident", "string"), m("IncidentLog.site", "string")],
    },
  ],
  values: { "Incidents.site": ["Leeds", "York"] },
};

function ask(catalogue: Catalogue, question: string) {
  const { values, ...rest } = catalogue;
  return createEngine(rest, [], { now: () => NOW }).answer({ question, values: values ?? {}, now: NOW }).query;
}

describe.each([
  {
    name: "monitoring",
    catalogue: monitoring,
    question: "most common alert on the night shift",
    want: {
      measures: ["Alerts.count"],
      dimensions: ["Alerts.alert"],
      filters: [{ member: "Alerts.shift", operator: "equals", values: ["night"] }],
      order: [["Alerts.count", "desc"]],
      limit: 1,
    },
  },
  {
    name: "safety",
    catalogue: safety,
    question: "incidents by site and incident",
    want: { measures: ["Incidents.count"], dimensions: ["Incidents.site", "Incidents.incident"] },
  },
])("a cube's own column named like the cube ($name: $question)", (c) => {
  it("groups by that column, not the cube's label", () => expect(ask(c.catalogue, c.question)).toEqual(c.want));
});
