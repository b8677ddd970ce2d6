/**
 * Found on `ecomreturns` ("5 cheapest products" counted the products and ranked them by that count, at 0.95): a
 * superlative adjective that measures an attribute picks records by its column (rule 7) also when it opens the
 * question or a request, with no "the" before it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "products",
      measures: [m("products.count", "count")],
      dimensions: [m("products.name", "string"), m("products.retail_price", "number"), m("products.brand", "string")],
    },
  ],
};

const roster: Catalogue = {
  cubes: [
    {
      name: "players",
      measures: [m("players.count", "count")],
      dimensions: [m("players.full_name", "string"), m("players.age", "number"), m("players.club", "string")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "5 cheapest products",
    want: {
      dimensions: ["products.name", "products.retail_price"],
      order: [["products.retail_price", "asc"]],
      limit: 5,
    },
  },
  {
    name: "roster",
    catalogue: roster,
    question: "show 3 youngest players",
    want: { dimensions: ["players.full_name", "players.age"], order: [["players.age", "asc"]], limit: 3 },
  },
])("a superlative opening a question ($name: $question)", (c) => {
  it("lists records by the attribute's column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
