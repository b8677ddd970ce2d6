/**
 * Found on `social` (`PostStats`, `CommentStats` and `SubredditStats`, each with a `subreddit` column), on two
 * catalogues of our own: a column whose one-word name the word splitter cuts into pieces ("sub forum", "hash tag")
 * is still named in full by that word, so "threads by subforum" groups by the threads' own `subforum`, not by a
 * table of figures about subforums whose name the word spells.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const boards: Catalogue = {
  cubes: [
    {
      name: "Threads",
      measures: [m("Threads.count", "count"), m("Threads.views", "sum")],
      dimensions: [m("Threads.subforum", "string"), m("Threads.created_at", "time")],
    },
    {
      name: "Replies",
      measures: [m("Replies.count", "count")],
      dimensions: [m("Replies.subforum", "string"), m("Replies.posted_at", "time")],
    },
    {
      name: "SubforumStats",
      measures: [m("SubforumStats.count", "count"), m("SubforumStats.moderators", "sum")],
      dimensions: [m("SubforumStats.subforum", "string")],
    },
  ],
};

const campaigns: Catalogue = {
  cubes: [
    {
      name: "Posts",
      measures: [m("Posts.count", "count"), m("Posts.reach", "sum")],
      dimensions: [m("Posts.hashtag", "string"), m("Posts.published_at", "time")],
    },
    {
      name: "Mentions",
      measures: [m("Mentions.count", "count")],
      dimensions: [m("Mentions.hashtag", "string"), m("Mentions.seen_at", "time")],
    },
    {
      name: "HashtagStats",
      measures: [m("HashtagStats.count", "count"), m("HashtagStats.followers", "sum")],
      dimensions: [m("HashtagStats.hashtag", "string")],
    },
  ],
};

describe.each([
  {
    name: "boards",
    catalogue: boards,
    grouped: "threads by subforum",
    groupedWant: { measures: ["Threads.count"], dimensions: ["Threads.subforum"] },
    sorted: "total views by subforum sorted by subforum",
    sortedWant: {
      measures: ["Threads.views"],
      dimensions: ["Threads.subforum"],
      order: [["Threads.subforum", "asc"]],
    },
  },
  {
    name: "campaigns",
    catalogue: campaigns,
    grouped: "mentions by hashtag",
    groupedWant: { measures: ["Mentions.count"], dimensions: ["Mentions.hashtag"] },
    sorted: "total reach by hashtag sorted by hashtag",
    sortedWant: {
      measures: ["Posts.reach"],
      dimensions: ["Posts.hashtag"],
      order: [["Posts.hashtag", "asc"]],
    },
  },
])("one-word names the splitter cuts ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("groups by the measured cube's column named by the whole word", () =>
    expect(ask(c.grouped)).toEqual(c.groupedWant));
  it("sorts by it too", () => expect(ask(c.sorted)).toEqual(c.sortedWant));
});
