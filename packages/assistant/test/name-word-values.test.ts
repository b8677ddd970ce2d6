/**
 * A one-word value that is also a word of a longer member name ("MTN" beside `mtnNumbers`) is the value in any
 * case, unless the words around it go on to spell that name ("their MTN numbers"). A participle value ("failed") before a period is
 * the value unless a date column carries the word ("paid" before a period names `paid_at`). Found on `telecom`
 * (bulk SMS). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const parcels: Catalogue = {
  cubes: [
    {
      name: "Parcels",
      measures: [m("Parcels.count", "count")],
      dimensions: [
        m("Parcels.carrier", "string"),
        m("Parcels.status", "string"),
        m("Parcels.dhlWeightKg", "number"),
        m("Parcels.totalFailedAttempts", "number"),
        m("Parcels.shippedAt", "time"),
      ],
    },
  ],
  values: { "Parcels.carrier": ["DHL", "UPS"], "Parcels.status": ["delivered", "failed"] },
};

const transfers: Catalogue = {
  cubes: [
    {
      name: "Transfers",
      measures: [m("Transfers.count", "count")],
      dimensions: [
        m("Transfers.network", "string"),
        m("Transfers.outcome", "string"),
        m("Transfers.visaFeesUsd", "number"),
        m("Transfers.declinedTotal", "number"),
        m("Transfers.createdAt", "time"),
      ],
    },
  ],
  values: { "Transfers.network": ["VISA", "AMEX"], "Transfers.outcome": ["approved", "declined"] },
};

describe.each([
  {
    name: "parcels",
    catalogue: parcels,
    question: "dhl parcels that failed in May 2025",
    filters: [
      { member: "Parcels.carrier", operator: "equals", values: ["DHL"] },
      { member: "Parcels.status", operator: "equals", values: ["failed"] },
    ],
    date: "Parcels.shippedAt",
    nameQuestion: "list statuses with their dhl weight",
    named: ["Parcels.status", "Parcels.dhlWeightKg"],
  },
  {
    name: "transfers",
    catalogue: transfers,
    question: "visa transfers that declined in May 2025",
    filters: [
      { member: "Transfers.network", operator: "equals", values: ["VISA"] },
      { member: "Transfers.outcome", operator: "equals", values: ["declined"] },
    ],
    date: "Transfers.createdAt",
    nameQuestion: "list outcomes with their visa fees",
    named: ["Transfers.outcome", "Transfers.visaFeesUsd"],
  },
])("values among member words ($name)", ({ catalogue, question, filters, date, nameQuestion, named }) => {
  const ask = asker(catalogue);
  const cube = catalogue.cubes[0]!.name;

  it("reads a lowercase code and a participle before a period as values", () => {
    expect(ask(question)).toEqual({
      measures: [`${cube}.count`],
      timeDimensions: [{ dimension: date, dateRange: ["2025-05-01", "2025-05-31"] }],
      filters,
    });
  });

  it("leaves the code to the member name it starts", () => {
    expect(ask(nameQuestion)).toEqual({ dimensions: named });
  });
});
