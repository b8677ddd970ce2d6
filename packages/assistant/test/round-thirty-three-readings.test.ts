/**
 * Found on round thirty-three (`mailcampaigns`, `sourcing`), each on two catalogues of our own: a listing ordered
 * "newest first" lists the date it is ordered by, by day (Cube orders only by members the query selects); "sum of X"
 * asks for the sum about X, though an average's title reads X as well.
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
