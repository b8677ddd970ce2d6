/**
 * Found on `packages`: "how many sessions use the Night Mapping theme" added a second measure, `totalCountActions`
 * titled "Most used Actions", for the sentence's verb. A word that shares only a lemma with part of a measure's
 * title is no second measure beside one named outright in another cube. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const studio: Catalogue = {
  cubes: [
    {
      name: "Sessions",
      measures: [m("Sessions.count", "count")],
      dimensions: [m("Sessions.theme", "string"), m("Sessions.started_at", "time")],
    },
    {
      name: "Usage",
      measures: [m("Usage.topTools", "count", "Most used Tools"), m("Usage.refunds", "sum")],
      dimensions: [m("Usage.tool", "string")],
    },
  ],
  values: { "Sessions.theme": ["Dark Room"] },
};

const museum: Catalogue = {
  cubes: [
    {
      name: "Visitors",
      measures: [m("Visitors.count", "count")],
      dimensions: [m("Visitors.exhibit", "string"), m("Visitors.visited_on", "time")],
    },
    {
      name: "RoomStats",
      measures: [m("RoomStats.topRooms", "count", "Most viewed Rooms")],
      dimensions: [m("RoomStats.room", "string")],
    },
  ],
  values: { "Visitors.exhibit": ["Mummies"] },
};

describe.each([
  {
    name: "studio",
    catalogue: studio,
    question: "how many sessions use the Dark Room theme?",
    want: {
      measures: ["Sessions.count"],
      filters: [{ member: "Sessions.theme", operator: "equals", values: ["Dark Room"] }],
    },
  },
  {
    name: "museum",
    catalogue: museum,
    question: "how many visitors view the Mummies exhibit",
    want: {
      measures: ["Visitors.count"],
      filters: [{ member: "Visitors.exhibit", operator: "equals", values: ["Mummies"] }],
    },
  },
])("a verb sharing a lemma with a measure's title ($name: $question)", (c) => {
  it("is no second measure", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
