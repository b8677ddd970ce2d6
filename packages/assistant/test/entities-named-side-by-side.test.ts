/**
 * Found on `workspace`: "messages and reactions per week in Q1 2024" counted the messages only. Entities named in a
 * list with nothing else to measure are each counted (rule 2), the time grouping taken from the first one's date.
 * Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const forum: Catalogue = {
  cubes: [
    {
      name: "Posts",
      measures: [m("Posts.count", "count")],
      dimensions: [m("Posts.board", "string"), m("Posts.posted_at", "time")],
    },
    { name: "Likes", measures: [m("Likes.count", "count")], dimensions: [m("Likes.kind", "string")] },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "Visits",
      measures: [m("Visits.count", "count")],
      dimensions: [m("Visits.ward", "string"), m("Visits.visited_at", "time")],
    },
    { name: "Referrals", measures: [m("Referrals.count", "count")], dimensions: [m("Referrals.reason", "string")] },
    {
      name: "Prescriptions",
      measures: [m("Prescriptions.count", "count")],
      dimensions: [m("Prescriptions.drug", "string")],
    },
  ],
};

describe.each([
  {
    name: "forum",
    catalogue: forum,
    question: "posts and likes per month this year",
    want: {
      measures: ["Posts.count", "Likes.count"],
      timeDimensions: [{ dimension: "Posts.posted_at", granularity: "month", dateRange: "this year" }],
    },
  },
  {
    name: "clinic",
    catalogue: clinic,
    question: "visits, referrals and prescriptions per week",
    want: {
      measures: ["Visits.count", "Referrals.count", "Prescriptions.count"],
      timeDimensions: [{ dimension: "Visits.visited_at", granularity: "week" }],
    },
  },
])("entities named in a list ($name: $question)", (c) => {
  it("are each counted", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
