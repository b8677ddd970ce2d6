/**
 * Found on `workorders`: "task names" is `Tasks.task`, a text column named for what its rows are, and "names" does
 * not go looking for another cube's `name` column. A column named for both words still comes first ("crate name"
 * is `crate_name`, not `crate`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const kennel: Catalogue = {
  cubes: [
    {
      name: "Walks",
      measures: [m("Walks.count", "count")],
      dimensions: [m("Walks.walk", "string"), m("Walks.route", "string"), m("Walks.walked_on", "time")],
    },
    {
      name: "Breeds",
      measures: [m("Breeds.count", "count")],
      dimensions: [m("Breeds.name", "string"), m("Breeds.origin", "string")],
    },
  ],
};

const depot: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count")],
      dimensions: [m("shipments.crate", "string"), m("shipments.crate_name", "string"), m("shipments.dock", "string")],
    },
    {
      name: "carriers",
      measures: [m("carriers.count", "count")],
      dimensions: [m("carriers.name", "string"), m("carriers.dock", "string")],
    },
  ],
};

describe.each([
  {
    name: "kennel",
    catalogue: kennel,
    question: "list walk names and their routes",
    want: { dimensions: ["Walks.walk", "Walks.route"] },
  },
  {
    name: "kennel",
    catalogue: kennel,
    question: "show the first 10 walk names",
    want: { dimensions: ["Walks.walk"], limit: 10 },
  },
  {
    name: "depot",
    catalogue: depot,
    question: "list crate names by dock",
    want: { dimensions: ["shipments.crate_name", "shipments.dock"] },
  },
])("names of a column named for its rows ($name: $question)", (c) => {
  it("are that column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
