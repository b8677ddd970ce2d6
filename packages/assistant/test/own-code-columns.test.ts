/**
 * Found on `bankproducts` (blind, first contact): "total current balance by currency" grouped by a reference cube's
 * `currency_name`, although the balances carry their own `currency_code`. Like a name column, a code column of the
 * cube in use names the entity without a join (rule 10); where the cube has both, its name column comes first. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const treasury: Catalogue = {
  cubes: [
    {
      name: "cash_positions",
      measures: [m("cash_positions.total_cash", "sum")],
      dimensions: [m("cash_positions.currency_code", "string"), m("cash_positions.as_of", "time")],
    },
    {
      name: "fx_trades",
      measures: [m("fx_trades.count", "count"), m("fx_trades.total_notional", "sum")],
      dimensions: [m("fx_trades.currency_code", "string"), m("fx_trades.desk", "string")],
    },
    {
      name: "ref_currency",
      title: "ISO Currency Reference",
      measures: [m("ref_currency.total_currencies", "count", "Total Reference Currency Count")],
      dimensions: [
        m("ref_currency.currency_name", "string", "Currency Name"),
        m("ref_currency.symbol", "string", "Currency Symbol"),
      ],
    },
  ],
};

const airline: Catalogue = {
  cubes: [
    {
      name: "departures",
      measures: [m("departures.count", "count"), m("departures.avg_delay", "avg")],
      dimensions: [m("departures.airport_code", "string"), m("departures.airport_name", "string")],
    },
    {
      name: "airport",
      measures: [m("airport.count", "count")],
      dimensions: [m("airport.name", "string"), m("airport.country", "string")],
    },
  ],
};

describe.each([
  {
    name: "treasury",
    catalogue: treasury,
    question: "total cash by currency",
    want: { measures: ["cash_positions.total_cash"], dimensions: ["cash_positions.currency_code"] },
  },
  {
    name: "airline",
    catalogue: airline,
    question: "average delay by airport",
    want: { measures: ["departures.avg_delay"], dimensions: ["departures.airport_name"] },
  },
])("a grouping named like another cube, with the cube in use's own code column ($name: $question)", (c) => {
  it("is the own column, its name before its code", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
