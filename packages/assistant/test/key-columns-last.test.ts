/**
 * Found on the filter fields of `wildlife` and `soccer`: without a dictionary, "endangered sightings" went to
 * `conservationStatusId` although `conservation_status` holds the words people type, and a name with nowhere better
 * to go landed on a `uuid`. A key column is a value's home only when no other column is named as well (a model may
 * have only `caseStatusId`), and columns of machine identifiers (`uuid`, `hash_key`) hold no typed words. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const sightings: Catalogue = {
  cubes: [
    {
      name: "sightings",
      measures: [m("sightings.count", "count")],
      dimensions: [
        m("sightings.conservationStatusId", "string"),
        m("sightings.conservation_status", "string"),
        m("sightings.region", "string"),
      ],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.priority_key", "string"), m("tickets.priority", "string"), m("tickets.team", "string")],
    },
  ],
};

describe.each([
  {
    name: "sightings",
    catalogue: sightings,
    question: "endangered sightings by region",
    want: "sightings.conservation_status",
  },
  { name: "helpdesk", catalogue: helpdesk, question: "urgent tickets by team", want: "tickets.priority" },
])("a value a key column and another column are both named for ($name: $question)", (c) => {
  it("is the other column's", () =>
    expect(
      createEngine(c.catalogue)
        .filterFields(c.question)
        .map((field) => field.name),
    ).toEqual([c.want]));
});

it("a key column that is all the model has still takes the value", () =>
  expect(
    createEngine({
      cubes: [
        {
          name: "cases",
          measures: [m("cases.count", "count")],
          dimensions: [m("cases.caseStatusId", "string"), m("cases.firm", "string")],
        },
      ],
    })
      .filterFields("closed cases by firm")
      .map((field) => field.name),
  ).toEqual(["cases.caseStatusId"]));

it("a uuid column never holds a typed name", () => {
  const games: Catalogue = {
    cubes: [
      {
        name: "matches",
        measures: [m("matches.count", "count")],
        dimensions: [m("matches.uuid", "string"), m("matches.time_class", "string")],
      },
    ],
  };
  expect(
    createEngine(games)
      .filterFields("Sicilian Defense matches by time class")
      .map((f) => f.name),
  ).not.toContain("matches.uuid");
});
