/**
 * "stories where dead is Yes" when "dead" reads a count (`deadCount`) and a text column (`dead`) equally well:
 * "where D is V" states a column's value, so D is the column and the rows are counted by the cube's own count.
 * Found on `forum` and `racing`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const posts: Catalogue = {
  cubes: [
    {
      name: "Posts",
      measures: [m("Posts.count", "count"), m("Posts.flaggedCount", "count")],
      dimensions: [m("Posts.flagged", "string"), m("Posts.author", "string"), m("Posts.postedAt", "time")],
    },
  ],
};

const orders: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.gift_count", "count")],
      dimensions: [m("orders.gift", "string"), m("orders.channel", "string"), m("orders.placed_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "posts",
    catalogue: posts,
    rows: "posts",
    cube: "Posts",
    word: "flagged",
    column: "Posts.flagged",
    date: "Posts.postedAt",
  },
  {
    name: "orders",
    catalogue: orders,
    rows: "orders",
    cube: "orders",
    word: "gift",
    column: "orders.gift",
    date: "orders.placed_at",
  },
])("stated columns ($name)", ({ catalogue, rows, cube, word, column, date }) => {
  const ask = asker(catalogue);

  it("reads 'where D is V' as the column's value", () => {
    expect(ask(`${rows} where ${word} is Yes, by month this year`)).toEqual({
      measures: [`${cube}.count`],
      timeDimensions: [{ dimension: date, granularity: "month", dateRange: "this year" }],
      filters: [{ member: column, operator: "equals", values: ["Yes"] }],
    });
  });
});
