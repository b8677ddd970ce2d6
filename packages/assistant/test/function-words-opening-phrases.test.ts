/**
 * Found on `einvoicing`: "customers with no RFC" grouped by `rfc_no` (the RFC number), because "no RFC" was read as
 * that column's two words. A function word opens a phrase only for a name it opens too ("to address"); here "no" is
 * the determiner of a presence test (`notSet`, rule 6). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clients: Catalogue = {
  cubes: [
    {
      name: "customer",
      measures: [m("customer.count", "count")],
      dimensions: [m("customer.rfc_no", "string"), m("customer.country_code", "string"), m("customer.no", "string")],
    },
  ],
};

const suppliers: Catalogue = {
  cubes: [
    {
      name: "vendor",
      measures: [m("vendor.count", "count")],
      dimensions: [m("vendor.vat_no", "string"), m("vendor.city", "string"), m("vendor.no_series", "string")],
    },
  ],
};

describe.each([
  {
    name: "clients",
    catalogue: clients,
    question: "customers with no RFC by country code",
    want: {
      measures: ["customer.count"],
      dimensions: ["customer.country_code"],
      filters: [{ member: "customer.rfc_no", operator: "notSet" }],
    },
  },
  {
    name: "suppliers",
    catalogue: suppliers,
    question: "vendors with no VAT by city",
    want: {
      measures: ["vendor.count"],
      dimensions: ["vendor.city"],
      filters: [{ member: "vendor.vat_no", operator: "notSet" }],
    },
  },
])("'with no' before a column's word ($name: $question)", (c) => {
  it("tests the column's presence", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
