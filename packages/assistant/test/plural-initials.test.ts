/**
 * Found on `testruns` (titles "Fail TCs", "Pass TCs", "Total TCs"), on two catalogues of our own: a plural of
 * initials in a title or a name ("PRs", "SKUs") is one word, not a capital cut from the rest ("P Rs", "SK Us"), so
 * people find the member by typing it.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const repositories: Catalogue = {
  cubes: [
    {
      name: "Repositories",
      measures: [m("Repositories.count", "count"), m("Repositories.openCount", "count", "Open PRs")],
      dimensions: [m("Repositories.repoName", "string"), m("Repositories.language", "string")],
    },
  ],
};

const stock: Catalogue = {
  cubes: [
    {
      name: "Warehouses",
      measures: [m("Warehouses.count", "count"), m("Warehouses.distinctItems", "count_distinct", "Active SKUs")],
      dimensions: [m("Warehouses.warehouseName", "string"), m("Warehouses.region", "string")],
    },
  ],
};

describe.each([
  {
    name: "repositories",
    catalogue: repositories,
    question: "open PRs by language",
    want: { measures: ["Repositories.openCount"], dimensions: ["Repositories.language"] },
  },
  {
    name: "stock",
    catalogue: stock,
    question: "active SKUs by region",
    want: { measures: ["Warehouses.distinctItems"], dimensions: ["Warehouses.region"] },
  },
])("plural initials in a title ($name)", (c) => {
  it("reads the member the title names", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
