/**
 * "claim number of the claim with the highest days to settle": "number of" right after a word that, with "number",
 * names a column (`company_claim_number`) is that column, not a count. "The number of invoices" still counts. Found
 * on `insurance`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const parcels: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count"), m("shipments.total_weight", "sum")],
      dimensions: [
        m("shipments.carrier_shipment_number", "string"),
        m("shipments.shipment_description", "string"),
        m("shipments.weight_kg", "number"),
      ],
    },
  ],
};

const billing: Catalogue = {
  cubes: [
    {
      name: "Invoices",
      measures: [m("Invoices.count", "count"), m("Invoices.totalDue", "sum")],
      dimensions: [
        m("Invoices.vendorInvoiceNumber", "string"),
        m("Invoices.invoiceDescription", "string"),
        m("Invoices.amountDue", "number"),
      ],
    },
  ],
};

describe.each([
  {
    name: "parcels",
    catalogue: parcels,
    question: "shipment number of the shipment with the highest weight kg",
    columns: ["shipments.carrier_shipment_number", "shipments.weight_kg"],
    counted: "the number of shipments",
    count: "shipments.count",
  },
  {
    name: "billing",
    catalogue: billing,
    question: "invoice number of the invoice with the highest amount due",
    columns: ["Invoices.vendorInvoiceNumber", "Invoices.amountDue"],
    counted: "number of invoices",
    count: "Invoices.count",
  },
])('a column name ending in "number" before "of" ($name)', ({ catalogue, question, columns, counted, count }) => {
  it("is the column", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns, order: [[columns[1], "desc"]], limit: 1 });
  });
  it('leaves "number of" a count elsewhere', () => {
    expect(asker(catalogue)(counted)).toEqual({ measures: [count] });
  });
});
