/**
 * "share of posts by platform": a share word before "of" and a phrase asks for shares of what follows (a count by
 * platform, drawn as a pie), not for a member whose name holds the word (`total_shares`, `percentage_fee`).
 * Found on `publishing`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const video: Catalogue = {
  cubes: [
    {
      name: "clips",
      measures: [m("clips.count", "count"), m("clips.total_shares", "sum"), m("clips.total_views", "sum")],
      dimensions: [m("clips.channel", "string"), m("clips.published_at", "time")],
    },
  ],
};

const payments: Catalogue = {
  cubes: [
    {
      name: "transfers",
      measures: [m("transfers.count", "count"), m("transfers.avg_percentage_fee", "avg")],
      dimensions: [m("transfers.corridor", "string"), m("transfers.sent_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "video",
    catalogue: video,
    share: "share of clips by channel",
    word: "total shares by channel",
    count: "clips.count",
    column: "clips.channel",
    member: "clips.total_shares",
  },
  {
    name: "payments",
    catalogue: payments,
    share: "percentage of transfers by corridor",
    word: "average percentage fee by corridor",
    count: "transfers.count",
    column: "transfers.corridor",
    member: "transfers.avg_percentage_fee",
  },
])("a share word before 'of' ($name)", ({ catalogue, share, word, count, column, member }) => {
  const ask = asker(catalogue);

  it("asks for shares of what follows", () => {
    expect(ask(share)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("still names the member when it is not followed by 'of'", () => {
    expect(ask(word)).toEqual({ measures: [member], dimensions: [column] });
  });
});
