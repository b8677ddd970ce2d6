/**
 * "list sender first names, last names and phone numbers": a modifier that opens a list of columns is shared by the
 * items after it, so each reads the column of the same cube that has the modifier too (`senderlastname`) rather than
 * another cube's plain one (`lastname`). Found on `telecom` (bulk SMS). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const couriers: Catalogue = {
  cubes: [
    {
      name: "Deliveries",
      measures: [m("Deliveries.count", "count")],
      dimensions: [
        m("Deliveries.recipientfirstname", "string"),
        m("Deliveries.recipientlastname", "string"),
        m("Deliveries.recipientphone", "string"),
      ],
    },
    {
      name: "Customers",
      measures: [m("Customers.count", "count")],
      dimensions: [
        m("Customers.firstname", "string"),
        m("Customers.lastname", "string"),
        m("Customers.phone", "string"),
      ],
    },
  ],
};

const orders: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [m("orders.billing_city", "string"), m("orders.billing_country", "string")],
    },
    {
      name: "stores",
      measures: [m("stores.count", "count")],
      dimensions: [m("stores.city", "string"), m("stores.country", "string")],
    },
  ],
};

describe.each([
  {
    name: "couriers",
    catalogue: couriers,
    question: "list recipient first names, last names and phones",
    columns: ["Deliveries.recipientfirstname", "Deliveries.recipientlastname", "Deliveries.recipientphone"],
  },
  {
    name: "orders",
    catalogue: orders,
    question: "list billing cities and countries",
    columns: ["orders.billing_city", "orders.billing_country"],
  },
])("a modifier opening a list of columns ($name)", ({ catalogue, question, columns }) => {
  it("is shared by every column listed", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns });
  });
});
