/**
 * Found on `social` (`PostStats`, `CommentStats`, `SubredditStats`, each with a `subreddit` column) and `deploys`,
 * on two catalogues of our own:
 * - a table of figures about an entity (`PostStats`) is named by the entity ("posts"), but the entity's own table
 *   (`Case` beside `CaseStats`) beats it (these two guard the tie-break; the gain shows on `social`);
 * - the entity a ranking or a count condition breaks down ("top 3 subreddits by ups", "subreddits with more than
 *   500 posts"), labelled by a key named for it (`board_code`) that the measured cube carries too, is broken down
 *   by the measured cube's copy, as a grouping is.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const forum: Catalogue = {
  cubes: [
    {
      name: "ThreadStats",
      measures: [m("ThreadStats.count", "countDistinct"), m("ThreadStats.replies_per_thread", "avg")],
      dimensions: [m("ThreadStats.board_code", "string"), m("ThreadStats.topic", "string")],
    },
    { name: "Boards", measures: [m("Boards.count", "count")], dimensions: [m("Boards.board_code", "string")] },
    {
      name: "ThreadCounts",
      measures: [m("ThreadCounts.cumsum", "runningTotal")],
      dimensions: [m("ThreadCounts.board", "string")],
    },
    {
      name: "Case",
      measures: [m("Case.count", "count")],
      dimensions: [m("Case.moderator", "string"), m("Case.board", "string")],
    },
    {
      name: "CaseStats",
      measures: [m("CaseStats.count", "count")],
      dimensions: [m("CaseStats.moderator", "string"), m("CaseStats.week", "string")],
    },
  ],
};

const wards: Catalogue = {
  cubes: [
    {
      name: "AdmissionMetrics",
      measures: [m("AdmissionMetrics.count", "countDistinct"), m("AdmissionMetrics.stay_days", "sum")],
      dimensions: [m("AdmissionMetrics.ward_code", "string"), m("AdmissionMetrics.diagnosis", "string")],
    },
    { name: "Wards", measures: [m("Wards.count", "count")], dimensions: [m("Wards.ward_code", "string")] },
    {
      name: "AdmissionTotals",
      measures: [m("AdmissionTotals.running_total", "runningTotal")],
      dimensions: [m("AdmissionTotals.ward", "string")],
    },
    {
      name: "Shift",
      measures: [m("Shift.count", "count")],
      dimensions: [m("Shift.nurse", "string"), m("Shift.ward", "string")],
    },
    {
      name: "ShiftMetrics",
      measures: [m("ShiftMetrics.count", "count")],
      dimensions: [m("ShiftMetrics.nurse", "string"), m("ShiftMetrics.month", "string")],
    },
  ],
};

describe.each([
  {
    name: "forum",
    catalogue: forum,
    counted: "how many threads do we have?",
    countedWant: { measures: ["ThreadStats.count"] },
    own: "cases by moderator",
    ownWant: { measures: ["Case.count"], dimensions: ["Case.moderator"] },
    ranked: "top 3 boards by replies per thread",
    rankedWant: {
      measures: ["ThreadStats.replies_per_thread"],
      dimensions: ["ThreadStats.board_code"],
      order: [["ThreadStats.replies_per_thread", "desc"]],
      limit: 3,
    },
    qualified: "boards with more than 50 threads",
    qualifiedWant: {
      measures: ["ThreadStats.count"],
      dimensions: ["ThreadStats.board_code"],
      filters: [{ member: "ThreadStats.count", operator: "gt", values: ["50"] }],
    },
  },
  {
    name: "wards",
    catalogue: wards,
    counted: "how many admissions do we have?",
    countedWant: { measures: ["AdmissionMetrics.count"] },
    own: "shifts by nurse",
    ownWant: { measures: ["Shift.count"], dimensions: ["Shift.nurse"] },
    ranked: "top 5 wards by stay days",
    rankedWant: {
      measures: ["AdmissionMetrics.stay_days"],
      dimensions: ["AdmissionMetrics.ward_code"],
      order: [["AdmissionMetrics.stay_days", "desc"]],
      limit: 5,
    },
    qualified: "wards with more than 20 admissions",
    qualifiedWant: {
      measures: ["AdmissionMetrics.count"],
      dimensions: ["AdmissionMetrics.ward_code"],
      filters: [{ member: "AdmissionMetrics.count", operator: "gt", values: ["20"] }],
    },
  },
])("tables of figures ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("names a table of figures by its entity", () => expect(ask(c.counted)).toEqual(c.countedWant));
  it("prefers the entity's own table to a table of figures about it", () => expect(ask(c.own)).toEqual(c.ownWant));
  it("ranks by the measured cube's copy of the entity's key", () => expect(ask(c.ranked)).toEqual(c.rankedWant));
  it("breaks down a count condition by that copy", () => expect(ask(c.qualified)).toEqual(c.qualifiedWant));
});
