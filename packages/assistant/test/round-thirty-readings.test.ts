/**
 * Found on round thirty (`courtpayroll`, `brandlistening`), each on two catalogues of our own: a word no dictionary
 * lists run into a column-kind word ("retweetcount", "favcount") is split before it; "records", "rows" and
 * "entries" said alone are the rows of the cube the question is about; a value typed in capitals runs on through its
 * function words and a word that reads a column ("JUIZ DE DIREITO"); "total X" is the sum named X before a column
 * named "total de X"; a verb opening the question ("compare") does not contradict the measure after it.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const posts: Catalogue = {
  cubes: [
    {
      name: "Mentions",
      measures: [
        m("Mentions.count", "count"),
        m("Mentions.repostcount", "sum"),
        m("Mentions.favcount", "sum"),
        m("Mentions.repost_reach", "sum"),
      ],
      dimensions: [m("Mentions.city", "string"), m("Mentions.sentiment", "string"), m("Mentions.posted", "time")],
    },
  ],
};

const payslips: Catalogue = {
  cubes: [
    {
      name: "Holerites",
      measures: [m("Holerites.count", "count"), m("Holerites.vencimentos", "sum"), m("Holerites.valor_liquido", "sum")],
      dimensions: [
        m("Holerites.cargo", "string"),
        m("Holerites.orgao", "string"),
        m("Holerites.direitosPessoais", "number"),
        m("Holerites.totalDeVencimentos", "number"),
        m("Holerites.pagoEm", "time"),
      ],
    },
  ],
};

const depots: Catalogue = {
  cubes: [
    {
      name: "depot_visits",
      measures: [m("depot_visits.count", "count"), m("depot_visits.relistcount", "sum")],
      dimensions: [m("depot_visits.depot", "string"), m("depot_visits.visited_on", "time")],
    },
    {
      name: "crews",
      measures: [m("crews.count", "count")],
      dimensions: [m("crews.crew_name", "string"), m("crews.shift", "string")],
    },
  ],
};

describe.each([
  {
    name: "posts, a coined word run into count",
    catalogue: posts,
    question: "total reposts by city",
    want: { measures: ["Mentions.repostcount"], dimensions: ["Mentions.city"] },
  },
  {
    name: "posts, a clipped word run into count",
    catalogue: posts,
    question: "bottom 3 cities by favorites",
    want: {
      measures: ["Mentions.favcount"],
      dimensions: ["Mentions.city"],
      order: [["Mentions.favcount", "asc"]],
      limit: 3,
    },
  },
  {
    name: "depots, a coined word run into count",
    catalogue: depots,
    question: "monthly relists by depot",
    want: {
      measures: ["depot_visits.relistcount"],
      dimensions: ["depot_visits.depot"],
      timeDimensions: [{ dimension: "depot_visits.visited_on", granularity: "month" }],
    },
  },
  {
    name: "payslips, records of the only cube",
    catalogue: payslips,
    question: "how many records do we have for January 2021",
    want: {
      measures: ["Holerites.count"],
      timeDimensions: [{ dimension: "Holerites.pagoEm", dateRange: ["2021-01-01", "2021-01-31"] }],
    },
  },
  {
    name: "payslips, a value in capitals with a function word",
    catalogue: payslips,
    question: "how many records where cargo is JUIZ DE DIREITO",
    want: {
      measures: ["Holerites.count"],
      filters: [{ member: "Holerites.cargo", operator: "equals", values: ["JUIZ DE DIREITO"] }],
    },
  },
  {
    name: "depots, a value in capitals with a function word",
    catalogue: depots,
    question: "crews where shift is NIGHT OF THE WEEKEND",
    want: {
      measures: ["crews.count"],
      filters: [{ member: "crews.shift", operator: "equals", values: ["NIGHT OF THE WEEKEND"] }],
    },
  },
  {
    name: "payslips, total of a sum beside a column named total",
    catalogue: payslips,
    question: "total vencimentos by orgao",
    want: { measures: ["Holerites.vencimentos"], dimensions: ["Holerites.orgao"] },
  },
  {
    name: "posts, a command before part of a measure's name",
    catalogue: posts,
    question: "compare reach by city",
    want: { measures: ["Mentions.repost_reach"], dimensions: ["Mentions.city"] },
  },
  {
    name: "payslips, a command before part of a measure's name",
    catalogue: payslips,
    question: "compare liquido by orgao",
    want: { measures: ["Holerites.valor_liquido"], dimensions: ["Holerites.orgao"] },
  },
])("round thirty ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("an unplaced word before records leaves them to the rows it names", () => {
  expect(asker(payslips)("bonus records by cargo")).toEqual({
    measures: ["Holerites.count"],
    dimensions: ["Holerites.cargo"],
  });
});

it("capitals joined by or are two values", () => {
  expect(asker(payslips)("how many records where cargo is JUIZ or DESEMBARGADOR")).toEqual({
    measures: ["Holerites.count"],
    filters: [{ member: "Holerites.cargo", operator: "equals", values: ["JUIZ", "DESEMBARGADOR"] }],
  });
});

it("records of the one cube the question reads are placed, so the answer is confident", () => {
  const engine = createEngine(depots, [], { now: () => NOW });
  const answer = engine.answer({ question: "number of records by crew name", now: NOW });
  expect(answer.query).toEqual({ measures: ["crews.count"], dimensions: ["crews.crew_name"] });
  expect(answer.unmatched).toEqual([]);
  expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
});
