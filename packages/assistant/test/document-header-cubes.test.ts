/**
 * Found on `einvoicing` (an ERP model): documents stored as header tables, `sales_invoice_header` and
 * `sales_cr_memo_header`. "invoices" went to another cube's `invoice_amounts` column and "credit memos" to the boolean
 * `prepayment_credit_memo`, because "header" counted as a word of the entity and "credit memos" named only part of
 * the cube. A header row is the document itself; a plural head noun names its cube after the name's other words
 * too ("credit memos", with "cr" short for credit); and "invoice no" is the invoices' `no` (number). Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "sales_invoice_header",
      measures: [m("sales_invoice_header.count", "count")],
      dimensions: [
        m("sales_invoice_header.no", "string"),
        m("sales_invoice_header.document_status", "string"),
        m("sales_invoice_header.prepayment_invoice", "boolean"),
      ],
    },
    {
      name: "sales_cr_memo_header",
      measures: [m("sales_cr_memo_header.count", "count")],
      dimensions: [
        m("sales_cr_memo_header.reason_code", "string"),
        m("sales_cr_memo_header.prepayment_credit_memo", "boolean"),
      ],
    },
    {
      name: "customer",
      measures: [m("customer.count", "count")],
      dimensions: [m("customer.invoice_amounts", "string"), m("customer.cr_memo_amounts", "string")],
    },
  ],
};

const purchasing: Catalogue = {
  cubes: [
    {
      name: "purch_rcpt_header",
      measures: [m("purch_rcpt_header.count", "count")],
      dimensions: [m("purch_rcpt_header.no", "string"), m("purch_rcpt_header.location_code", "string")],
    },
    {
      name: "purchase_order_header",
      measures: [m("purchase_order_header.count", "count")],
      dimensions: [
        m("purchase_order_header.buyer_code", "string"),
        m("purchase_order_header.open_purchase_order", "boolean"),
      ],
    },
    {
      name: "vendor",
      measures: [m("vendor.count", "count")],
      dimensions: [m("vendor.receipt_amounts", "string"), m("vendor.purchase_order_amounts", "string")],
    },
  ],
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "invoices by document status",
    want: { measures: ["sales_invoice_header.count"], dimensions: ["sales_invoice_header.document_status"] },
  },
  {
    name: "billing",
    catalogue: billing,
    question: "credit memos by reason code",
    want: { measures: ["sales_cr_memo_header.count"], dimensions: ["sales_cr_memo_header.reason_code"] },
  },
  {
    name: "billing",
    catalogue: billing,
    question: "list invoice no and document status",
    want: { dimensions: ["sales_invoice_header.no", "sales_invoice_header.document_status"] },
  },
  {
    name: "purchasing",
    catalogue: purchasing,
    question: "receipts by location code",
    want: { measures: ["purch_rcpt_header.count"], dimensions: ["purch_rcpt_header.location_code"] },
  },
  {
    name: "purchasing",
    catalogue: purchasing,
    question: "purchase orders by buyer code",
    want: { measures: ["purchase_order_header.count"], dimensions: ["purchase_order_header.buyer_code"] },
  },
  {
    name: "purchasing",
    catalogue: purchasing,
    question: "list receipt no and location code",
    want: { dimensions: ["purch_rcpt_header.no", "purch_rcpt_header.location_code"] },
  },
])("a document stored as a header table ($name: $question)", (c) => {
  it("is named by its document's noun", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
