/**
 * Found on `doulas`: "how many birth centers do we have" counted users by their `birthcenter` column: the words are
 * read as one ("birthcenters"), which spelled the column whole but the cube `BirthCenters` not at all. A cube's whole
 * name typed run together names that cube as fully as its words do. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const care: Catalogue = {
  cubes: [
    {
      name: "Members",
      measures: [m("Members.count", "count")],
      dimensions: [m("Members.name", "string"), m("Members.carehome", "string"), m("Members.createdAt", "time")],
    },
    {
      name: "CareHomes",
      measures: [m("CareHomes.count", "count")],
      dimensions: [m("CareHomes.name", "string"), m("CareHomes.city", "string"), m("CareHomes.createdAt", "time")],
    },
  ],
};

const sport: Catalogue = {
  cubes: [
    {
      name: "Players",
      measures: [m("Players.count", "count")],
      dimensions: [m("Players.name", "string"), m("Players.homeground", "string")],
    },
    {
      name: "HomeGrounds",
      measures: [m("HomeGrounds.count", "count")],
      dimensions: [m("HomeGrounds.name", "string"), m("HomeGrounds.capacity", "number")],
    },
  ],
};

describe.each([
  {
    name: "care",
    catalogue: care,
    question: "how many care homes do we have",
    want: { measures: ["CareHomes.count"] },
  },
  {
    name: "care, by city",
    catalogue: care,
    question: "care homes by city",
    want: { measures: ["CareHomes.count"], dimensions: ["CareHomes.city"] },
  },
  { name: "sport", catalogue: sport, question: "number of home grounds", want: { measures: ["HomeGrounds.count"] } },
])("a cube's name typed run together ($name: $question)", (c) => {
  it("names the cube", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
