/**
 * "a phone number starting with +5521" for a column named only `phone`: a noun that says what kind of text a
 * column holds ("number", "code") may follow the column's name before a text condition; the condition is still on
 * that column, where it became a presence test ("have a phone"). Found on `pointofsale` and `pharmacy` ("zip
 * code"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const club: Catalogue = {
  cubes: [
    {
      name: "members",
      measures: [m("members.count", "count")],
      dimensions: [m("members.mobile", "string"), m("members.city", "string")],
    },
  ],
};

const venues: Catalogue = {
  cubes: [
    {
      name: "Venues",
      measures: [m("Venues.count", "count")],
      dimensions: [m("Venues.postal", "string"), m("Venues.capacity", "number")],
    },
  ],
};

describe.each([
  {
    name: "club",
    catalogue: club,
    question: "how many members have a mobile number starting with +44",
    filter: { member: "members.mobile", operator: "startsWith", values: ["+44"] },
  },
  {
    name: "venues",
    catalogue: venues,
    question: "how many venues have a postal code starting with SW1",
    filter: { member: "Venues.postal", operator: "startsWith", values: ["SW1"] },
  },
])("a column named before a noun of its kind ($name)", ({ catalogue, question, filter }) => {
  it("takes the text condition", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [`${catalogue.cubes[0]!.name}.count`],
      filters: [filter],
    });
  });
});
