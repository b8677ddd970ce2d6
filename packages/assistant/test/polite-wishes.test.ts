/**
 * Found on `musictaste` ("I'd like to see the number of recommendations for each genre" added the likes measure),
 * on two catalogues of our own: "like" after "I'd", "we'd" or "would" is a polite wish, not the "likes" of a note or a
 * member's name.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const blog: Catalogue = {
  cubes: [
    {
      name: "Posts",
      measures: [m("Posts.count", "count"), m("Posts.totalLikes", "sum")],
      dimensions: [m("Posts.author", "string")],
    },
  ],
};

const radio: Catalogue = {
  cubes: [
    {
      name: "Songs",
      measures: [m("Songs.plays", "sum"), m("Songs.likeCount", "sum")],
      dimensions: [m("Songs.genre", "string")],
    },
  ],
};

describe.each([
  {
    name: "blog",
    catalogue: blog,
    notes: ["likes means Posts.totalLikes"],
    question: "I'd like to see the number of posts per author",
    want: { measures: ["Posts.count"], dimensions: ["Posts.author"] },
  },
  {
    name: "radio",
    catalogue: radio,
    notes: ["likes means Songs.likeCount"],
    question: "we'd like to see plays by genre",
    want: { measures: ["Songs.plays"], dimensions: ["Songs.genre"] },
  },
])("a polite wish ($name)", (c) => {
  it("adds no member", () => expect(asker(c.catalogue, c.notes)(c.question)).toEqual(c.want));
});
