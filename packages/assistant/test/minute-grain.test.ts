/**
 * Found on `observability`: "p95 latency per minute today" read "minute" as the cube `RequestMetricsMinute` and
 * grouped by an unrelated column at confidence 0.95. Cube groups time by the minute as by the hour (ANSWERS.md
 * rule 4). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const api: Catalogue = {
  cubes: [
    {
      name: "CallsPerMinute",
      measures: [m("CallsPerMinute.callCount", "sum", "Total Calls"), m("CallsPerMinute.p95Ms", "max", "P95 Latency")],
      dimensions: [m("CallsPerMinute.region", "string"), m("CallsPerMinute.bucketStart", "time")],
    },
  ],
};

const trading: Catalogue = {
  cubes: [
    {
      name: "trades",
      measures: [m("trades.count", "count"), m("trades.volume", "sum")],
      dimensions: [m("trades.symbol", "string"), m("trades.executed_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "api",
    catalogue: api,
    question: "p95 latency per minute today",
    want: {
      measures: ["CallsPerMinute.p95Ms"],
      timeDimensions: [{ dimension: "CallsPerMinute.bucketStart", granularity: "minute", dateRange: "today" }],
    },
  },
  {
    name: "trading",
    catalogue: trading,
    question: "trade volume by minute yesterday",
    want: {
      measures: ["trades.volume"],
      timeDimensions: [{ dimension: "trades.executed_at", granularity: "minute", dateRange: "yesterday" }],
    },
  },
])("'per minute' ($name: $question)", (c) => {
  it("groups time by the minute", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
