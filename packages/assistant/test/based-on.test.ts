/**
 * Found on `salesorders` ("margin dollars by customer name in March 2027 based on doc date" added the boolean
 * `is_sli_tax_based_on_invoice_total` = true): "based on" says which column a period is about; it names no member
 * by itself. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "invoices",
      measures: [m("invoices.amount", "sum")],
      dimensions: [
        m("invoices.is_tax_based_on_total", "boolean"),
        m("invoices.issued_date", "time"),
        m("invoices.paid_date", "time"),
      ],
    },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "claims",
      measures: [m("claims.count", "count")],
      dimensions: [
        m("claims.is_fee_based_on_visits", "boolean"),
        m("claims.service_date", "time"),
        m("claims.submitted_date", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "amount in March 2025 based on paid date",
    want: {
      measures: ["invoices.amount"],
      timeDimensions: [{ dimension: "invoices.paid_date", dateRange: ["2025-03-01", "2025-03-31"] }],
    },
  },
  {
    name: "clinic",
    catalogue: clinic,
    question: "claims per month based on service date",
    want: {
      measures: ["claims.count"],
      timeDimensions: [{ dimension: "claims.service_date", granularity: "month" }],
    },
  },
])("'based on' a date ($name)", (c) => {
  it("adds no boolean filter", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
