/**
 * A note's word that starts a member's name of three or more words is part of that name: with "campaigns means
 * Campaigns.count", "sends by campaign launch time" groups by `Sends.campaignLaunchTime` and counts no campaigns.
 * Only a name one word longer than the note's phrase was looked for. Found on `telecom` (bulk SMS). Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const mailings: Catalogue = {
  cubes: [
    {
      name: "Campaigns",
      measures: [m("Campaigns.count", "count")],
      dimensions: [m("Campaigns.title", "string")],
    },
    {
      name: "Sends",
      measures: [m("Sends.count", "count")],
      dimensions: [m("Sends.channel", "string"), m("Sends.campaignLaunchTime", "time"), m("Sends.sentAt", "time")],
    },
  ],
};

const learning: Catalogue = {
  cubes: [
    {
      name: "courses",
      measures: [m("courses.count", "count")],
      dimensions: [m("courses.title", "string")],
    },
    {
      name: "enrolments",
      measures: [m("enrolments.count", "count")],
      dimensions: [m("enrolments.country", "string"), m("enrolments.course_start_date", "time")],
    },
  ],
};

describe.each([
  {
    name: "mailings",
    catalogue: mailings,
    notes: ["campaigns means Campaigns.count"],
    question: "sends by campaign launch time",
    count: "Sends.count",
    date: "Sends.campaignLaunchTime",
  },
  {
    name: "learning",
    catalogue: learning,
    notes: ["courses means courses.count"],
    question: "enrolments by course start date",
    count: "enrolments.count",
    date: "enrolments.course_start_date",
  },
])("a note's word opening a longer name ($name)", ({ catalogue, notes, question, count, date }) => {
  it("is part of that name", () => {
    expect(asker(catalogue, notes)(question)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: date, granularity: "day" }],
    });
  });
});
