/**
 * Found on `cropscouting`: "average crop score for crops more than 20 days from wet date" added `cropCount` beside
 * the average, because "crops" reads that count in full. After "for", a plural noun that reads its cube's count says
 * whose figure is asked when another measure is asked, as "total rent for vacant units" does. Two catalogues of our
 * own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const league: Catalogue = {
  cubes: [
    {
      name: "roster",
      measures: [m("roster.playerCount", "count"), m("roster.avgRating", "avg")],
      dimensions: [m("roster.team", "string"), m("roster.seasons_played", "number")],
    },
  ],
};

const farm: Catalogue = {
  cubes: [
    {
      name: "plots",
      measures: [m("plots.fieldCount", "count"), m("plots.avgYield", "avg")],
      dimensions: [m("plots.crop", "string"), m("plots.days_since_sowing", "number")],
    },
  ],
};

describe.each([
  {
    catalogue: league,
    question: "average rating for players with more than 3 seasons played",
    want: {
      measures: ["roster.avgRating"],
      filters: [{ member: "roster.seasons_played", operator: "gt", values: ["3"] }],
    },
  },
  {
    catalogue: farm,
    question: "average yield by crop for fields at least 30 days since sowing",
    want: {
      measures: ["plots.avgYield"],
      dimensions: ["plots.crop"],
      filters: [{ member: "plots.days_since_sowing", operator: "gte", values: ["30"] }],
    },
  },
])("a plural noun reading its cube's count after 'for' ($question)", (c) => {
  it("says whose measure, and is not counted", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
