/**
 * Found on `hnnews`: `commentsBeforeAddedToFrontPage` typed in full ("comments before added to front page") was
 * cut at five words, and its "added" taken as a dictionary value, so the answer read other members and a filter
 * nobody asked for. A member's whole name is read as one phrase up to eight words, before dictionary values, and the
 * function words of its own name ("before", "to") score nothing of their own. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const forum: Catalogue = {
  cubes: [
    {
      name: "Posts",
      measures: [
        m("Posts.count", "count"),
        m("Posts.repliesBeforeMovedToMainBoard", "sum"),
        m("Posts.avgHoursToMainBoard", "avg"),
        m("Posts.repliesPerHourWhenMovedToMainBoard", "avg"),
        m("Posts.replies", "sum"),
      ],
      dimensions: [
        m("Posts.author", "string"),
        m("Posts.action", "string"),
        m("Posts.title", "string"),
        m("Posts.movedToMainBoard", "time"),
      ],
    },
  ],
  values: { "Posts.action": ["moved", "created", "edited"] },
};

const parcels: Catalogue = {
  cubes: [
    {
      name: "Parcels",
      measures: [
        m("Parcels.count", "count"),
        m("Parcels.delaysAfterHandedToCourierService", "sum"),
        m("Parcels.delays", "sum"),
      ],
      dimensions: [m("Parcels.courier", "string"), m("Parcels.status", "string"), m("Parcels.handedAt", "time")],
    },
  ],
  values: { "Parcels.status": ["handed", "delivered"] },
};

function ask(catalogue: Catalogue, question: string) {
  const { values, ...rest } = catalogue;
  return createEngine(rest, [], { now: () => NOW }).answer({ question, values: values ?? {}, now: NOW }).query;
}

describe.each([
  {
    name: "forum, six words",
    catalogue: forum,
    question: "replies before moved to main board by author",
    want: { measures: ["Posts.repliesBeforeMovedToMainBoard"], dimensions: ["Posts.author"] },
  },
  {
    name: "forum, eight words",
    catalogue: forum,
    question: "replies per hour when moved to main board for each title",
    want: { measures: ["Posts.repliesPerHourWhenMovedToMainBoard"], dimensions: ["Posts.title"] },
  },
  {
    name: "parcels, six words",
    catalogue: parcels,
    question: "delays after handed to courier service by courier",
    want: { measures: ["Parcels.delaysAfterHandedToCourierService"], dimensions: ["Parcels.courier"] },
  },
])("a member's whole name of many words ($name: $question)", (c) => {
  it("is one phrase, its words no dictionary values", () => expect(ask(c.catalogue, c.question)).toEqual(c.want));
});
