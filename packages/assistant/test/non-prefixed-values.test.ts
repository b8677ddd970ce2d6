/**
 * Found on `bankproducts` (blind, first contact): "non-SME customers by KYC status" kept `segment notEquals SME`
 * but also read "non" as the start of "Non-Performing Loan" titles and measured loans. The "non" of a negated
 * value belongs to that value and names nothing else. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const insurer: Catalogue = {
  cubes: [
    {
      name: "policies",
      measures: [m("policies.count", "count")],
      dimensions: [m("policies.channel", "string"), m("policies.region", "string")],
    },
    {
      name: "claims",
      measures: [m("claims.non_payment_count", "count", "Non-Payment Claims")],
      dimensions: [m("claims.reason", "string")],
    },
  ],
  values: { "policies.channel": ["Broker", "Direct", "Online"] },
};

const pharmacy: Catalogue = {
  cubes: [
    {
      name: "prescriptions",
      measures: [m("prescriptions.count", "count")],
      dimensions: [m("prescriptions.drug_class", "string"), m("prescriptions.prescriber", "string")],
    },
    {
      name: "stock",
      measures: [m("stock.non_moving_units", "sum", "Non-Moving Units")],
      dimensions: [m("stock.shelf", "string")],
    },
  ],
  values: { "prescriptions.drug_class": ["Opioid", "Antibiotic", "Statin"] },
};

describe.each([
  {
    name: "insurer",
    catalogue: insurer,
    question: "non-broker policies by region",
    want: {
      measures: ["policies.count"],
      dimensions: ["policies.region"],
      filters: [{ member: "policies.channel", operator: "notEquals", values: ["Broker"] }],
    },
  },
  {
    name: "pharmacy",
    catalogue: pharmacy,
    question: "non-opioid prescriptions by prescriber",
    want: {
      measures: ["prescriptions.count"],
      dimensions: ["prescriptions.prescriber"],
      filters: [{ member: "prescriptions.drug_class", operator: "notEquals", values: ["Opioid"] }],
    },
  },
])("a value negated by 'non-' ($name: $question)", (c) => {
  it("takes the prefix with it", () => {
    const { values, ...cubes } = c.catalogue;
    const engine = createEngine(cubes);
    expect(engine.answer({ question: c.question, values, now: NOW }).query).toEqual(c.want);
  });
});
