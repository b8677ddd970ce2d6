/**
 * Found on `retailscans` ("sales and units sold by product category" grouped by the product dimension's `category`
 * while the transactions have their own, at 0.95) and `medpractice` ("visits by patient gender" beside
 * `Clinical.gender`): another cube's noun and its column, when the measured rows have a column of that name, is the
 * measured rows' own (rule 10; no join). Not a label or a status, and not when the phrase says more than the copy
 * ("charts by user account status" is the users' status). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const scans: Catalogue = {
  cubes: [
    {
      name: "Transactions",
      measures: [m("Transactions.totalSales", "sum"), m("Transactions.unitsSold", "sum")],
      dimensions: [m("Transactions.category", "string"), m("Transactions.status", "string")],
    },
    {
      name: "ProductDimension",
      measures: [m("ProductDimension.count", "count")],
      dimensions: [
        m("ProductDimension.productName", "string"),
        m("ProductDimension.category", "string"),
        m("ProductDimension.status", "string"),
      ],
    },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "Visits",
      measures: [m("Visits.visitCount", "count")],
      dimensions: [m("Visits.gender", "string"), m("Visits.status", "string"), m("Visits.visitDate", "time")],
    },
    {
      name: "Patients",
      measures: [m("Patients.count", "count")],
      dimensions: [
        m("Patients.name", "string"),
        m("Patients.gender", "string"),
        m("Patients.status", "string", "Account Status"),
      ],
    },
  ],
};

describe.each([
  {
    catalogue: scans,
    question: "sales and units sold by product category",
    want: { measures: ["Transactions.totalSales", "Transactions.unitsSold"], dimensions: ["Transactions.category"] },
  },
  {
    catalogue: clinic,
    question: "visits by patient gender",
    want: { measures: ["Visits.visitCount"], dimensions: ["Visits.gender"] },
  },
])("another cube's column the measured rows copy ($question)", (c) => {
  it("is the measured rows' own", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: scans,
    question: "sales by product status",
    want: { measures: ["Transactions.totalSales"], dimensions: ["ProductDimension.status"] },
  },
  {
    catalogue: clinic,
    question: "visits by patient account status",
    want: { measures: ["Visits.visitCount"], dimensions: ["Patients.status"] },
  },
])("a status, or a phrase that says more than the copy ($question)", (c) => {
  it("stays the other cube's column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
