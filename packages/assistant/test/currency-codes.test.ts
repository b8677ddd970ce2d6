/**
 * Found on the filter fields of `freight`, `portfolios`, `forexapp`, `cloudcost` and `finance`: "freight charge in
 * EUR by lane" put EUR on whichever text column came first (a weight typed as text, a deposit type), with no
 * dictionary to say otherwise. A three-letter ISO 4217 code typed in capitals is the currency of an amount: it goes
 * to a column named for currency, in the cubes the question is about first. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const haulage: Catalogue = {
  cubes: [
    {
      name: "Consignments",
      measures: [m("Consignments.count", "count"), m("Consignments.haulage_charge", "sum")],
      dimensions: [
        m("Consignments.gross_weight_kg", "string"),
        m("Consignments.route", "string"),
        m("Consignments.charge_currency", "string"),
      ],
    },
  ],
};

const brokerage: Catalogue = {
  cubes: [
    {
      name: "trades",
      measures: [m("trades.count", "count"), m("trades.notional", "sum")],
      dimensions: [
        m("trades.trade_kind", "string"),
        m("trades.desk", "string"),
        m("trades.settlementCurrency", "string"),
      ],
    },
    {
      name: "accounts",
      measures: [m("accounts.count", "count")],
      dimensions: [m("accounts.base_currency", "string"), m("accounts.segment", "string")],
    },
  ],
};

describe.each([
  {
    name: "haulage",
    catalogue: haulage,
    question: "haulage charge in EUR by route",
    want: {
      measures: ["Consignments.haulage_charge"],
      dimensions: ["Consignments.route"],
      filters: [{ member: "Consignments.charge_currency", operator: "equals", values: ["EUR"] }],
    },
  },
  {
    name: "brokerage",
    catalogue: brokerage,
    question: "notional of GBP trades by desk",
    want: {
      measures: ["trades.notional"],
      dimensions: ["trades.desk"],
      filters: [{ member: "trades.settlementCurrency", operator: "equals", values: ["GBP"] }],
    },
  },
])("a currency code without a dictionary ($name: $question)", (c) => {
  it("filters the currency of the cube asked about", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
  it("is the field the question filters on", () =>
    expect(
      createEngine(c.catalogue)
        .filterFields(c.question)
        .map((field) => field.name),
    ).toEqual(c.want.filters.map((filter) => filter.member)));
});

it("a word that is also a code, typed in lower case, is no currency", () =>
  expect(createEngine(brokerage).filterFields("all trades by desk")).toEqual([]));
