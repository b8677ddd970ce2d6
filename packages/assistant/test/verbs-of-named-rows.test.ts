/**
 * Found on `soccer` (an older miss): "how many games have been played?" and "games played by time class" read
 * "played" as `avg_playing_rating`, whose one word it shares through another form. A participle after the noun of
 * a cube's rows, or after its auxiliary, says what happened to those rows: their event's date, or a column with the
 * word itself, never a measure (found with it on `solar`: "projects were commissioned" is no
 * `filterCommissioningYearStart`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const league: Catalogue = {
  cubes: [
    {
      name: "matches",
      measures: [m("matches.count", "count"), m("matches.avg_playing_minutes", "avg")],
      dimensions: [m("matches.venue", "string"), m("matches.kicked_off_at", "time")],
    },
  ],
};

const courier: Catalogue = {
  cubes: [
    {
      name: "parcels",
      measures: [
        m("parcels.count", "count"),
        m("parcels.total_shipping_cost", "sum"),
        m("parcels.delivered_value", "sum", "Delivered value"),
      ],
      dimensions: [
        m("parcels.carrier", "string"),
        m("parcels.delivered_weight", "number"),
        m("parcels.delivery_date", "time"),
        m("parcels.created_at", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "league",
    catalogue: league,
    question: "how many matches have been played?",
    want: { measures: ["matches.count"] },
  },
  {
    name: "league, grouped",
    catalogue: league,
    question: "matches played by venue",
    want: { measures: ["matches.count"], dimensions: ["matches.venue"] },
  },
  {
    name: "courier",
    catalogue: courier,
    question: "parcels shipped by carrier",
    want: { measures: ["parcels.count"], dimensions: ["parcels.carrier"] },
  },
  {
    name: "courier, dated",
    catalogue: courier,
    question: "how many parcels were delivered before 2020?",
    want: {
      measures: ["parcels.count"],
      filters: [{ member: "parcels.delivery_date", operator: "beforeDate", values: ["2020-01-01"] }],
    },
  },
])("a participle after the rows' noun ($name: $question)", (c) => {
  it("says what happened to them", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
