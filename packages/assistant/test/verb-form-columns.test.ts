/**
 * "games played", "parcels shipped": a verb form says what happened to the rows; a text column named by another
 * form of the verb (`playing_as`, `shipping_method`) is something else about them, and no grouping by it is
 * added. Found on `soccer`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const chess: Catalogue = {
  cubes: [
    {
      name: "games",
      measures: [m("games.count", "count")],
      dimensions: [m("games.playing_as", "string"), m("games.time_class", "string")],
    },
  ],
};

const post: Catalogue = {
  cubes: [
    {
      name: "parcels",
      measures: [m("parcels.count", "count")],
      dimensions: [m("parcels.shipping_method", "string"), m("parcels.region", "string")],
    },
  ],
};

describe.each([
  { name: "chess", catalogue: chess, question: "games played by time class", grouping: "games.time_class" },
  { name: "post", catalogue: post, question: "parcels shipped by region", grouping: "parcels.region" },
])("verb forms and the columns of other forms ($name)", ({ catalogue, question, grouping }) => {
  it("reads the verb as what happened, not as the column", () => {
    const count = `${grouping.split(".")[0]}.count`;
    expect(asker(catalogue)(question)).toEqual({ measures: [count], dimensions: [grouping] });
  });
});
