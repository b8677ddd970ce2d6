/**
 * Found on `hoaadmin` ("the supplier with CUIT 30-71234567-8" filtered "30") and `publicfinance` ("where financial
 * year is 2024-2025" became the value 2024 and the year 2025): numbers joined by hyphens are one value typed whole,
 * a tax id or a financial year, and no period; an ISO date stays a date. A question that opens by showing an entity,
 * with nothing to count or break down, lists it (rule 2). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const vendors: Catalogue = {
  cubes: [
    {
      name: "suppliers",
      measures: [m("suppliers.count", "count")],
      dimensions: [
        m("suppliers.name", "string"),
        m("suppliers.taxId", "string", "Tax ID"),
        m("suppliers.city", "string"),
        m("suppliers.createdAt", "time"),
      ],
    },
  ],
};

const budgets: Catalogue = {
  cubes: [
    {
      name: "budgets",
      measures: [m("budgets.allocated", "sum", "Total Allocated"), m("budgets.spent", "sum", "Total Spent")],
      dimensions: [m("budgets.fiscalYear", "string", "Fiscal Year"), m("budgets.startsOn", "time")],
    },
  ],
};

describe.each([
  {
    name: "vendors",
    catalogue: vendors,
    question: "show the supplier with tax id 30-71234567-8",
    want: {
      dimensions: ["suppliers.name"],
      filters: [{ member: "suppliers.taxId", operator: "equals", values: ["30-71234567-8"] }],
    },
  },
  {
    name: "vendors",
    catalogue: vendors,
    question: "show suppliers created on 2025-03-01",
    want: {
      dimensions: ["suppliers.name"],
      timeDimensions: [{ dimension: "suppliers.createdAt", dateRange: ["2025-03-01", "2025-03-01"] }],
    },
  },
  {
    name: "budgets",
    catalogue: budgets,
    question: "total allocated and total spent where fiscal year is 2024-2025",
    want: {
      measures: ["budgets.allocated", "budgets.spent"],
      filters: [{ member: "budgets.fiscalYear", operator: "equals", values: ["2024-2025"] }],
    },
  },
])("numbers joined by hyphens ($name: $question)", (c) => {
  it("are one value", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

const crews: Catalogue = {
  cubes: [
    {
      name: "pilots",
      measures: [m("pilots.count", "count")],
      dimensions: [m("pilots.fullName", "string"), m("pilots.base", "string"), m("pilots.licenseNo", "string")],
    },
  ],
};

describe.each([
  { catalogue: vendors, question: "show the suppliers", want: { dimensions: ["suppliers.name"] } },
  {
    catalogue: vendors,
    question: "show suppliers by city",
    want: { measures: ["suppliers.count"], dimensions: ["suppliers.city"] },
  },
  {
    catalogue: crews,
    question: "show me the pilot with license no 44-1029-7",
    want: {
      dimensions: ["pilots.fullName"],
      filters: [{ member: "pilots.licenseNo", operator: "equals", values: ["44-1029-7"] }],
    },
  },
  {
    catalogue: crews,
    question: "show pilots per base",
    want: { measures: ["pilots.count"], dimensions: ["pilots.base"] },
  },
])("showing an entity ($question)", (c) => {
  it("lists it unless it is broken down", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
