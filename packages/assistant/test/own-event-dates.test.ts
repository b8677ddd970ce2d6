/**
 * "how many permanent venues were created since 2024" with `Venues.creationDate` and `Bookings.createdAt`: the verb
 * before a period ("since", "before" and "after" belong to the period) names the date of the cube in use that its
 * noun names, though another cube's date spells the verb itself. Found on `hotels` (culture bookings). Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const work: Catalogue = {
  cubes: [
    { name: "Tasks", measures: [m("Tasks.count", "count")], dimensions: [m("Tasks.completedAt", "time")] },
    {
      name: "Projects",
      measures: [m("Projects.count", "count")],
      dimensions: [m("Projects.isInternal", "boolean"), m("Projects.completionDate", "time")],
    },
  ],
};

const music: Catalogue = {
  cubes: [
    { name: "tracks", measures: [m("tracks.count", "count")], dimensions: [m("tracks.created_at", "time")] },
    {
      name: "playlists",
      measures: [m("playlists.count", "count")],
      dimensions: [m("playlists.is_public", "boolean"), m("playlists.creation_date", "time")],
    },
  ],
};

describe.each([
  {
    name: "work",
    catalogue: work,
    question: "how many internal projects were completed since 2024?",
    count: "Projects.count",
    state: "Projects.isInternal",
    date: "Projects.completionDate",
  },
  {
    name: "music",
    catalogue: music,
    question: "how many public playlists were created since 2024?",
    count: "playlists.count",
    state: "playlists.is_public",
    date: "playlists.creation_date",
  },
])("the date of the cube in use ($name)", ({ catalogue, question, count, state, date }) => {
  it("is the one the verb's noun names", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      filters: [
        { member: state, operator: "equals", values: ["true"] },
        { member: date, operator: "afterOrOnDate", values: ["2024-01-01"] },
      ],
    });
  });
});
