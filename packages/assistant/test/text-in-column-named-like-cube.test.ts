/**
 * Found on `quizgame` ("questions with 'plastique' in the question", `Questions.question` beside the cube
 * `Questions`), on two catalogues of our own: where a phrase reads both a cube and a column, text is searched in the
 * column, not in the cube's label.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const reviews: Catalogue = {
  cubes: [
    {
      name: "Reviews",
      measures: [m("Reviews.count", "count")],
      dimensions: [m("Reviews.title", "string"), m("Reviews.review", "string")],
    },
  ],
};

const blog: Catalogue = {
  cubes: [
    {
      name: "Posts",
      measures: [m("Posts.count", "count")],
      dimensions: [m("Posts.title", "string"), m("Posts.post", "string"), m("Posts.author", "string")],
    },
  ],
};

describe.each([
  {
    name: "reviews",
    catalogue: reviews,
    question: "number of reviews with 'refund' in the review",
    want: {
      measures: ["Reviews.count"],
      filters: [{ member: "Reviews.review", operator: "contains", values: ["refund"] }],
    },
  },
  {
    name: "blog",
    catalogue: blog,
    question: "how many posts have 'launch' in the post?",
    want: {
      measures: ["Posts.count"],
      filters: [{ member: "Posts.post", operator: "contains", values: ["launch"] }],
    },
  },
])("text searched in a column named like its cube ($name)", (c) => {
  it("searches the column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
