/**
 * Found on rounds thirty-three (`mailcampaigns`, `sourcing`) and thirty-four (`shopstaff`, `budgetlog`,
 * `menuarchive`), each on two catalogues of our own: a listing ordered "newest first" lists the date it is ordered
 * by, by day (Cube orders only by members the query selects); "sum of X" asks for the sum about X, though an
 * average's title reads X as well; "count X ..." counts; rows picked by a text and broken down by time are counted;
 * "in the collection" names no value.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const members: Catalogue = {
  cubes: [
    {
      name: "Subscribers",
      measures: [m("Subscribers.count", "count")],
      dimensions: [
        m("Subscribers.firstName", "string"),
        m("Subscribers.city", "string"),
        m("Subscribers.signedUpAt", "time"),
      ],
    },
  ],
};

const staff: Catalogue = {
  cubes: [
    {
      name: "workers",
      measures: [m("workers.count", "count")],
      dimensions: [m("workers.team", "string"), m("workers.hired_on", "time")],
    },
    {
      name: "notes",
      measures: [m("notes.count", "count")],
      dimensions: [m("notes.title", "string"), m("notes.kind", "string"), m("notes.written_at", "time")],
    },
  ],
};

const tenders: Catalogue = {
  cubes: [
    {
      name: "Bids",
      measures: [
        m("Bids.count", "count"),
        m("Bids.totalAmount", "sum"),
        m("Bids.avgTotalAmount", "avg", "Average Bid Total"),
      ],
      dimensions: [m("Bids.number", "string"), m("Bids.bidder", "string"), m("Bids.submittedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "members, a listing newest first",
    catalogue: members,
    question: "list subscribers' first names with their city, newest first",
    want: {
      dimensions: ["Subscribers.firstName", "Subscribers.city"],
      timeDimensions: [{ dimension: "Subscribers.signedUpAt", granularity: "day" }],
      order: [["Subscribers.signedUpAt", "desc"]],
    },
  },
  {
    name: "tenders, a listing oldest first",
    catalogue: tenders,
    question: "list bid numbers with their bidder, oldest first",
    want: {
      dimensions: ["Bids.number", "Bids.bidder"],
      timeDimensions: [{ dimension: "Bids.submittedAt", granularity: "day" }],
      order: [["Bids.submittedAt", "asc"]],
    },
  },
  {
    name: "tenders, sum of a total an average is titled with",
    catalogue: tenders,
    question: "sum of bid total amount by bidder",
    want: { measures: ["Bids.totalAmount"], dimensions: ["Bids.bidder"] },
  },
  {
    name: "staff, a command to count",
    catalogue: staff,
    question: "count notes with a title starting with Draft",
    want: {
      measures: ["notes.count"],
      filters: [{ member: "notes.title", operator: "startsWith", values: ["Draft"] }],
    },
  },
  {
    name: "tenders, a command to count",
    catalogue: tenders,
    question: "count bids with a bidder starting with Acme",
    want: { measures: ["Bids.count"], filters: [{ member: "Bids.bidder", operator: "startsWith", values: ["Acme"] }] },
  },
  {
    name: "staff, rows picked by a text, by month",
    catalogue: staff,
    question: "notes with 'budget' in the title by month",
    want: {
      measures: ["notes.count"],
      timeDimensions: [{ dimension: "notes.written_at", granularity: "month" }],
      filters: [{ member: "notes.title", operator: "contains", values: ["budget"] }],
    },
  },
  {
    name: "staff, the data as a whole",
    catalogue: staff,
    question: "how many notes are in the database",
    want: { measures: ["notes.count"] },
  },
  {
    name: "tenders, the data as a whole",
    catalogue: tenders,
    question: "how many bids are in the system",
    want: { measures: ["Bids.count"] },
  },
])("round thirty-three ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a period keeps a listing's date to its range, with no grouping", () => {
  expect(asker(members)("list subscribers' first names this week, newest first")).toEqual({
    dimensions: ["Subscribers.firstName"],
    timeDimensions: [{ dimension: "Subscribers.signedUpAt", dateRange: "this week" }],
    order: [["Subscribers.signedUpAt", "desc"]],
  });
});
