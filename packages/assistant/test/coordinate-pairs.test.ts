/**
 * Found on `esgworkforce`: "list company unit IDs with lat and long for Poland" left "lat" and "long" unplaced:
 * a typed "lat" is not expanded (too ambiguous alone) and "long" is an ordinary word. Typed as a pair ("lat and
 * long", "lat/long") they are latitude and longitude. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const weather: Catalogue = {
  cubes: [
    {
      name: "stations",
      measures: [m("stations.count", "count")],
      dimensions: [
        m("stations.station_name", "string"),
        m("stations.latitude", "number"),
        m("stations.longitude", "number"),
        m("stations.elevation", "number"),
      ],
    },
  ],
};

const depots: Catalogue = {
  cubes: [
    {
      name: "depots",
      measures: [m("depots.count", "count"), m("depots.avg_wait_minutes", "avg")],
      dimensions: [m("depots.depot_code", "string"), m("depots.lat", "number"), m("depots.lng", "number")],
    },
  ],
};

describe.each([
  {
    name: "weather",
    catalogue: weather,
    question: "list station names with lat/long",
    want: { dimensions: ["stations.station_name", "stations.latitude", "stations.longitude"] },
  },
  {
    name: "depots",
    catalogue: depots,
    question: "show depot codes with their lat and long",
    want: { dimensions: ["depots.depot_code", "depots.lat", "depots.lng"] },
  },
])("'lat' and 'long' typed together ($name: $question)", (c) => {
  it("are latitude and longitude", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
