/**
 * Found on `gameliveops`: "revenue by payment channel" answered with another cube's `rev` ("Total revenue") eight
 * times, five at 0.95, because "revenue" covered only half of `revenue_vnd`: the currency a measure's name ends with
 * says what it is counted in, as its aggregation does, and "revenue" names it whole. The two then tie, and the rest
 * of the question picks the cube; with nothing else to go by, a name spelled as written comes before one read
 * through an abbreviation, and the name that adds no word is read ("warehousing cost" is `warehousing_cost`, not
 * `warehousing_cost_usd`), its cube answering the rest. And "cost per install" is `cpi_vnd` ("Cost per install"),
 * not `cost_vnd` and an install column: initials that are also an English word ("CPI") stand for the words where
 * the member's description spells them out. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const game: Catalogue = {
  cubes: [
    {
      name: "purchases",
      measures: [m("purchases.count", "count"), m("purchases.revenue_vnd", "sum")],
      dimensions: [m("purchases.payment_channel", "string"), m("purchases.bought_at", "time")],
    },
    {
      name: "daily_kpis",
      measures: [
        m("daily_kpis.rev", "sum", undefined, "Total revenue"),
        m("daily_kpis.cost_vnd", "sum", undefined, "Acquisition cost"),
        m("daily_kpis.cpi_vnd", "number", undefined, "Cost per install (VND)"),
      ],
      dimensions: [
        m("daily_kpis.media_source", "string"),
        m("daily_kpis.is_paid_install", "string"),
        m("daily_kpis.report_date", "time"),
      ],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "invoices",
      measures: [m("invoices.count", "count"), m("invoices.amount_eur", "sum")],
      dimensions: [m("invoices.customer_segment", "string"), m("invoices.issued_at", "time")],
    },
    {
      name: "ledger",
      measures: [
        m("ledger.amt", "sum", undefined, "Posted amount"),
        m("ledger.cogs", "sum", undefined, "Cost of goods sold"),
        m("ledger.cost", "sum"),
      ],
      dimensions: [m("ledger.account", "string"), m("ledger.posted_on", "time")],
    },
    {
      name: "profit_by_order",
      measures: [m("profit_by_order.storage_cost_usd", "sum")],
      dimensions: [m("profit_by_order.country", "string")],
    },
    {
      name: "storage",
      measures: [m("storage.storage_cost", "sum")],
      dimensions: [m("storage.country", "string")],
    },
    { name: "dim_country", measures: [], dimensions: [m("dim_country.country", "string")] },
  ],
};

describe.each([
  {
    catalogue: game,
    question: "total revenue by payment channel",
    want: { measures: ["purchases.revenue_vnd"], dimensions: ["purchases.payment_channel"] },
  },
  {
    catalogue: game,
    question: "revenue by media source",
    want: { measures: ["daily_kpis.rev"], dimensions: ["daily_kpis.media_source"] },
  },
  {
    catalogue: shop,
    question: "amount by customer segment",
    want: { measures: ["invoices.amount_eur"], dimensions: ["invoices.customer_segment"] },
  },
  {
    catalogue: shop,
    question: "amount by account",
    want: { measures: ["ledger.amt"], dimensions: ["ledger.account"] },
  },
  {
    catalogue: shop,
    question: "storage cost by country",
    want: { measures: ["storage.storage_cost"], dimensions: ["storage.country"] },
  },
])("a measure whose name ends with its currency ($question)", (c) => {
  it("is named whole by its other words", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: game,
    question: "cost per install by media source",
    want: { measures: ["daily_kpis.cpi_vnd"], dimensions: ["daily_kpis.media_source"] },
  },
  {
    catalogue: shop,
    question: "cost of goods sold by account",
    want: { measures: ["ledger.cogs"], dimensions: ["ledger.account"] },
  },
])("words whose initials are an English word in a name ($question)", (c) => {
  it("name that member where its description spells them", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
