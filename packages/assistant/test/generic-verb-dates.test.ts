/**
 * Found on `quizgame` ("how many quizzes were created in 2022?" with `createdAt` on three other cubes and `date` the
 * one date of `Quizzes`), on two catalogues of our own: a verb that several other tables record as a date says
 * nothing of which one, so the period applies to the one date of the cube counted, at a confidence below 0.8.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const music: Catalogue = {
  cubes: [
    {
      name: "Playlists",
      measures: [m("Playlists.count", "count")],
      dimensions: [m("Playlists.title", "string"), m("Playlists.publishedOn", "time")],
    },
    { name: "Listeners", measures: [m("Listeners.count", "count")], dimensions: [m("Listeners.createdAt", "time")] },
    { name: "Tracks", measures: [m("Tracks.count", "count")], dimensions: [m("Tracks.createdAt", "time")] },
  ],
};

const research: Catalogue = {
  cubes: [
    {
      name: "Surveys",
      measures: [m("Surveys.count", "count")],
      dimensions: [m("Surveys.topic", "string"), m("Surveys.runDate", "time")],
    },
    { name: "Accounts", measures: [m("Accounts.count", "count")], dimensions: [m("Accounts.created_at", "time")] },
    { name: "Panels", measures: [m("Panels.count", "count")], dimensions: [m("Panels.created_at", "time")] },
  ],
};

describe.each([
  {
    name: "music",
    catalogue: music,
    question: "how many playlists were created in 2023?",
    want: {
      measures: ["Playlists.count"],
      timeDimensions: [{ dimension: "Playlists.publishedOn", dateRange: ["2023-01-01", "2023-12-31"] }],
    },
  },
  {
    name: "research",
    catalogue: research,
    question: "how many surveys were created in 2024?",
    want: {
      measures: ["Surveys.count"],
      timeDimensions: [{ dimension: "Surveys.runDate", dateRange: ["2024-01-01", "2024-12-31"] }],
    },
  },
])("a verb dated in several other cubes ($name)", (c) => {
  const answer = createEngine(c.catalogue, [], { now: () => NOW }).answer({ question: c.question, now: NOW });
  it("dates the cube counted", () => expect(answer.query).toEqual(c.want));
  it("as a guess", () => expect(answer.confidence).toBeLessThan(0.8));
});
