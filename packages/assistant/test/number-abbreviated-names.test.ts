/**
 * Found on `farepay`: `vehicleno` was not read by "vehicle numbers": the run-together name was not split, as "no"
 * was too short a word for the splitter. "no" ends column names as "id" and "at" do (`invoiceno`, `accountno`), and
 * the catalogue's "no" is short for "number" (a person's "no" is not: "no coupon"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "Invoices",
      measures: [m("Invoices.count", "count"), m("Invoices.amount", "sum")],
      dimensions: [
        m("Invoices.invoiceno", "string"),
        m("Invoices.customername", "string"),
        m("Invoices.phonenumber", "string"),
        m("Invoices.issuedat", "time"),
      ],
    },
  ],
};

const banking: Catalogue = {
  cubes: [
    {
      name: "Accounts",
      measures: [m("Accounts.count", "count"), m("Accounts.balance", "sum")],
      dimensions: [
        m("Accounts.accountno", "string"),
        m("Accounts.branchcode", "string"),
        m("Accounts.mobilenumber", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "list invoice numbers and customer names",
    want: { dimensions: ["Invoices.invoiceno", "Invoices.customername"] },
  },
  {
    name: "banking",
    catalogue: banking,
    question: "balance by account number",
    want: { measures: ["Accounts.balance"], dimensions: ["Accounts.accountno"] },
  },
])("a name ending in 'no' ($name: $question)", (c) => {
  it("is read by 'number'", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a typed 'no' stays a negation", () =>
  expect(asker(billing)("invoices with no customer name")).toEqual({
    measures: ["Invoices.count"],
    filters: [{ member: "Invoices.customername", operator: "notSet" }],
  }));
