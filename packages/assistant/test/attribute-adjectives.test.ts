/**
 * Found on `highered` ("how many PPS are older than 60" dropped the comparison) and `dvdstore` ("title of the
 * longest film" became a guessed rating "longest"): an adjective that measures an attribute names the column of
 * that attribute. A comparative compares it ("older than 60" is `age > 60`); a superlative before the record's noun
 * picks records by it ("the tallest player" is the listing ordered by height, limit 1). Where no cube has such a
 * column, the words keep their ordinary readings. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const club: Catalogue = {
  cubes: [
    {
      name: "players",
      measures: [m("players.count", "count"), m("players.total_goals", "sum")],
      dimensions: [
        m("players.name", "string"),
        m("players.position", "string"),
        m("players.age", "number"),
        m("players.height_cm", "number"),
        m("players.weight_kg", "number"),
      ],
    },
    {
      name: "matches",
      measures: [m("matches.count", "count")],
      dimensions: [m("matches.venue", "string"), m("matches.played_at", "time")],
    },
  ],
};

const archive: Catalogue = {
  cubes: [
    {
      name: "films",
      measures: [m("films.count", "count")],
      dimensions: [
        m("films.title", "string"),
        m("films.rating", "string"),
        m("films.length", "number"),
        m("films.rental_price", "number"),
        m("films.release_year", "number"),
      ],
    },
    {
      name: "rentals",
      measures: [m("rentals.count", "count"), m("rentals.revenue", "sum")],
      dimensions: [m("rentals.store", "string"), m("rentals.rented_at", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: club,
    question: "how many players are older than 30",
    want: { measures: ["players.count"], filters: [{ member: "players.age", operator: "gt", values: ["30"] }] },
  },
  {
    catalogue: club,
    question: "players younger than 21 by position",
    want: {
      measures: ["players.count"],
      dimensions: ["players.position"],
      filters: [{ member: "players.age", operator: "lt", values: ["21"] }],
    },
  },
  {
    catalogue: club,
    question: "how many players are heavier than 90 kg",
    want: { measures: ["players.count"], filters: [{ member: "players.weight_kg", operator: "gt", values: ["90"] }] },
  },
  {
    catalogue: archive,
    question: "how many films are longer than 120 minutes",
    want: { measures: ["films.count"], filters: [{ member: "films.length", operator: "gt", values: ["120"] }] },
  },
  {
    catalogue: archive,
    question: "films cheaper than 3 by rating",
    want: {
      measures: ["films.count"],
      dimensions: ["films.rating"],
      filters: [{ member: "films.rental_price", operator: "lt", values: ["3"] }],
    },
  },
])("a comparative naming an attribute ($question)", (c) => {
  it("compares the attribute's column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: club,
    question: "name of the tallest player",
    want: {
      dimensions: ["players.name", "players.height_cm"],
      order: [["players.height_cm", "desc"]],
      limit: 1,
    },
  },
  {
    catalogue: club,
    question: "the 3 youngest players",
    want: { dimensions: ["players.name", "players.age"], order: [["players.age", "asc"]], limit: 3 },
  },
  {
    catalogue: archive,
    question: "title of the longest film",
    want: { dimensions: ["films.title", "films.length"], order: [["films.length", "desc"]], limit: 1 },
  },
  {
    catalogue: archive,
    question: "what is the most expensive film",
    want: { dimensions: ["films.title", "films.rental_price"], order: [["films.rental_price", "desc"]], limit: 1 },
  },
])("a superlative naming an attribute before the record ($question)", (c) => {
  it("lists the record with the attribute's column, ordered by it", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe("where no cube has the attribute's column", () => {
  it("a comparison on a named column stays on that column", () =>
    expect(asker(archive)("rentals with revenue longer than 5")).not.toMatchObject({
      filters: [{ member: "films.length" }],
    }));
  it("matches are not compared by an age they do not have", () => {
    const answer = asker(club)("matches older than 30");
    expect(JSON.stringify(answer)).not.toContain("players.age");
  });
});
