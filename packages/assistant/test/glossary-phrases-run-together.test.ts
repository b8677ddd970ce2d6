/**
 * Found on `issueflow` (blind, first contact) and `content`: a note "use fix_version.value for fix version" was
 * ignored, because the question's "fix version" had been joined into one token for the cube `fix_version`; and
 * "newsletter signups" missed the note "newsletter sign-ups means ...". A note's phrase is found when each typed word
 * is its next word or its next words run together. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const releases: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.status", "string")],
    },
    {
      name: "target_release",
      measures: [m("target_release.count", "count")],
      dimensions: [m("target_release.instance_id", "string"), m("target_release.value", "string")],
    },
  ],
};

const gym: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count"), m("visits.avg_minutes", "avg")],
      dimensions: [m("visits.club", "string"), m("visits.started_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "releases",
    catalogue: releases,
    notes: ["use target_release.value for target release"],
    question: "tickets by target release",
    want: { measures: ["tickets.count"], dimensions: ["target_release.value"] },
  },
  {
    name: "gym",
    catalogue: gym,
    notes: ["member check-ins means visits.count"],
    question: "member checkins by club",
    want: { measures: ["visits.count"], dimensions: ["visits.club"] },
  },
])("a note's phrase typed with words run together ($name: $question)", (c) => {
  it("is the note's member", () => expect(asker(c.catalogue, c.notes)(c.question)).toEqual(c.want));
});
