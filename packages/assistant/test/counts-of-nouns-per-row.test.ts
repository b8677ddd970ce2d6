/**
 * Found on `ecomreturns` ("how many orders have more than 3 items" compared the count of the `inventory_items` cube):
 * the counted rows' own count of the noun (`orders.num_of_item`) is what each row is compared by, unless the noun's
 * cube has a column for those rows ("domains with more than 2 validators" on `xrpvalidators` counts the validators
 * by their `domain`). Catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [m("orders.num_of_item", "number"), m("orders.created_at", "time")],
    },
    {
      name: "items",
      measures: [m("items.count", "count")],
      dimensions: [m("items.sku", "string")],
    },
  ],
};

const airline: Catalogue = {
  cubes: [
    {
      name: "flights",
      measures: [m("flights.count", "count")],
      dimensions: [m("flights.passenger_count", "number"), m("flights.departed_at", "time")],
    },
    {
      name: "passengers",
      measures: [m("passengers.count", "count")],
      dimensions: [m("passengers.name", "string")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "how many orders have more than 3 items",
    want: { measures: ["orders.count"], filters: [{ member: "orders.num_of_item", operator: "gt", values: ["3"] }] },
  },
  {
    name: "airline",
    catalogue: airline,
    question: "flights with fewer than 20 passengers",
    want: {
      measures: ["flights.count"],
      filters: [{ member: "flights.passenger_count", operator: "lt", values: ["20"] }],
    },
  },
])("rows with more or fewer than N of a noun ($name: $question)", (c) => {
  it("compare their own count of it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

const retail: Catalogue = {
  cubes: [
    {
      name: "customers",
      measures: [m("customers.count", "count")],
      dimensions: [m("customers.name", "string"), m("customers.order_count", "number")],
    },
    {
      name: "orders",
      measures: [m("orders.count", "count")],
      dimensions: [m("orders.customer", "string"), m("orders.created_at", "time")],
    },
  ],
};

describe("rows with more than N of a noun whose cube has a column for them", () => {
  it("count that cube by the column", () =>
    expect(asker(retail)("customers with more than 5 orders")).toEqual({
      measures: ["orders.count"],
      dimensions: ["orders.customer"],
      filters: [{ member: "orders.count", operator: "gt", values: ["5"] }],
    }));
});
