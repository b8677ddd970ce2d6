/**
 * "open conversations by agent" with `Channels.openconversationcount` beside `Conversations.status` = open: the
 * words before a cube's noun that are a dictionary value of one of that cube's columns are that value and those
 * rows, not another cube's measure whose name the whole phrase spells. A measure of the rows' own cube is still
 * read whole. Found on `messaging` (msg07, msg29, msg56). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const support: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.status", "string"), m("tickets.agent", "string")],
    },
    {
      name: "queues",
      measures: [m("queues.count", "count"), m("queues.openTicketCount", "sum")],
      dimensions: [m("queues.name", "string")],
    },
  ],
};

const parcels: Catalogue = {
  cubes: [
    {
      name: "parcels",
      measures: [m("parcels.count", "count")],
      dimensions: [m("parcels.state", "string"), m("parcels.route", "string")],
    },
    {
      name: "depots",
      measures: [m("depots.count", "count"), m("depots.lost_parcels", "sum")],
      dimensions: [m("depots.city", "string")],
    },
  ],
};

interface NamedRowsCase {
  name: string;
  catalogue: Catalogue;
  values: Record<string, string[]>;
  question: string;
  listing: string;
  rows: string;
  column: string;
  value: string;
  grouping: string;
  ownCube: [question: string, measure: string];
}

describe.each<NamedRowsCase>([
  {
    name: "support",
    catalogue: support,
    values: { "tickets.status": ["open", "closed"] },
    question: "open tickets by agent",
    listing: "list the agent of open tickets",
    rows: "tickets",
    column: "tickets.status",
    value: "open",
    grouping: "tickets.agent",
    ownCube: ["open ticket count by queue name", "queues.openTicketCount"],
  },
  {
    name: "parcels",
    catalogue: parcels,
    values: { "parcels.state": ["delivered", "lost"] },
    question: "lost parcels by route",
    listing: "list the route of lost parcels",
    rows: "parcels",
    column: "parcels.state",
    value: "lost",
    grouping: "parcels.route",
    ownCube: ["lost parcels by depot city", "depots.lost_parcels"],
  },
])("a value before its rows' noun ($name)", (c) => {
  const engine = createEngine(c.catalogue);
  const ask = (question: string) => engine.answer({ question, values: c.values, now: NOW }).query;
  const filter = { member: c.column, operator: "equals", values: [c.value] };

  it("counts the rows that have the value", () => {
    expect(ask(c.question)).toEqual({ measures: [`${c.rows}.count`], dimensions: [c.grouping], filters: [filter] });
  });
  it("lists the rows that have the value", () => {
    expect(ask(c.listing)).toEqual({ dimensions: [c.grouping], filters: [filter] });
  });
  it("still reads the other cube's measure when the question is about that cube", () => {
    expect(ask(c.ownCube[0])?.measures).toEqual([c.ownCube[1]]);
  });
});
