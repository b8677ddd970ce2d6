/**
 * Found on `hoaadmin` ("list all amenities" was refused beside a cube the model spells `Ammenities`): a model's own
 * misspelling a letter away from the English word is found even when the slip is a doubled letter early in the word,
 * where the words agree only on their first two letters. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const estate: Catalogue = {
  cubes: [
    {
      name: "Ammenities",
      measures: [m("Ammenities.count", "count")],
      dimensions: [m("Ammenities.id", "number"), m("Ammenities.name", "string")],
    },
    {
      name: "Owners",
      measures: [m("Owners.count", "count")],
      dimensions: [m("Owners.name", "string")],
    },
  ],
};

const lettings: Catalogue = {
  cubes: [
    {
      name: "Appartments",
      measures: [m("Appartments.count", "count")],
      dimensions: [m("Appartments.id", "number"), m("Appartments.name", "string")],
    },
    {
      name: "Hosts",
      measures: [m("Hosts.count", "count")],
      dimensions: [m("Hosts.hostname", "string")],
    },
  ],
};

describe.each([
  { name: "estate", catalogue: estate, question: "list all amenities", want: { dimensions: ["Ammenities.name"] } },
  {
    name: "lettings",
    catalogue: lettings,
    question: "list all apartments",
    want: { dimensions: ["Appartments.name"] },
  },
])("an English word beside the model's doubled-letter spelling ($name)", (c) => {
  it("names the model's cube", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
