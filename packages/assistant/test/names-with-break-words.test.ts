/**
 * "consumption per capita", "cost per click": a member's whole name that has a word which otherwise splits phrases
 * ("per", "by", "and") inside it is one phrase when typed whole, so "per capita" is no grouping. Found on
 * `utilities`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const towns: Catalogue = {
  cubes: [
    {
      name: "Towns",
      measures: [m("Towns.count", "count"), m("Towns.totalWater", "sum", "Total Water")],
      dimensions: [
        m("Towns.county", "string"),
        m("Towns.waterPerCapita", "number", "Water Per Capita"),
        m("Towns.capita", "number", "Capita"),
      ],
    },
  ],
};

const ads: Catalogue = {
  cubes: [
    {
      name: "AdGroups",
      measures: [m("AdGroups.count", "count"), m("AdGroups.totalCost", "sum", "Total Cost")],
      dimensions: [
        m("AdGroups.campaign", "string"),
        m("AdGroups.costPerClick", "number", "Cost Per Click"),
        m("AdGroups.click", "string", "Click"),
      ],
    },
  ],
};

describe.each([
  {
    name: "towns",
    catalogue: towns,
    entity: "towns",
    count: "Towns.count",
    phrase: "water per capita",
    column: "Towns.waterPerCapita",
  },
  {
    name: "ads",
    catalogue: ads,
    entity: "ad groups",
    count: "AdGroups.count",
    phrase: "cost per click",
    column: "AdGroups.costPerClick",
  },
])("names with a break word inside ($name)", ({ catalogue, entity, count, phrase, column }) => {
  const ask = asker(catalogue);

  it("reads the whole name as one column", () => {
    expect(ask(`how many ${entity} have a ${phrase}?`)).toEqual({
      measures: [count],
      filters: [{ member: column, operator: "set" }],
    });
  });
});
