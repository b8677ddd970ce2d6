/**
 * Found on `ossimpact` ("collections by source, show 20 rows" listed the sources): a row limit caps the answer and
 * does not make a breakdown of an entity a listing; the entity is still counted (rule 2). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const playlists: Catalogue = {
  cubes: [
    {
      name: "playlists",
      measures: [m("playlists.count", "count")],
      dimensions: [m("playlists.playlist_source", "string"), m("playlists.playlist_name", "string")],
    },
  ],
};

const depots: Catalogue = {
  cubes: [
    {
      name: "depots",
      measures: [m("depots.count", "count")],
      dimensions: [m("depots.depot_region", "string"), m("depots.depot_name", "string")],
    },
  ],
};

describe.each([
  {
    name: "playlists",
    catalogue: playlists,
    question: "playlists by source, show 20 rows",
    want: { measures: ["playlists.count"], dimensions: ["playlists.playlist_source"], limit: 20 },
  },
  {
    name: "depots",
    catalogue: depots,
    question: "depots by region, show 5 rows",
    want: { measures: ["depots.count"], dimensions: ["depots.depot_region"], limit: 5 },
  },
])("a row limit on a breakdown of an entity ($name)", (c) => {
  it("keeps the count", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
