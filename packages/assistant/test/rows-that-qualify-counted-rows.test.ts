/**
 * Found on `voicecorpus`: "number of votes on recordings by age group" counted the votes and the recordings. Rows
 * named after a preposition, once another cube's rows are counted or measured before them, say which rows are
 * counted; they are not counted too. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const reviews: Catalogue = {
  cubes: [
    {
      name: "reviews",
      measures: [m("reviews.count", "count"), m("reviews.avg_stars", "avg")],
      dimensions: [m("reviews.written_at", "time")],
    },
    {
      name: "listings",
      measures: [m("listings.count", "count")],
      dimensions: [m("listings.city", "string"), m("listings.room_type", "string")],
    },
  ],
};

const forum: Catalogue = {
  cubes: [
    {
      name: "likes",
      measures: [m("likes.count", "count")],
      dimensions: [m("likes.liked_at", "time")],
    },
    {
      name: "posts",
      measures: [m("posts.count", "count")],
      dimensions: [m("posts.board", "string"), m("posts.language", "string")],
    },
  ],
};

describe.each([
  {
    name: "reviews",
    catalogue: reviews,
    question: "number of reviews on listings by city",
    want: { measures: ["reviews.count"], dimensions: ["listings.city"] },
  },
  {
    name: "forum",
    catalogue: forum,
    question: "number of likes on posts by board",
    want: { measures: ["likes.count"], dimensions: ["posts.board"] },
  },
  {
    name: "forum, both counted",
    catalogue: forum,
    question: "number of likes vs number of posts by board",
    want: { measures: ["likes.count", "posts.count"], dimensions: ["posts.board"] },
  },
])("rows after a preposition ($name: $question)", (c) => {
  it("qualify the counted rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
