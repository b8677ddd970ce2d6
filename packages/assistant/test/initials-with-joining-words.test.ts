/**
 * Found on `saasmetrics`: "average revenue per account by quarter" for a measure `arpa` (titled "ARPA") read the
 * average selling price by a synonym of "revenue": a phrase's initials named a member only without function words,
 * and "per" broke the phrase. An initialism keeps the letter of a joining word inside it (ARPA, CPC, ROAS), so the
 * phrase "average revenue per account" spells `arpa`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const ads: Catalogue = {
  cubes: [
    {
      name: "campaign_stats",
      measures: [m("campaign_stats.spend", "sum"), m("campaign_stats.cpc", "avg"), m("campaign_stats.avg_cost", "avg")],
      dimensions: [m("campaign_stats.channel", "string"), m("campaign_stats.day", "time")],
    },
  ],
};

const funds: Catalogue = {
  cubes: [
    {
      name: "Holdings",
      measures: [
        m("Holdings.marketValue", "sum"),
        m("Holdings.roas", "avg", "ROAS"),
        m("Holdings.investedAmount", "sum"),
      ],
      dimensions: [m("Holdings.portfolio", "string"), m("Holdings.valuedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "ads",
    catalogue: ads,
    question: "cost per click by channel",
    want: { measures: ["campaign_stats.cpc"], dimensions: ["campaign_stats.channel"] },
  },
  {
    name: "funds",
    catalogue: funds,
    question: "return on ad spend by portfolio",
    want: { measures: ["Holdings.roas"], dimensions: ["Holdings.portfolio"] },
  },
])("a phrase whose initials, joining words and all, name a member ($name: $question)", (c) => {
  it("reads that member", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("'per' between two named words still breaks a phrase that spells nothing", () =>
  expect(asker(ads)("spend per channel")).toEqual({
    measures: ["campaign_stats.spend"],
    dimensions: ["campaign_stats.channel"],
  }));
