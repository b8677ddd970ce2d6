/**
 * "commits by author" with `commitAuthorWhen`, `commitAuthorName` and `commitAuthorEmail`: "when" in a name says the
 * column is a time, as "date" does, so it counts like any other word of the name and the grouping goes to the name
 * column, not to the date. Found on `deploys`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const git: Catalogue = {
  cubes: [
    {
      name: "Commits",
      measures: [m("Commits.count", "count")],
      dimensions: [
        m("Commits.commitAuthorName", "string"),
        m("Commits.commitAuthorEmail", "string"),
        m("Commits.commitAuthorWhen", "time"),
      ],
    },
  ],
};

const reviews: Catalogue = {
  cubes: [
    {
      name: "Reviews",
      measures: [m("Reviews.count", "count")],
      dimensions: [
        m("Reviews.reviewerWhen", "time"),
        m("Reviews.reviewerName", "string"),
        m("Reviews.reviewerEmail", "string"),
      ],
    },
  ],
};

describe.each([
  { name: "git", catalogue: git, question: "commits by author", grouping: "Commits.commitAuthorName" },
  { name: "reviews", catalogue: reviews, question: "reviews by reviewer", grouping: "Reviews.reviewerName" },
])("columns named with 'when' ($name)", ({ catalogue, question, grouping }) => {
  it("groups by the name column, not the date", () => {
    const count = `${grouping.split(".")[0]}.count`;
    expect(asker(catalogue)(question)).toEqual({ measures: [count], dimensions: [grouping] });
  });
});
