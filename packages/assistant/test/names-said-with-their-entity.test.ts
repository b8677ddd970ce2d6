/**
 * Found on `einvoicing`: "list customer names containing 'SA de CV'" listed and searched the customers'
 * `cfdi_customer_name`, a column whose name says more than the question, instead of their own `name`. The entity's
 * word and a label word read the entity's own name column when the phrase read only part of another column of that
 * cube. Two catalogues of our own.
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
      dimensions: [
        m("customer.cfdi_customer_name", "string"),
        m("customer.name", "string"),
        m("customer.city", "string"),
      ],
    },
  ],
};

const sourcing: Catalogue = {
  cubes: [
    {
      name: "supplier",
      measures: [m("supplier.count", "count")],
      dimensions: [
        m("supplier.legal_supplier_name", "string"),
        m("supplier.name", "string"),
        m("supplier.country", "string"),
      ],
    },
  ],
};

describe.each([
  {
    catalogue: clients,
    question: "list customer names containing 'SA de CV'",
    want: {
      dimensions: ["customer.name"],
      filters: [{ member: "customer.name", operator: "contains", values: ["SA de CV"] }],
    },
  },
  { catalogue: clients, question: "customer names by city", want: { dimensions: ["customer.name", "customer.city"] } },
  {
    catalogue: sourcing,
    question: "list supplier names starting with 'Nord'",
    want: {
      dimensions: ["supplier.name"],
      filters: [{ member: "supplier.name", operator: "startsWith", values: ["Nord"] }],
    },
  },
  {
    catalogue: sourcing,
    question: "show supplier names and country",
    want: { dimensions: ["supplier.name", "supplier.country"] },
  },
])("an entity's word and a label word ($question)", (c) => {
  it("read the entity's own name column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
