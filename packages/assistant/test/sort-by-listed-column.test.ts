/**
 * "first 20 stocks with their offer name and price, sorted by price": a sort on words the question already read
 * as a listed column orders by that column, not by a measure the same word also names (`averagePrice`). Found on
 * `hotels` (culture bookings). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "Products",
      measures: [m("Products.count", "count"), m("Products.averagePrice", "avg")],
      dimensions: [m("Products.title", "string"), m("Products.price", "number")],
    },
  ],
};

const hotel: Catalogue = {
  cubes: [
    {
      name: "rooms",
      measures: [m("rooms.count", "count"), m("rooms.average_rate", "avg")],
      dimensions: [m("rooms.room_number", "string"), m("rooms.rate", "number")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "first 10 products with their title and price, sorted by price",
    columns: ["Products.title", "Products.price"],
    limit: 10,
  },
  {
    name: "hotel",
    catalogue: hotel,
    question: "first 5 rooms with their room number and rate, sorted by rate",
    columns: ["rooms.room_number", "rooms.rate"],
    limit: 5,
  },
])("a sort on a listed column ($name)", ({ catalogue, question, columns, limit }) => {
  it("orders the listing by that column", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns, order: [[columns[1], "asc"]], limit });
  });
});
