/**
 * "failed sends for the Spring Sale campaign": a word beside a value that names the value's own column is that
 * column, though a note ("campaigns means Campaigns.count") read it as another cube's count first. Found on
 * `telecom` (bulk SMS). Two catalogues of our own.
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
      dimensions: [m("Campaigns.title", "string"), m("Campaigns.launchedAt", "time")],
    },
    {
      name: "Sends",
      measures: [m("Sends.count", "count")],
      dimensions: [m("Sends.campaignName", "string"), m("Sends.channel", "string"), m("Sends.sentAt", "time")],
    },
  ],
  values: { "Sends.campaignName": ["Spring Sale", "Winter Deals"] },
};

const learning: Catalogue = {
  cubes: [
    {
      name: "Courses",
      measures: [m("Courses.count", "count")],
      dimensions: [m("Courses.title", "string"), m("Courses.publishedAt", "time")],
    },
    {
      name: "Enrolments",
      measures: [m("Enrolments.count", "count")],
      dimensions: [
        m("Enrolments.courseName", "string"),
        m("Enrolments.country", "string"),
        m("Enrolments.enrolledAt", "time"),
      ],
    },
  ],
  values: { "Enrolments.courseName": ["Intro Python", "Data Basics"] },
};

describe.each([
  {
    name: "mailings",
    catalogue: mailings,
    notes: ["campaigns means Campaigns.count"],
    question: "sends for the spring sale campaign by channel",
    count: "Sends.count",
    by: "Sends.channel",
    filter: { member: "Sends.campaignName", operator: "equals", values: ["Spring Sale"] },
  },
  {
    name: "learning",
    catalogue: learning,
    notes: ["courses means Courses.count"],
    question: "enrolments in the intro python course by country",
    count: "Enrolments.count",
    by: "Enrolments.country",
    filter: { member: "Enrolments.courseName", operator: "equals", values: ["Intro Python"] },
  },
])("a column's word beside its value ($name)", ({ catalogue, notes, question, count, by, filter }) => {
  it("is that column, not the count a note gives the word", () => {
    expect(asker(catalogue, notes)(question)).toEqual({ measures: [count], dimensions: [by], filters: [filter] });
  });
});
