/**
 * Found on `defi` ("how many swaps had no referrer" grouped by the referrer, at 0.95): "had no D" and "had a D" test
 * the presence of D (`notSet`, `set`) as "have no D" and "has a D" do (rule 6). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const exchange: Catalogue = {
  cubes: [
    {
      name: "Swaps",
      measures: [m("Swaps.count", "count"), m("Swaps.volume", "sum")],
      dimensions: [m("Swaps.referrer", "string"), m("Swaps.token", "string"), m("Swaps.swappedAt", "time")],
    },
  ],
};

const support: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.assignee", "string"), m("tickets.queue", "string"), m("tickets.openedAt", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: exchange,
    question: "how many swaps had no referrer",
    want: { measures: ["Swaps.count"], filters: [{ member: "Swaps.referrer", operator: "notSet" }] },
  },
  {
    catalogue: support,
    question: "how many tickets had an assignee",
    want: { measures: ["tickets.count"], filters: [{ member: "tickets.assignee", operator: "set" }] },
  },
])("presence said in the past ($question)", (c) => {
  it("tests the column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
