import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * A number such as 2000 after a comparison ("above 2000") or closing a range of numbers ("between 500 and 2000") is
 * compared, not a year; "in 2020" and "between 2019 and 2021" stay periods. Two domains of our own.
 */
const hikes: Catalogue = {
  cubes: [
    {
      name: "hikes",
      measures: [member("hikes.count", "count")],
      dimensions: [
        member("hikes.started_at", "time"),
        member("hikes.region", "string"),
        member("hikes.elevation", "number"),
      ],
    },
  ],
};

const campaigns: Catalogue = {
  cubes: [
    {
      name: "campaigns",
      measures: [member("campaigns.count", "count")],
      dimensions: [
        member("campaigns.sent_at", "time"),
        member("campaigns.recipients", "number"),
        member("campaigns.channel", "string"),
      ],
    },
  ],
};

describe("a year-like number that is compared", () => {
  it("hikes: 'an elevation above 2000' compares; 'in 2020' is a year", () => {
    const ask = asker(hikes);
    expect(ask("hikes with an elevation above 2000 by region")).toEqual({
      measures: ["hikes.count"],
      dimensions: ["hikes.region"],
      filters: [{ member: "hikes.elevation", operator: "gt", values: ["2000"] }],
    });
    expect(ask("hikes in 2020")).toEqual({
      measures: ["hikes.count"],
      timeDimensions: [{ dimension: "hikes.started_at", dateRange: ["2020-01-01", "2020-12-31"] }],
    });
  });

  it("campaigns: 'between 500 and 2000 recipients' is a range of numbers; 'between 2019 and 2021' of years", () => {
    const ask = asker(campaigns);
    expect(ask("campaigns with between 500 and 2000 recipients by channel")).toEqual({
      measures: ["campaigns.count"],
      dimensions: ["campaigns.channel"],
      filters: [
        { member: "campaigns.recipients", operator: "gte", values: ["500"] },
        { member: "campaigns.recipients", operator: "lte", values: ["2000"] },
      ],
    });
    expect(ask("campaigns between 2019 and 2021")).toEqual({
      measures: ["campaigns.count"],
      timeDimensions: [{ dimension: "campaigns.sent_at", dateRange: ["2019-01-01", "2021-12-31"] }],
    });
  });
});
