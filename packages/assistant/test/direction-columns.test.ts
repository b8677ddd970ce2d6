import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * Columns whose names open with a preposition ("to_account", "from_page"), columns named by a word and a digit
 * ("sensor1"), and heads qualified by a count ("from accounts with more than 10 transfers"). Two domains of our own.
 */
const payments: Catalogue = {
  cubes: [
    {
      name: "wire_transfers",
      measures: [
        member("wire_transfers.count", "count"),
        member("wire_transfers.amount", "sum"),
        member("wire_transfers.from_accounts_count", "countDistinct"),
      ],
      dimensions: [
        member("wire_transfers.from_account", "string"),
        member("wire_transfers.to_account", "string"),
        member("wire_transfers.sent_at", "time"),
      ],
    },
    {
      name: "card_transactions",
      measures: [member("card_transactions.count", "count")],
      dimensions: [member("card_transactions.merchant", "string"), member("card_transactions.created_at", "time")],
    },
  ],
};

const web: Catalogue = {
  cubes: [
    {
      name: "PageViews",
      measures: [member("PageViews.count", "count")],
      dimensions: [
        member("PageViews.from_page", "string"),
        member("PageViews.page", "string"),
        member("PageViews.to_page", "string"),
        member("PageViews.viewed_at", "time"),
      ],
    },
    {
      name: "probes",
      measures: [member("probes.count", "count")],
      dimensions: [
        member("probes.sensor1", "number"),
        member("probes.sensor2", "number"),
        member("probes.site", "string"),
      ],
    },
  ],
};

describe("a column whose name opens with a preposition", () => {
  it("payments: 'to account' is not the from account", () => {
    const ask = asker(payments);
    expect(ask("top 5 to accounts by total amount")).toEqual({
      measures: ["wire_transfers.amount"],
      dimensions: ["wire_transfers.to_account"],
      order: [["wire_transfers.amount", "desc"]],
      limit: 5,
    });
    expect(ask("how many wire transfers have no to account")).toEqual({
      measures: ["wire_transfers.count"],
      filters: [{ member: "wire_transfers.to_account", operator: "notSet" }],
    });
  });

  it("web: 'to page' is the to page, and a bare 'pages' is the page, not the from page", () => {
    const ask = asker(web);
    expect(ask("page views by to page")).toEqual({ measures: ["PageViews.count"], dimensions: ["PageViews.to_page"] });
    expect(ask("page views by page")).toEqual({ measures: ["PageViews.count"], dimensions: ["PageViews.page"] });
  });
});

describe("the rows a count condition qualifies are a breakdown", () => {
  it("payments: 'from accounts with more than 10 wire transfers' groups by the account", () => {
    expect(asker(payments)("from accounts with more than 10 wire transfers")).toEqual({
      measures: ["wire_transfers.count"],
      dimensions: ["wire_transfers.from_account"],
      filters: [{ member: "wire_transfers.count", operator: "gt", values: ["10"] }],
    });
  });

  it("web: 'pages with at least 100 views' groups by the page", () => {
    expect(asker(web)("pages with at least 100 views last month")).toEqual({
      measures: ["PageViews.count"],
      dimensions: ["PageViews.page"],
      timeDimensions: [{ dimension: "PageViews.viewed_at", dateRange: "last month" }],
      filters: [{ member: "PageViews.count", operator: "gte", values: ["100"] }],
    });
  });
});

describe("names typed as written: a word run into a digit, and 'txs'", () => {
  it("web: 'sensor1 and sensor2' are the two columns", () => {
    expect(asker(web)("show sensor1 and sensor2 of probes")).toEqual({
      dimensions: ["probes.sensor1", "probes.sensor2"],
    });
  });

  it("payments: 'txs' are transactions", () => {
    expect(asker(payments)("no. of txs per day in the last 7 days")).toEqual({
      measures: ["card_transactions.count"],
      timeDimensions: [{ dimension: "card_transactions.created_at", granularity: "day", dateRange: "last 7 days" }],
    });
  });
});
