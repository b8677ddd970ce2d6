/**
 * "donations of 1,000 or more": an entity followed by "of" and a number is sized by one of its own number columns
 * (the one the question names elsewhere, or its only one), not counted. Found on `nonprofit`. Two catalogues of
 * our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "payments",
      measures: [m("payments.count", "count"), m("payments.total_amount", "sum")],
      dimensions: [
        m("payments.amount", "number"),
        m("payments.fee", "number"),
        m("payments.method", "string"),
        m("payments.paid_at", "time"),
      ],
    },
  ],
};

const parcels: Catalogue = {
  cubes: [
    {
      name: "Parcels",
      measures: [m("Parcels.count", "count")],
      dimensions: [m("Parcels.weight", "number"), m("Parcels.carrier", "string"), m("Parcels.sentAt", "time")],
    },
  ],
};

describe('an entity sized by a number after "of"', () => {
  it("is filtered on the number column the question lists (billing)", () => {
    expect(asker(billing)("list the amount and method of payments of 500 or more")).toEqual({
      dimensions: ["payments.amount", "payments.method"],
      filters: [{ member: "payments.amount", operator: "gte", values: ["500"] }],
    });
  });

  it("is filtered on the entity's only number column (parcels)", () => {
    expect(asker(parcels)("how many parcels of 20 or more by carrier")).toEqual({
      measures: ["Parcels.count"],
      dimensions: ["Parcels.carrier"],
      filters: [{ member: "Parcels.weight", operator: "gte", values: ["20"] }],
    });
  });
});
