/**
 * Found on `ordersbr`: "payment value by payment type since 2018-01-01" dropped its period, because the payments have
 * no date of their own. Rows of a cube named after another cube's entity (`OrderPayments`, `OrderItems` of `Orders`)
 * belong to its rows, so a period dates them by that cube's date. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "Orders",
      measures: [m("Orders.count", "count")],
      dimensions: [m("Orders.status", "string"), m("Orders.purchasedAt", "time"), m("Orders.deliveredAt", "time")],
    },
    {
      name: "OrderPayments",
      measures: [m("OrderPayments.paymentValue", "sum")],
      dimensions: [m("OrderPayments.paymentType", "string")],
    },
    { name: "Sellers", measures: [m("Sellers.count", "count")], dimensions: [m("Sellers.state", "string")] },
  ],
};

const billing: Catalogue = {
  cubes: [
    {
      name: "invoices",
      measures: [m("invoices.count", "count")],
      dimensions: [m("invoices.customer", "string"), m("invoices.issued_at", "time")],
    },
    {
      name: "invoice_lines",
      measures: [m("invoice_lines.amount", "sum")],
      dimensions: [m("invoice_lines.product", "string")],
    },
  ],
};

describe.each([
  {
    catalogue: shop,
    question: "payment value by payment type since 2018-01-01",
    want: {
      measures: ["OrderPayments.paymentValue"],
      dimensions: ["OrderPayments.paymentType"],
      filters: [{ member: "Orders.purchasedAt", operator: "afterOrOnDate", values: ["2018-01-01"] }],
    },
  },
  {
    catalogue: billing,
    question: "quarterly amount by product in 2024",
    want: {
      measures: ["invoice_lines.amount"],
      dimensions: ["invoice_lines.product"],
      timeDimensions: [
        { dimension: "invoices.issued_at", granularity: "quarter", dateRange: ["2024-01-01", "2024-12-31"] },
      ],
    },
  },
])("a period on rows with no date of their own ($question)", (c) => {
  it("dates them by the rows they belong to", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
