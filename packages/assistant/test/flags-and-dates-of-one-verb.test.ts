/**
 * Found on `ecomreturns` ("delivered order items by month" grouped by the delivery date, "order items not delivered"
 * guessed a status value, beside an `is_delivered` flag): a flag's verb prefix (`is_`) leaves nothing unsaid, so a
 * participle with no period names the flag (rule 6), also after the rows ("how many items were delivered"); with a
 * period it is still the event's date ("items delivered last month"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const parcels: Catalogue = {
  cubes: [
    {
      name: "parcels",
      measures: [m("parcels.count", "count")],
      dimensions: [
        m("parcels.status", "string"),
        m("parcels.created_at", "time"),
        m("parcels.delivered_at", "time"),
        m("parcels.is_delivered", "boolean"),
      ],
    },
  ],
};

const claims: Catalogue = {
  cubes: [
    {
      name: "claims",
      measures: [m("claims.count", "count")],
      dimensions: [
        m("claims.region", "string"),
        m("claims.filed_at", "time"),
        m("claims.approved_at", "time"),
        m("claims.is_approved", "boolean"),
      ],
    },
  ],
};

const flag = (member: string, value: string) => [{ member, operator: "equals", values: [value] }];

describe.each([
  {
    catalogue: parcels,
    question: "delivered parcels by status",
    want: {
      measures: ["parcels.count"],
      dimensions: ["parcels.status"],
      filters: flag("parcels.is_delivered", "true"),
    },
  },
  {
    catalogue: parcels,
    question: "parcels not delivered by status",
    want: {
      measures: ["parcels.count"],
      dimensions: ["parcels.status"],
      filters: flag("parcels.is_delivered", "false"),
    },
  },
  {
    catalogue: parcels,
    question: "parcels delivered last month",
    want: {
      measures: ["parcels.count"],
      timeDimensions: [{ dimension: "parcels.delivered_at", dateRange: "last month" }],
    },
  },
  {
    catalogue: claims,
    question: "how many claims were approved",
    want: { measures: ["claims.count"], filters: flag("claims.is_approved", "true") },
  },
  {
    catalogue: claims,
    question: "approved claims by region",
    want: { measures: ["claims.count"], dimensions: ["claims.region"], filters: flag("claims.is_approved", "true") },
  },
])("a participle beside a flag and a date of its verb ($question)", (c) => {
  it("is the flag unless a period follows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
