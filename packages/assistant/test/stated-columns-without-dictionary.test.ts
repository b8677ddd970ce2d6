/**
 * Found on `social`: in "predictions where truth is deeplearning, by pred" the word is listed only as a subreddit of
 * another cube, so it filtered that cube's `subreddit`. The question says which column holds it (rule 6), and that
 * column has no dictionary to say otherwise: the filter is on the column named. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const models: Catalogue = {
  cubes: [
    {
      name: "posts",
      measures: [m("posts.count", "count")],
      dimensions: [m("posts.forum", "string"), m("posts.posted_at", "time")],
    },
    {
      name: "guesses",
      measures: [m("guesses.count", "count")],
      dimensions: [m("guesses.truth", "string"), m("guesses.guess", "string"), m("guesses.model", "string")],
    },
  ],
  values: { "posts.forum": ["gardening", "cycling"] },
};

const shop: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [m("stores.count", "count")],
      dimensions: [m("stores.city", "string"), m("stores.name", "string")],
    },
    {
      name: "returns",
      measures: [m("returns.count", "count")],
      dimensions: [m("returns.reason", "string"), m("returns.outcome", "string")],
    },
  ],
  values: { "stores.city": ["Harbour", "Ridge"] },
};

describe.each([
  {
    name: "models",
    catalogue: models,
    question: "guesses where truth is cycling, by model",
    want: {
      measures: ["guesses.count"],
      dimensions: ["guesses.model"],
      filters: [{ member: "guesses.truth", operator: "equals", values: ["cycling"] }],
    },
  },
  {
    name: "shop",
    catalogue: shop,
    question: "returns where outcome is Ridge by reason",
    want: {
      measures: ["returns.count"],
      dimensions: ["returns.reason"],
      filters: [{ member: "returns.outcome", operator: "equals", values: ["Ridge"] }],
    },
  },
])("a value after 'where D is' that only another cube's dictionary lists ($name: $question)", (c) => {
  it("filters the column named", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
