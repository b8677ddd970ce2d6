/**
 * Found on `footfall`: "average dwell time" read `avg_dwell_time_down` ("Average Dwell Time Down", listed first)
 * instead of `avg_dwell_time`, because "down" is a function word and so no part of either name's coverage; and
 * "average dwell time down", said in full, then lost its last word. Of names the words cover equally, the one that
 * adds no word the question did not say wins; a function word that ends a name is part of saying it whole. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const queues: Catalogue = {
  cubes: [
    {
      name: "queue_waits",
      measures: [
        m("queue_waits.avg_wait_time_up", "avg", "Average Wait Time Up"),
        m("queue_waits.avg_wait_time", "number", "Average Wait Time"),
      ],
      dimensions: [m("queue_waits.counter", "string"), m("queue_waits.joined_at", "time")],
    },
  ],
};

const cranes: Catalogue = {
  cubes: [
    {
      name: "crane_lifts",
      measures: [
        m("crane_lifts.total_load_over", "sum", "Total Load Over"),
        m("crane_lifts.total_load", "sum", "Total Load"),
      ],
      dimensions: [m("crane_lifts.site", "string"), m("crane_lifts.lifted_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "queues",
    catalogue: queues,
    question: "average wait time by counter",
    want: { measures: ["queue_waits.avg_wait_time"], dimensions: ["queue_waits.counter"] },
  },
  {
    name: "queues, said in full",
    catalogue: queues,
    question: "average wait time up by counter",
    want: { measures: ["queue_waits.avg_wait_time_up"], dimensions: ["queue_waits.counter"] },
  },
  {
    name: "cranes",
    catalogue: cranes,
    question: "total load by site",
    want: { measures: ["crane_lifts.total_load"], dimensions: ["crane_lifts.site"] },
  },
  {
    name: "cranes, said in full",
    catalogue: cranes,
    question: "total load over by site",
    want: { measures: ["crane_lifts.total_load_over"], dimensions: ["crane_lifts.site"] },
  },
])("names the words cover alike ($name: $question)", (c) => {
  it("take the one that adds no unsaid word", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
