/**
 * Found on `portfolios` ("desks with total notional of trades over 1,000,000" filtered a count of trades), on two
 * catalogues of our own: the entity after "of" only says whose measure it is, so a condition right after it
 * constrains that measure.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const freight: Catalogue = {
  cubes: [
    {
      name: "Shipments",
      measures: [m("Shipments.count", "count"), m("Shipments.totalWeight", "sum")],
      dimensions: [m("Shipments.carrier", "string"), m("Shipments.shippedAt", "time")],
    },
  ],
};

const charity: Catalogue = {
  cubes: [
    {
      name: "Donations",
      measures: [m("Donations.count", "count"), m("Donations.totalAmount", "sum")],
      dimensions: [m("Donations.campaign", "string"), m("Donations.givenAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "freight",
    catalogue: freight,
    question: "carriers with total weight of shipments over 5,000",
    want: {
      measures: ["Shipments.totalWeight"],
      dimensions: ["Shipments.carrier"],
      filters: [{ member: "Shipments.totalWeight", operator: "gt", values: ["5000"] }],
    },
  },
  {
    name: "charity",
    catalogue: charity,
    question: "campaigns with total amount of donations above 10,000",
    want: {
      measures: ["Donations.totalAmount"],
      dimensions: ["Donations.campaign"],
      filters: [{ member: "Donations.totalAmount", operator: "gt", values: ["10000"] }],
    },
  },
])("a condition after 'M of <entity>' ($name)", (c) => {
  it("constrains the measure, not a count of the entity", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
