/**
 * Found on `got-deaths`: the validated "deaths by method in season 2", stored with an extra `importance >= 2`, adapted
 * to "deaths by method in season 6" changed both filters to 6. A number changes where the question had it: when
 * several filters hold it, only those on a member the word before it names ("season"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue, type ValidatedExample } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const series: Catalogue = {
  cubes: [
    {
      name: "Deaths",
      measures: [m("Deaths.count", "count")],
      dimensions: [m("Deaths.season_id", "number"), m("Deaths.importance", "number"), m("Deaths.method", "string")],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [m("orders.aisle", "number"), m("orders.items", "number"), m("orders.channel", "string")],
    },
  ],
};

const validated = (question: string, member: string, extra: string, grouping: string): ValidatedExample => ({
  question,
  query: {
    measures: [grouping.split(".")[0] + ".count"],
    dimensions: [grouping],
    filters: [
      { member, operator: "equals", values: ["2"] },
      { member: extra, operator: "gte", values: ["2"] },
    ],
  },
});

describe.each([
  {
    name: "series",
    catalogue: series,
    example: validated("deaths by method in season 2", "Deaths.season_id", "Deaths.importance", "Deaths.method"),
    question: "deaths by method in season 6",
    member: "Deaths.season_id",
    extra: "Deaths.importance",
  },
  {
    name: "shop",
    catalogue: shop,
    example: validated("orders by channel from aisle 2", "orders.aisle", "orders.items", "orders.channel"),
    question: "orders by channel from aisle 7",
    member: "orders.aisle",
    extra: "orders.items",
  },
])("a validated number beside an extra filter with the same number ($name)", (c) => {
  const answer = createEngine(c.catalogue, [c.example], { now: () => NOW }).answer({ question: c.question, now: NOW });
  const valueOf = (member: string) =>
    (answer.query?.filters as { member: string; values: string[] }[] | undefined)?.find((f) => f.member === member)
      ?.values;

  it("is adapted from the validated query", () => expect(answer.source).toBe("validated"));
  it("changes the number asked about", () => expect(valueOf(c.member)).toEqual([c.question.match(/\d+/)![0]]));
  it("keeps the extra filter as validated", () => expect(valueOf(c.extra)).toEqual(["2"]));
});
