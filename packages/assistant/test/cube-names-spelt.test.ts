/**
 * "area names" with `AreaTypes`, `Areas` and `OriginAreas`, each with its own `name`: the cube word spells the whole
 * name of `Areas` and only part of the others', so the names are those of `Areas`. Found on `transit`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    { name: "ProductCategories", measures: [], dimensions: [m("ProductCategories.name", "string")] },
    { name: "Products", measures: [m("Products.count", "count")], dimensions: [m("Products.name", "string")] },
    { name: "FeaturedProducts", measures: [], dimensions: [m("FeaturedProducts.name", "string")] },
  ],
};

const league: Catalogue = {
  cubes: [
    { name: "TeamRoles", measures: [], dimensions: [m("TeamRoles.name", "string")] },
    { name: "Teams", measures: [m("Teams.count", "count")], dimensions: [m("Teams.name", "string")] },
    { name: "HomeTeams", measures: [], dimensions: [m("HomeTeams.name", "string")] },
  ],
};

describe.each([
  { name: "shop", catalogue: shop, question: "list product names starting with 'Sol'", cube: "Products" },
  { name: "league", catalogue: league, question: "list team names starting with 'Sol'", cube: "Teams" },
])("cube names spelt whole ($name)", ({ catalogue, question, cube }) => {
  it("takes the name of the cube the words spell whole", () => {
    expect(asker(catalogue)(question)).toEqual({
      dimensions: [`${cube}.name`],
      filters: [{ member: `${cube}.name`, operator: "startsWith", values: ["Sol"] }],
    });
  });
});
