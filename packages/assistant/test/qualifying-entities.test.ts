/**
 * Found on `githubrepos` once "repositories" named the `Repos` cube (`test/clipped-cube-names.test.ts`): in "open
 * issues per repo in private repositories" the entity after "in" only says which issues are counted, so the issues
 * are still the measured rows and "per repo" is their own copy of the repository's name (`reponame`), with no join.
 * Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const tracker: Catalogue = {
  cubes: [
    {
      name: "bugs",
      measures: [m("bugs.count", "count")],
      dimensions: [m("bugs.projname", "string"), m("bugs.state", "string")],
    },
    {
      name: "Projs",
      measures: [m("Projs.count", "count")],
      dimensions: [m("Projs.name", "string"), m("Projs.visibility", "string")],
    },
  ],
  values: { "bugs.state": ["open", "closed"], "Projs.visibility": ["public", "internal"] },
};

const depots: Catalogue = {
  cubes: [
    {
      name: "alerts",
      measures: [m("alerts.count", "count")],
      dimensions: [m("alerts.warehname", "string"), m("alerts.severity", "string")],
    },
    {
      name: "Warehs",
      measures: [m("Warehs.count", "count")],
      dimensions: [m("Warehs.name", "string"), m("Warehs.climate", "string")],
    },
  ],
  values: { "Warehs.climate": ["cold", "ambient"], "alerts.severity": ["minor", "major"] },
};

describe.each([
  {
    name: "tracker",
    catalogue: tracker,
    question: "open bugs per project in internal projects",
    want: {
      measures: ["bugs.count"],
      dimensions: ["bugs.projname"],
      filters: [
        { member: "bugs.state", operator: "equals", values: ["open"] },
        { member: "Projs.visibility", operator: "equals", values: ["internal"] },
      ],
    },
  },
  {
    name: "depots",
    catalogue: depots,
    question: "major alerts per warehouse in cold warehouses",
    want: {
      measures: ["alerts.count"],
      dimensions: ["alerts.warehname"],
      filters: [
        { member: "alerts.severity", operator: "equals", values: ["major"] },
        { member: "Warehs.climate", operator: "equals", values: ["cold"] },
      ],
    },
  },
])("an entity after 'in' beside the counted one ($name: $question)", (c) => {
  it("qualifies the counted rows, which keep their own column for the grouping", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
