/**
 * Found on `sitevisits` ("site visits with their name, season and dean email" read the contacts' `firstname`): a label
 * word alone ("name", "title") is the name of what the question is about, its first phrase's cube, not the name
 * column of another cube whose name it covers more of. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const trips: Catalogue = {
  cubes: [
    {
      name: "Guides",
      measures: [m("Guides.count", "count")],
      dimensions: [m("Guides.firstname", "string"), m("Guides.lastname", "string")],
    },
    {
      name: "SchoolTrips",
      measures: [m("SchoolTrips.count", "count")],
      dimensions: [
        m("SchoolTrips.schooltripname", "string"),
        m("SchoolTrips.season", "string"),
        m("SchoolTrips.startsat", "time"),
      ],
    },
  ],
};

const library: Catalogue = {
  cubes: [
    {
      name: "Authors",
      measures: [m("Authors.count", "count")],
      dimensions: [m("Authors.title", "string"), m("Authors.country", "string")],
    },
    {
      name: "Books",
      measures: [m("Books.count", "count")],
      dimensions: [m("Books.booktitle", "string"), m("Books.genre", "string")],
    },
  ],
};

describe.each([
  {
    name: "trips, listed",
    catalogue: trips,
    question: "show all school trips with their name and season",
    want: { dimensions: ["SchoolTrips.schooltripname", "SchoolTrips.season"] },
  },
  {
    name: "trips, searched",
    catalogue: trips,
    question: "how many school trips have summer in the name",
    want: {
      measures: ["SchoolTrips.count"],
      filters: [{ member: "SchoolTrips.schooltripname", operator: "contains", values: ["summer"] }],
    },
  },
  {
    name: "library, sorted",
    catalogue: library,
    question: "list book genres ordered by title",
    want: { dimensions: ["Books.genre", "Books.booktitle"], order: [["Books.booktitle", "asc"]] },
  },
])("a label word alone ($name)", (c) => {
  it("names what the question is about", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
