/**
 * Found on `einvoicing`: "invoices with currency code USD" grouped by `exchange_rate_usd` and by the currency code,
 * because "USD" was read as a word of that column's name. An ISO 4217 code typed in capitals, in a catalogue with
 * a currency column, is that column's value. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "invoices",
      measures: [m("invoices.count", "count")],
      dimensions: [
        m("invoices.currency_code", "string"),
        m("invoices.exchange_rate_usd", "string"),
        m("invoices.posted_at", "time"),
      ],
    },
  ],
};

const treasury: Catalogue = {
  cubes: [
    {
      name: "transfers",
      measures: [m("transfers.count", "count"), m("transfers.total_amount", "sum")],
      dimensions: [m("transfers.currency", "string"), m("transfers.fee_eur", "string"), m("transfers.bank", "string")],
    },
  ],
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "invoices with currency code USD",
    want: {
      measures: ["invoices.count"],
      filters: [{ member: "invoices.currency_code", operator: "equals", values: ["USD"] }],
    },
  },
  {
    name: "treasury",
    catalogue: treasury,
    question: "total amount of transfers in EUR by bank",
    want: {
      measures: ["transfers.total_amount"],
      dimensions: ["transfers.bank"],
      filters: [{ member: "transfers.currency", operator: "equals", values: ["EUR"] }],
    },
  },
])("a currency code beside a column named with it ($name: $question)", (c) => {
  it("is a value of the currency column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
