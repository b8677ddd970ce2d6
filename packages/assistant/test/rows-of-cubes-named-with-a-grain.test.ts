/**
 * Found on `ossimpact` ("events" read as the `event_types` cube beside `timeseries_events_by_artifact`), on two
 * catalogues of our own: a cube named for its rows and its grain (`web_sessions_by_device`) that counts those rows is
 * named by them; and a table of kinds (`session_types`) named without its kind word is the rows it classifies.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sessions: Catalogue = {
  cubes: [
    {
      name: "web_sessions_by_device",
      measures: [m("web_sessions_by_device.count", "count")],
      dimensions: [
        m("web_sessions_by_device.device_name", "string"),
        m("web_sessions_by_device.session_source", "string"),
        m("web_sessions_by_device.time", "time"),
      ],
    },
    {
      name: "session_types",
      measures: [m("session_types.count", "count")],
      dimensions: [m("session_types.session_type", "string")],
    },
  ],
};

const alerts: Catalogue = {
  cubes: [
    {
      name: "infra_alerts_by_host",
      measures: [m("infra_alerts_by_host.count", "count")],
      dimensions: [
        m("infra_alerts_by_host.host_name", "string"),
        m("infra_alerts_by_host.severity", "string"),
        m("infra_alerts_by_host.raised_at", "time"),
      ],
    },
    {
      name: "alert_kinds",
      measures: [m("alert_kinds.count", "count")],
      dimensions: [m("alert_kinds.alert_kind", "string")],
    },
  ],
};

describe.each([
  {
    name: "sessions",
    catalogue: sessions,
    question: "sessions last week",
    want: {
      measures: ["web_sessions_by_device.count"],
      timeDimensions: [{ dimension: "web_sessions_by_device.time", dateRange: "last week" }],
    },
  },
  {
    name: "sessions, a trend",
    catalogue: sessions,
    question: "session trend this year",
    want: {
      measures: ["web_sessions_by_device.count"],
      timeDimensions: [{ dimension: "web_sessions_by_device.time", granularity: "month", dateRange: "this year" }],
    },
  },
  {
    name: "alerts",
    catalogue: alerts,
    question: "alerts by severity",
    want: { measures: ["infra_alerts_by_host.count"], dimensions: ["infra_alerts_by_host.severity"] },
  },
  {
    name: "alerts, a trend",
    catalogue: alerts,
    question: "alert trend this month",
    want: {
      measures: ["infra_alerts_by_host.count"],
      timeDimensions: [{ dimension: "infra_alerts_by_host.raised_at", granularity: "day", dateRange: "this month" }],
    },
  },
])("rows of a cube named with its grain ($name)", (c) => {
  it("are counted there", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
