/**
 * "games by level 1 opening" for `opening_level_1_name`: a phrase that says every word of a member's name but the
 * one saying what kind of column it is ("name") names that member, number and all, before the number is read as a
 * value or a condition; a trailing "opening" that WordNet also reads as a verb is no plural head noun. Found on
 * `soccer`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const chess: Catalogue = {
  cubes: [
    { name: "games", measures: [m("games.count", "count")], dimensions: [m("games.time_class", "string")] },
    {
      name: "games_openings",
      measures: [],
      dimensions: [
        m("games_openings.opening_level_1_name", "string"),
        m("games_openings.opening_level_2_name", "string"),
      ],
    },
  ],
};

const support: Catalogue = {
  cubes: [
    { name: "tickets", measures: [m("tickets.count", "count")], dimensions: [m("tickets.queue", "string")] },
    {
      name: "ticket_routings",
      measures: [],
      dimensions: [
        m("ticket_routings.routing_tier_1_name", "string"),
        m("ticket_routings.routing_tier_2_name", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "chess",
    catalogue: chess,
    question: "games by level 2 opening",
    grouping: "games_openings.opening_level_2_name",
    count: "games.count",
  },
  {
    name: "support",
    catalogue: support,
    question: "tickets by tier 2 routing",
    grouping: "ticket_routings.routing_tier_2_name",
    count: "tickets.count",
  },
])("numbers inside names ($name)", ({ catalogue, question, grouping, count }) => {
  it("reads the number as a word of the member's name", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [count], dimensions: [grouping] });
  });
});
