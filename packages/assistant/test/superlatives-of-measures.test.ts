/**
 * Found on `observability`: "5 slowest endpoints by p99 latency yesterday" lost its order and limit. After a count,
 * superlatives of time, size and cost rank by the measure: slow, long, busy and heavy high first; fast, short and
 * cheap low first (ANSWERS.md rule 7). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const web: Catalogue = {
  cubes: [
    {
      name: "page_loads",
      measures: [m("page_loads.count", "count"), m("page_loads.p90_load_ms", "max", "P90 Load Time")],
      dimensions: [m("page_loads.page", "string"), m("page_loads.loaded_at", "time")],
    },
  ],
};

const telecom: Catalogue = {
  cubes: [
    {
      name: "plans",
      measures: [m("plans.count", "count"), m("plans.avg_price", "avg", "Average Price")],
      dimensions: [m("plans.plan_name", "string"), m("plans.launched_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "web",
    catalogue: web,
    question: "10 slowest pages by p90 load time",
    want: {
      measures: ["page_loads.p90_load_ms"],
      dimensions: ["page_loads.page"],
      order: [["page_loads.p90_load_ms", "desc"]],
      limit: 10,
    },
  },
  {
    name: "telecom",
    catalogue: telecom,
    question: "3 cheapest plans by average price",
    want: {
      measures: ["plans.avg_price"],
      dimensions: ["plans.plan_name"],
      order: [["plans.avg_price", "asc"]],
      limit: 3,
    },
  },
])("a superlative of a measure after a count ($name: $question)", (c) => {
  it("ranks by the measure", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
