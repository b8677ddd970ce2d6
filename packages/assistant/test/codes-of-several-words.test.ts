/**
 * Found on `farepay`: "where the vehicle no is KCB 456Y" filtered the vehicle number by "KCB" alone. A value that
 * no dictionary lists, typed after "is" in capitals or digits, runs on over the words typed so ("KCB 456Y", "Unit
 * 4B"); a word in lower case ends it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const fleet: Catalogue = {
  cubes: [
    {
      name: "trips",
      measures: [m("trips.count", "count"), m("trips.fare_total", "sum")],
      dimensions: [m("trips.plate_number", "string"), m("trips.route", "string"), m("trips.started_at", "time")],
    },
  ],
};

const estate: Catalogue = {
  cubes: [
    {
      name: "repairs",
      measures: [m("repairs.count", "count"), m("repairs.cost", "sum")],
      dimensions: [m("repairs.flat", "string"), m("repairs.trade", "string"), m("repairs.reported_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "fleet",
    catalogue: fleet,
    question: "how many trips where the plate number is KDA 221X",
    want: {
      measures: ["trips.count"],
      filters: [{ member: "trips.plate_number", operator: "equals", values: ["KDA 221X"] }],
    },
  },
  {
    name: "estate",
    catalogue: estate,
    question: "repair cost where flat is Block 4B by trade",
    want: {
      measures: ["repairs.cost"],
      dimensions: ["repairs.trade"],
      filters: [{ member: "repairs.flat", operator: "equals", values: ["Block 4B"] }],
    },
  },
])("a value of several words in capitals or digits ($name: $question)", (c) => {
  it("is kept whole", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
