/**
 * Found on `publishing`: a cube with two columns, `platform` and `ad_format`, took "ad" for a table prefix (like
 * TPC-H's `l_` on every lineitem column), so "ad formats" read "ad" as part of `total_ad_spend` in another cube. A
 * short first word on one column is no table convention: a prefix needs two columns or more. Two catalogues of our
 * own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const campaigns: Catalogue = {
  cubes: [
    {
      name: "Ads",
      measures: [m("Ads.clicks", "sum"), m("Ads.count", "count")],
      dimensions: [m("Ads.platform", "string"), m("Ads.ad_format", "string")],
    },
    {
      name: "Posts",
      measures: [m("Posts.total_ad_spend", "sum"), m("Posts.count", "count")],
      dimensions: [m("Posts.channel", "string")],
    },
  ],
};

const telemetry: Catalogue = {
  cubes: [
    {
      name: "Sessions",
      measures: [m("Sessions.count", "count")],
      dimensions: [m("Sessions.device", "string"), m("Sessions.os_version", "string")],
    },
    {
      name: "Crashes",
      measures: [m("Crashes.count", "count"), m("Crashes.os_count", "count_distinct")],
      dimensions: [m("Crashes.app_version", "string")],
    },
  ],
};

describe.each([
  {
    name: "campaigns",
    catalogue: campaigns,
    question: "bottom 2 ad formats by clicks",
    want: { measures: ["Ads.clicks"], dimensions: ["Ads.ad_format"], order: [["Ads.clicks", "asc"]], limit: 2 },
  },
  {
    name: "telemetry",
    catalogue: telemetry,
    question: "sessions by os version",
    want: { measures: ["Sessions.count"], dimensions: ["Sessions.os_version"] },
  },
])("a short first word on one column ($name: $question)", (c) => {
  it("is part of its name", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
