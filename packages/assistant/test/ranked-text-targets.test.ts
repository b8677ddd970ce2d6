/**
 * Found on `liquorsales`: "top 5 item descriptions ending with 'Vodka' by revenue" filtered the descriptions but
 * dropped them as the grouping. The ranked column is searched and broken down by at once. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const support: Catalogue = {
  cubes: [
    {
      name: "Calls",
      measures: [m("Calls.count", "count"), m("Calls.total_score", "sum")],
      dimensions: [m("Calls.agent_name", "string"), m("Calls.queue", "string")],
    },
  ],
};

const hiking: Catalogue = {
  cubes: [
    {
      name: "Hikes",
      measures: [m("Hikes.count", "count"), m("Hikes.total_distance", "sum")],
      dimensions: [m("Hikes.trail_name", "string"), m("Hikes.region", "string")],
    },
  ],
};

describe.each([
  {
    name: "support",
    catalogue: support,
    question: "top 3 agent names starting with 'Jo' by total score",
    want: {
      measures: ["Calls.total_score"],
      dimensions: ["Calls.agent_name"],
      filters: [{ member: "Calls.agent_name", operator: "startsWith", values: ["Jo"] }],
      order: [["Calls.total_score", "desc"]],
      limit: 3,
    },
  },
  {
    name: "hiking",
    catalogue: hiking,
    question: "top 5 trail names containing 'Ridge' by total distance",
    want: {
      measures: ["Hikes.total_distance"],
      dimensions: ["Hikes.trail_name"],
      filters: [{ member: "Hikes.trail_name", operator: "contains", values: ["Ridge"] }],
      order: [["Hikes.total_distance", "desc"]],
      limit: 5,
    },
  },
])("a ranked column searched by text ($name: $question)", (c) => {
  it("is filtered and broken down by", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
