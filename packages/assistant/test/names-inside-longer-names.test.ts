/**
 * A member's whole name inside a longer phrase that reads another member better is part of that phrase:
 * "insured freight cost" is `declaredInsuredFreightCost`, not `freight_cost` plus a measure for a stray "insured".
 * Found on `markets` ("effective gas price") and `feedback` ("average sentiment score"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shipping: Catalogue = {
  cubes: [
    {
      name: "consignments",
      measures: [
        m("consignments.count", "count"),
        m("consignments.freight_cost", "sum"),
        m("consignments.declaredInsuredFreightCost", "sum"),
      ],
      dimensions: [m("consignments.carrier", "string"), m("consignments.shipped_at", "time")],
    },
  ],
};

const purchasing: Catalogue = {
  cubes: [
    {
      name: "InvoiceLines",
      measures: [
        m("InvoiceLines.count", "count"),
        m("InvoiceLines.unitPrice", "avg"),
        m("InvoiceLines.supplierNetUnitPrice", "avg"),
      ],
      dimensions: [m("InvoiceLines.supplier", "string"), m("InvoiceLines.invoicedAt", "time")],
    },
  ],
};

describe("a whole name inside a longer phrase", () => {
  it("reads the longer member, not the shorter one and a stray word (shipping)", () => {
    expect(asker(shipping)("insured freight cost by carrier")).toEqual({
      measures: ["consignments.declaredInsuredFreightCost"],
      dimensions: ["consignments.carrier"],
    });
    expect(asker(shipping)("freight cost by carrier")).toEqual({
      measures: ["consignments.freight_cost"],
      dimensions: ["consignments.carrier"],
    });
  });

  it("reads the longer member, not the shorter one and a stray word (purchasing)", () => {
    expect(asker(purchasing)("net unit price by supplier")).toEqual({
      measures: ["InvoiceLines.supplierNetUnitPrice"],
      dimensions: ["InvoiceLines.supplier"],
    });
    expect(asker(purchasing)("unit price by supplier")).toEqual({
      measures: ["InvoiceLines.unitPrice"],
      dimensions: ["InvoiceLines.supplier"],
    });
  });
});
