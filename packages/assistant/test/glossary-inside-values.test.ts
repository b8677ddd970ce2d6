/**
 * Found on `admissions` ("self-funded applications" with the note "funding means ..." grouped by the note's column
 * and dropped the value), on two catalogues of our own: a glossary phrase inside the words of a longer dictionary
 * value is part of that value (longest phrase first).
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const travel: Catalogue = {
  cubes: [
    {
      name: "Trips",
      measures: [m("Trips.count", "count")],
      dimensions: [m("Trips.channel", "string"), m("Trips.bookingReference", "string")],
    },
  ],
  values: { "Trips.channel": ["direct booking", "travel agent", "partner site"] },
};

const lending: Catalogue = {
  cubes: [
    {
      name: "Loans",
      measures: [m("Loans.count", "count"), m("Loans.averageRate", "avg")],
      dimensions: [m("Loans.product", "string"), m("Loans.interestRate", "number")],
    },
  ],
  values: { "Loans.product": ["fixed-rate", "variable-rate", "interest-only"] },
};

describe.each([
  {
    name: "travel",
    catalogue: travel,
    notes: ["booking means Trips.bookingReference"],
    question: "how many direct booking trips are there?",
    want: {
      measures: ["Trips.count"],
      filters: [{ member: "Trips.channel", operator: "equals", values: ["direct booking"] }],
    },
  },
  {
    name: "lending",
    catalogue: lending,
    notes: ["rate means Loans.averageRate"],
    question: "how many fixed-rate loans are there?",
    want: {
      measures: ["Loans.count"],
      filters: [{ member: "Loans.product", operator: "equals", values: ["fixed-rate"] }],
    },
  },
])("a glossary word inside a dictionary value ($name)", (c) => {
  it("is read as part of the value", () => expect(asker(c.catalogue, c.notes)(c.question)).toEqual(c.want));
});
