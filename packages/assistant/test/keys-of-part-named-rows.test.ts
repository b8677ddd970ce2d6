/**
 * Found on `salesorders` ("margin dollars by sales rep" grouped by `sales_reps.first_name`): when no one column of an
 * entity names it (people named in parts, `first_name` and `last_name`), a breakdown of another cube's measure by
 * that entity is the measured rows' key named for it (`sales_rep_id`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const agency: Catalogue = {
  cubes: [
    {
      name: "policies",
      measures: [m("policies.premium", "sum")],
      dimensions: [m("policies.broker_agent_id", "string"), m("policies.issued_on", "time")],
    },
    {
      name: "broker_agents",
      measures: [],
      dimensions: [m("broker_agents.first_name", "string"), m("broker_agents.last_name", "string")],
    },
  ],
};

const studio: Catalogue = {
  cubes: [
    {
      name: "sessions",
      measures: [m("sessions.minutes", "sum")],
      dimensions: [m("sessions.voice_coach_id", "string"), m("sessions.producer_id", "string")],
    },
    {
      name: "voice_coaches",
      measures: [],
      dimensions: [m("voice_coaches.given_name", "string"), m("voice_coaches.family_name", "string")],
    },
    {
      name: "producers",
      measures: [],
      dimensions: [m("producers.full_name", "string")],
    },
    {
      name: "rooms",
      measures: [m("rooms.bookings", "sum")],
      dimensions: [m("rooms.room_id", "string")],
    },
    {
      name: "studios",
      measures: [],
      dimensions: [m("studios.name", "string"), m("studios.city", "string")],
    },
  ],
};

describe.each([
  {
    name: "agency",
    catalogue: agency,
    question: "premium by broker agent",
    want: { measures: ["policies.premium"], dimensions: ["policies.broker_agent_id"] },
  },
  {
    name: "studio",
    catalogue: studio,
    question: "minutes by voice coach",
    want: { measures: ["sessions.minutes"], dimensions: ["sessions.voice_coach_id"] },
  },
])("an entity named only in parts ($name)", (c) => {
  it("groups by the measured rows' key for it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe("an entity with a whole name column", () => {
  it("groups by that name", () =>
    expect(asker(studio)("minutes by producer")).toEqual({
      measures: ["sessions.minutes"],
      dimensions: ["producers.full_name"],
    }));
});
