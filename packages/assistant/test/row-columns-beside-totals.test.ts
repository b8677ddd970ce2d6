/**
 * Found on `faaflights` and `salescrm`: a number column and the totals over it named by the same words
 * ("departure delay": `dep_delay` and "Total Departure Delay"; "amount": `amount` and `total_amount`). "how many
 * flights had a departure delay over 60" tested the total, and "opportunity names sorted by amount" broke the names
 * down by the total. With no aggregation word typed, a condition on the counted rows and a sort of listed rows are
 * about each row's own column. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const support: Catalogue = {
  cubes: [
    {
      name: "Calls",
      measures: [
        m("Calls.count", "count"),
        { ...m("Calls.total_resp_time", "sum"), title: "Total Response Time" },
        { ...m("Calls.avg_resp_time", "avg"), title: "Average Response Time" },
        m("Calls.total_score", "sum"),
        m("Calls.avg_score", "avg"),
      ],
      dimensions: [
        m("Calls.agent_name", "string"),
        m("Calls.resp_time", "number"),
        m("Calls.score", "number"),
        m("Calls.queue", "string"),
        m("Calls.started_at", "time"),
      ],
    },
  ],
};

const hiking: Catalogue = {
  cubes: [
    {
      name: "Hikes",
      measures: [
        m("Hikes.count", "count"),
        { ...m("Hikes.total_elev_gain", "sum"), title: "Total Elevation Gain" },
        m("Hikes.total_distance", "sum"),
        m("Hikes.avg_distance", "avg"),
      ],
      dimensions: [
        m("Hikes.trail_name", "string"),
        m("Hikes.elev_gain", "number"),
        m("Hikes.distance", "number"),
        m("Hikes.region", "string"),
        m("Hikes.hiked_on", "time"),
      ],
    },
  ],
};

const answer = (catalogue: Catalogue, question: string) =>
  createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW });

describe.each([
  {
    name: "support",
    catalogue: support,
    question: "how many calls had a response time over 30?",
    want: { measures: ["Calls.count"], filters: [{ member: "Calls.resp_time", operator: "gt", values: ["30"] }] },
  },
  {
    name: "hiking",
    catalogue: hiking,
    question: "hikes with elevation gain over 800 by region",
    want: {
      measures: ["Hikes.count"],
      dimensions: ["Hikes.region"],
      filters: [{ member: "Hikes.elev_gain", operator: "gt", values: ["800"] }],
    },
  },
])("a condition on the counted rows ($name: $question)", (c) => {
  it("tests each row's column, not the total", () => expect(answer(c.catalogue, c.question).query).toEqual(c.want));
});

describe.each([
  {
    name: "support",
    catalogue: support,
    question: "agent names sorted by score descending",
    want: { dimensions: ["Calls.agent_name", "Calls.score"], order: [["Calls.score", "desc"]] },
  },
  {
    name: "hiking",
    catalogue: hiking,
    question: "trail names sorted by distance descending",
    want: { dimensions: ["Hikes.trail_name", "Hikes.distance"], order: [["Hikes.distance", "desc"]] },
  },
])("a sort of listed rows ($name: $question)", (c) => {
  it("is by each row's column, and the listing is asked for", () => {
    const reply = answer(c.catalogue, c.question);
    expect(reply.query).toEqual(c.want);
    expect(reply.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

it("a total named with its aggregation word is still the total", () =>
  expect(answer(support, "queues with total response time over 1000").query).toEqual({
    measures: ["Calls.total_resp_time"],
    dimensions: ["Calls.queue"],
    filters: [{ member: "Calls.total_resp_time", operator: "gt", values: ["1000"] }],
  }));
