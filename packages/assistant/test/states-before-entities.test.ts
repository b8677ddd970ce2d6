/**
 * Found on the filter fields of `contractors` and `finance`: without a dictionary, "overdue
 * invoices by staff name" grouped by `invoice_overdue_amount`, and "paid invoices" dropped the state for `Payments.paidAt`: a state
 * word right before the entity was read as part of a longer name of a number or time column. It describes
 * the rows, so it goes to the entity's status-like dimension. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "bills",
      measures: [m("bills.count", "count"), m("bills.total", "sum")],
      dimensions: [
        m("bills.bill_overdue_amount", "number"),
        m("bills.status", "string"),
        m("bills.clerk_name", "string"),
      ],
    },
  ],
};

const lending: Catalogue = {
  cubes: [
    {
      name: "Loans",
      measures: [m("Loans.count", "count")],
      dimensions: [m("Loans.loanState", "string"), m("Loans.branch", "string")],
    },
    {
      name: "Returns",
      measures: [m("Returns.count", "count")],
      dimensions: [m("Returns.returnedAt", "time"), m("Returns.condition", "string")],
    },
  ],
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "overdue bills by clerk name",
    want: {
      measures: ["bills.count"],
      dimensions: ["bills.clerk_name"],
      filters: [{ member: "bills.status", operator: "equals", values: ["overdue"] }],
    },
  },
  {
    name: "lending",
    catalogue: lending,
    question: "returned loans by branch",
    want: {
      measures: ["Loans.count"],
      dimensions: ["Loans.branch"],
      filters: [{ member: "Loans.loanState", operator: "equals", values: ["returned"] }],
    },
  },
])("a state word before the entity, also part of a column's name ($name: $question)", (c) => {
  it("is the entity's state", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
  it("is the field the question filters on", () =>
    expect(
      createEngine(c.catalogue)
        .filterFields(c.question)
        .map((field) => field.name),
    ).toEqual([c.want.filters[0]!.member]));
});

it("the column's whole name still reads the column", () =>
  expect(asker(billing)("bills by bill overdue amount")).toEqual({
    measures: ["bills.count"],
    dimensions: ["bills.bill_overdue_amount"],
  }));
