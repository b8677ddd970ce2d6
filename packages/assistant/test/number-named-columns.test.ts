/**
 * "sessions by number of events" with a numeric column `Sessions.numberEvents` beside an `Events` cube: "number of"
 * and the word after it spell the column's whole name, and the question names the column's own cube, so the phrase
 * is that column (a grouping, or the target of a condition), not a count of the other cube's rows. Without its cube
 * named ("number of events by day") the phrase still counts. Found on `product` (p17, p18). Two catalogues of our
 * own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const site: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.numberPages", "number"), m("visits.startedAt", "time")],
    },
    {
      name: "pages",
      measures: [m("pages.count", "count")],
      dimensions: [m("pages.path", "string"), m("pages.viewedAt", "time")],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [m("orders.number_items", "number"), m("orders.placedAt", "time")],
    },
    {
      name: "items",
      measures: [m("items.count", "count")],
      dimensions: [m("items.sku", "string"), m("items.addedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "site",
    catalogue: site,
    grouped: "visits by number of pages",
    compared: "how many visits had a number of pages above 20?",
    counted: "number of pages by day",
    own: "visits",
    column: "visits.numberPages",
    other: "pages",
  },
  {
    name: "shop",
    catalogue: shop,
    grouped: "orders by number of items",
    compared: "how many orders had a number of items above 5?",
    counted: "number of items by day",
    own: "orders",
    column: "orders.number_items",
    other: "items",
  },
])("a numeric column named 'number of ...' ($name)", (c) => {
  const engine = createEngine(c.catalogue);
  const ask = (question: string) => engine.answer({ question, now: NOW }).query;

  it("groups by the column when its own cube is counted", () => {
    expect(ask(c.grouped)).toEqual({ measures: [`${c.own}.count`], dimensions: [c.column] });
  });
  it("compares the column when its own cube is counted", () => {
    expect(ask(c.compared)).toEqual({
      measures: [`${c.own}.count`],
      filters: [{ member: c.column, operator: "gt", values: [c.compared.match(/\d+/)![0]] }],
    });
  });
  it("still counts the other cube's rows when its own cube is not named", () => {
    expect(ask(c.counted)?.measures).toEqual([`${c.other}.count`]);
  });
});
