/**
 * Found on `hnnews`: "number of front page events ... last week", with "front" listed for `Events.page` and a
 * `Stories.avgMinutesToFrontPage` measure, read "front page" as that measure: a value word that goes on to spell
 * a member's name with the next word is that name's word. Not when the next word names the value's own column
 * wholly: "front page" is the value "front" of `page`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const news: Catalogue = {
  cubes: [
    {
      name: "Visits",
      measures: [m("Visits.count", "count")],
      dimensions: [m("Visits.section", "string"), m("Visits.visitedAt", "time")],
    },
    {
      name: "Articles",
      measures: [m("Articles.count", "count"), m("Articles.avgHoursOnHomeSection", "avg")],
      dimensions: [m("Articles.headline", "string"), m("Articles.publishedAt", "time")],
    },
  ],
  values: { "Visits.section": ["home", "sports", "opinion"] },
};

const calls: Catalogue = {
  cubes: [
    {
      name: "Calls",
      measures: [m("Calls.count", "count")],
      dimensions: [m("Calls.queue", "string"), m("Calls.startedAt", "time")],
    },
    {
      name: "Agents",
      measures: [m("Agents.count", "count"), m("Agents.minutesInPriorityQueue", "sum")],
      dimensions: [m("Agents.agentName", "string")],
    },
  ],
  values: { "Calls.queue": ["priority", "standard"] },
};

describe.each([
  {
    name: "news",
    catalogue: news,
    question: "number of home section visits last week",
    want: {
      measures: ["Visits.count"],
      timeDimensions: [{ dimension: "Visits.visitedAt", dateRange: "last week" }],
      filters: [{ member: "Visits.section", operator: "equals", values: ["home"] }],
    },
  },
  {
    name: "calls",
    catalogue: calls,
    question: "how many priority queue calls",
    want: {
      measures: ["Calls.count"],
      filters: [{ member: "Calls.queue", operator: "equals", values: ["priority"] }],
    },
  },
])("a value before its own column's name ($name: $question)", (c) => {
  it("is that column's value", () =>
    expect(createEngine(c.catalogue).answer({ question: c.question, now: NOW }).query).toEqual(c.want));
});

it("the value word inside another member's whole name still reads that member", () =>
  expect(createEngine(calls).answer({ question: "minutes in priority queue by agent name", now: NOW }).query).toEqual({
    measures: ["Agents.minutesInPriorityQueue"],
    dimensions: ["Agents.agentName"],
  }));
