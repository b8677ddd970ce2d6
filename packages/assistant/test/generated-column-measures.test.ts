/**
 * Found on `dvdstore`, a model generated with measures for every column (`count_title`, `count_film_id`,
 * `sum_length`, `runningTotal_length` ...) and no plain `count`: "how many films" counted descriptions, "total amount"
 * was a running total, and "release years" or "sorted by length" became measures. The rows are counted by the count
 * of the cube's own key; a running total is only what the words call one or name whole (`total_cases`); and with no
 * aggregation word a phrase names the column, not a measure derived from it. Catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/** Measures generated per column, as Cube's schema generator writes them. */
const perColumn = (cube: string, column: string, numeric: boolean) => [
  ...(numeric
    ? [
        m(`${cube}.sum_${column}`, "sum"),
        m(`${cube}.avg_${column}`, "avg"),
        m(`${cube}.runningTotal_${column}`, "runningTotal"),
      ]
    : []),
  m(`${cube}.count_${column}`, "count"),
  m(`${cube}.countDistinct_${column}`, "countDistinct"),
];

const library: Catalogue = {
  cubes: [
    {
      name: "Book",
      measures: [
        ...perColumn("Book", "title", false),
        ...perColumn("Book", "book_id", true),
        ...perColumn("Book", "page_count", true),
        ...perColumn("Book", "published_year", true),
      ],
      dimensions: [
        m("Book.title", "string"),
        m("Book.bookId", "number"),
        m("Book.pageCount", "number"),
        m("Book.publishedYear", "number"),
      ],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "Sale",
      measures: [
        ...perColumn("Sale", "region", false),
        ...perColumn("Sale", "sale_id", true),
        ...perColumn("Sale", "price", true),
      ],
      dimensions: [
        m("Sale.region", "string"),
        m("Sale.saleId", "number"),
        m("Sale.price", "number"),
        m("Sale.soldAt", "time"),
      ],
    },
  ],
};

/** A hand-written running total named for what it totals. */
const outbreaks: Catalogue = {
  cubes: [
    {
      name: "reports",
      measures: [m("reports.cases", "sum"), m("reports.total_cases", "runningTotal"), m("reports.avg_cases", "avg")],
      dimensions: [m("reports.region", "string"), m("reports.reported_on", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: outbreaks,
    question: "total cases by region",
    want: { measures: ["reports.total_cases"], dimensions: ["reports.region"] },
  },
  {
    catalogue: outbreaks,
    question: "cases by region",
    want: { measures: ["reports.cases"], dimensions: ["reports.region"] },
  },
  { catalogue: library, question: "how many books", want: { measures: ["Book.count_book_id"] } },
  {
    catalogue: library,
    question: "total page count by title",
    want: { measures: ["Book.sum_page_count"], dimensions: ["Book.title"] },
  },
  {
    catalogue: library,
    question: "published years with more than 20 books",
    want: {
      measures: ["Book.count_book_id"],
      dimensions: ["Book.publishedYear"],
      filters: [{ member: "Book.count_book_id", operator: "gt", values: ["20"] }],
    },
  },
  {
    catalogue: shop,
    question: "how many sales by region",
    want: { measures: ["Sale.count_sale_id"], dimensions: ["Sale.region"] },
  },
  {
    catalogue: shop,
    question: "total price by region",
    want: { measures: ["Sale.sum_price"], dimensions: ["Sale.region"] },
  },
  {
    catalogue: shop,
    question: "running total price by region",
    want: { measures: ["Sale.runningTotal_price"], dimensions: ["Sale.region"] },
  },
  {
    catalogue: shop,
    question: "list sale ids and price sorted by price",
    want: { dimensions: ["Sale.saleId", "Sale.price"], order: [["Sale.price", "asc"]] },
  },
])("a model with measures generated per column ($question)", (c) => {
  it("reads rows, totals and columns as said", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
