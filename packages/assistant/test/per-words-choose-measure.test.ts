/**
 * "object view per user" when "object view" reads `object_view_users` and `object_view_per_user` equally well: the
 * words after "per" finish the second one's name, so they choose it and are no grouping. Found on `museum`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const app: Catalogue = {
  cubes: [
    {
      name: "screen_events",
      measures: [
        m("screen_events.screen_view_users", "count_distinct"),
        m("screen_events.screen_view_per_user", "number", "Screen View Per User"),
      ],
      dimensions: [m("screen_events.device_platform", "string"), m("screen_events.user_country", "string")],
    },
  ],
};

const stores: Catalogue = {
  cubes: [
    {
      name: "StoreVisits",
      measures: [m("StoreVisits.basketSizeVisits", "count"), m("StoreVisits.basketSizePerVisit", "number")],
      dimensions: [m("StoreVisits.region", "string"), m("StoreVisits.visitOutcome", "string")],
    },
  ],
};

describe.each([
  {
    name: "app",
    catalogue: app,
    phrase: "screen view per user",
    measure: "screen_events.screen_view_per_user",
    by: "platform",
    column: "screen_events.device_platform",
  },
  {
    name: "stores",
    catalogue: stores,
    phrase: "basket size per visit",
    measure: "StoreVisits.basketSizePerVisit",
    by: "region",
    column: "StoreVisits.region",
  },
])("per words choose the measure ($name)", ({ catalogue, phrase, measure, by, column }) => {
  const ask = asker(catalogue);

  it("reads the measure whose name the words after per finish", () => {
    expect(ask(`what's the ${phrase} for each ${by}`)).toEqual({ measures: [measure], dimensions: [column] });
    expect(ask(`${phrase} by ${by}`)).toEqual({ measures: [measure], dimensions: [column] });
  });
});
