/**
 * Found on `voicecorpus`: "speak conversion rate" read `speakConvertion` and then "rate" as a second measure, the
 * `convertion` one titled "Convertion rate". One word left after a measure's phrase that reads another measure only
 * together with that phrase's words ends the phrase; it asks for no second measure. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const funnel: Catalogue = {
  cubes: [
    {
      name: "visitors",
      measures: [
        m("visitors.conversion", "number", "Conversion rate"),
        m("visitors.trialConversion", "number", "Trial percentage"),
        m("visitors.count", "count"),
      ],
      dimensions: [m("visitors.source", "string"), m("visitors.day", "time")],
    },
  ],
};

const plant: Catalogue = {
  cubes: [
    {
      name: "lines",
      measures: [
        m("lines.yield", "number", "Yield ratio"),
        m("lines.firstPassYield", "number", "FP share"),
        m("lines.count", "count"),
      ],
      dimensions: [m("lines.line", "string"), m("lines.shift_start", "time")],
    },
  ],
};

const posts: Catalogue = {
  cubes: [
    {
      name: "posts",
      measures: [
        m("posts.total_likes", "sum", "Total Likes"),
        m("posts.total_comments", "sum", "Total Comments"),
        m("posts.total_shares", "sum", "Total Shares"),
      ],
      dimensions: [m("posts.channel", "string"), m("posts.posted_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "funnel",
    catalogue: funnel,
    question: "trial conversion rate by source",
    want: { measures: ["visitors.trialConversion"], dimensions: ["visitors.source"] },
  },
  {
    name: "plant",
    catalogue: plant,
    question: "first pass yield ratio by line",
    want: { measures: ["lines.firstPassYield"], dimensions: ["lines.line"] },
  },
  {
    name: "posts, a list",
    catalogue: posts,
    question: "total likes, comments and shares by channel",
    want: {
      measures: ["posts.total_likes", "posts.total_comments", "posts.total_shares"],
      dimensions: ["posts.channel"],
    },
  },
])("a word left after a measure's phrase ($name: $question)", (c) => {
  it("ends that phrase", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
