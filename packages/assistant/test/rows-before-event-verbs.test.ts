/**
 * Found on `chatbiusage` ("charts created between January and March 2025 by library" listed the libraries): a phrase
 * of a cube's noun in the plural and its event verb ("charts created") is that event's date and still names the rows
 * that are counted. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const charts: Catalogue = {
  cubes: [
    {
      name: "Charts",
      measures: [m("Charts.count", "count"), m("Charts.chartsToday", "count", "Charts Created Today")],
      dimensions: [m("Charts.title", "string"), m("Charts.library", "string"), m("Charts.createdAt", "time")],
    },
  ],
};

const hiring: Catalogue = {
  cubes: [
    {
      name: "Offers",
      measures: [m("Offers.count", "count"), m("Offers.offersToday", "count", "Offers Sent Today")],
      dimensions: [m("Offers.candidate", "string"), m("Offers.team", "string"), m("Offers.sentAt", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: charts,
    question: "charts created last month by library",
    want: {
      measures: ["Charts.count"],
      dimensions: ["Charts.library"],
      timeDimensions: [{ dimension: "Charts.createdAt", dateRange: "last month" }],
    },
  },
  {
    catalogue: hiring,
    question: "offers sent in 2024 by team",
    want: {
      measures: ["Offers.count"],
      dimensions: ["Offers.team"],
      timeDimensions: [{ dimension: "Offers.sentAt", dateRange: ["2024-01-01", "2024-12-31"] }],
    },
  },
])("rows before their event verb and a period ($question)", (c) => {
  it("are counted by the event's date", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
