/**
 * Found on `northwind` and `githubrepos`: an entity's label is its name column before a bare `description`
 * ("quantity by category" is `categories.category_name`), and a breakdown of another cube's rows by that entity uses
 * the rows' own copy of its name (`reponame`, `wikiname`, `wiki_name`) when the entity's label is a bare `name` ("issues by
 * repo"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const pantry: Catalogue = {
  cubes: [
    {
      name: "sales_lines",
      measures: [m("sales_lines.quantity", "sum")],
      dimensions: [m("sales_lines.aisle_id", "string")],
    },
    {
      name: "aisles",
      measures: [m("aisles.count", "count")],
      dimensions: [m("aisles.description", "string"), m("aisles.aisle_name", "string")],
    },
  ],
};

const forge: Catalogue = {
  cubes: [
    {
      name: "Wikis",
      measures: [m("Wikis.count", "count")],
      dimensions: [m("Wikis.name", "string"), m("Wikis.owner", "string")],
    },
    {
      name: "WikisBuilds",
      measures: [m("WikisBuilds.count", "count")],
      dimensions: [m("WikisBuilds.wikiname", "string"), m("WikisBuilds.status", "string")],
    },
    {
      name: "WikisReleases",
      measures: [m("WikisReleases.count", "count")],
      dimensions: [m("WikisReleases.wiki_name", "string"), m("WikisReleases.tag", "string")],
    },
  ],
};

describe.each([
  {
    name: "pantry",
    catalogue: pantry,
    question: "aisles by description",
    want: { measures: ["aisles.count"], dimensions: ["aisles.description"] },
  },
  {
    name: "pantry",
    catalogue: pantry,
    question: "quantity by aisle",
    want: { measures: ["sales_lines.quantity"], dimensions: ["aisles.aisle_name"] },
  },
  {
    name: "forge",
    catalogue: forge,
    question: "top 5 wikis by number of builds",
    want: {
      measures: ["WikisBuilds.count"],
      dimensions: ["WikisBuilds.wikiname"],
      order: [["WikisBuilds.count", "desc"]],
      limit: 5,
    },
  },
  {
    name: "forge",
    catalogue: forge,
    question: "releases by wiki",
    want: { measures: ["WikisReleases.count"], dimensions: ["WikisReleases.wiki_name"] },
  },
])("the rows' own name columns ($name: $question)", (c) => {
  it("are the grouping", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
