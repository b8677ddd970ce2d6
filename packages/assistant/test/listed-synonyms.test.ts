/**
 * "Synonyms: revenue, total value, payment volume." in a measure's description lists other names for it; each one
 * names the measure as its title does, also when it shares the measure's own words ("payment volume"). The other
 * names of a filtered count (`failed_count`: "Synonyms: declined") are that count's, not its cube's; only the
 * cube's own count lends its other names to the cube. Found on `payments`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW } from "./helpers.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [
        { name: "orders.count", type: "count", description: "Number of orders. Synonyms: purchases, baskets." },
        {
          name: "orders.total_amount",
          type: "sum",
          description: "Sum of order amounts. Synonyms: turnover, order volume, takings.",
        },
        {
          name: "orders.refunded_count",
          type: "count",
          description: "Refunded orders. Synonyms: returned, sent back.",
        },
      ],
      dimensions: [
        { name: "orders.region", type: "string" },
        { name: "orders.created_at", type: "time" },
      ],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [
        { name: "tickets.count", type: "count", description: "All tickets. Synonyms: cases, requests." },
        {
          name: "tickets.avg_handle_minutes",
          type: "avg",
          description: "Average minutes spent per ticket. Synonyms: handling time, effort.",
        },
        { name: "tickets.resolved_count", type: "count", description: "Tickets resolved. Synonyms: solved, closed." },
      ],
      dimensions: [
        { name: "tickets.team", type: "string" },
        { name: "tickets.opened_at", type: "time" },
      ],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    grouping: "orders.region",
    asked: [
      ["turnover by region", "orders.total_amount"],
      ["order volume by region", "orders.total_amount"],
      ["returned orders by region", "orders.refunded_count"],
      ["purchases by region", "orders.count"],
    ],
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    grouping: "tickets.team",
    asked: [
      ["handling time by team", "tickets.avg_handle_minutes"],
      ["solved tickets by team", "tickets.resolved_count"],
      ["cases by team", "tickets.count"],
    ],
  },
])("other names a description lists ($name)", ({ catalogue, grouping, asked }) => {
  const engine = createEngine(catalogue);
  it.each(asked)("%s reads %s", (question, measure) => {
    const answer = engine.answer({ question, now: NOW });
    expect(answer.query).toEqual({ measures: [measure], dimensions: [grouping] });
    expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
