/**
 * "how many products have a listing price above 30?": "listing" or "list" opening a column's name ("listing price",
 * "list price") is that column, not a request to list rows; the count stays a plain count. Found on `adtech`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const bookshop: Catalogue = {
  cubes: [
    {
      name: "books",
      measures: [m("books.count", "count")],
      dimensions: [m("books.title", "string"), m("books.list_price", "number")],
    },
  ],
};

const homes: Catalogue = {
  cubes: [
    {
      name: "Houses",
      measures: [m("Houses.count", "count")],
      dimensions: [m("Houses.streetName", "string"), m("Houses.listingPriceAmount", "number")],
    },
  ],
};

describe.each([
  {
    name: "bookshop",
    catalogue: bookshop,
    question: "how many books have a list price above 30?",
    column: "books.list_price",
    count: "books.count",
    value: "30",
  },
  {
    name: "homes",
    catalogue: homes,
    question: "how many houses have a listing price over 500000",
    column: "Houses.listingPriceAmount",
    count: "Houses.count",
    value: "500000",
  },
])("a list word opening a column's name ($name)", ({ catalogue, question, column, count, value }) => {
  it("is the column, and the count is not a listing", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      filters: [{ member: column, operator: "gt", values: [value] }],
    });
  });
});
