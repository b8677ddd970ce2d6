/**
 * Found on `esgworkforce`: "show relation engagement, relation measures and relation respect for company units in
 * France", with `company_unit_id` and `company_unit_name` but no cube of company units, listed the unit id too:
 * "company units" after "for" says which rows the listing is about, as "for customers" does where customers is a
 * cube; it is no column to list. "how many company units" already counted those rows. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const surveys: Catalogue = {
  cubes: [
    {
      name: "env_readings",
      measures: [m("env_readings.count", "count")],
      dimensions: [
        m("env_readings.sample_point_id", "string"),
        m("env_readings.sample_point_name", "string"),
        m("env_readings.noise_level", "string"),
        m("env_readings.air_quality", "string"),
        m("env_readings.country", "string"),
      ],
    },
  ],
};

const audits: Catalogue = {
  cubes: [
    {
      name: "review_q3",
      measures: [m("review_q3.count", "count")],
      dimensions: [
        m("review_q3.branch_office_code", "string"),
        m("review_q3.branch_office_name", "string"),
        m("review_q3.audit_grade", "string"),
        m("review_q3.lead_auditor", "string"),
        m("review_q3.country", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "surveys",
    catalogue: surveys,
    question: "show noise level and air quality for sample points in Spain",
    want: {
      dimensions: ["env_readings.noise_level", "env_readings.air_quality"],
      filters: [{ member: "env_readings.country", operator: "equals", values: ["Spain"] }],
    },
  },
  {
    name: "audits",
    catalogue: audits,
    question: "show audit grade and lead auditor for branch offices in Germany",
    want: {
      dimensions: ["review_q3.audit_grade", "review_q3.lead_auditor"],
      filters: [{ member: "review_q3.country", operator: "equals", values: ["Germany"] }],
    },
  },
])("rows named by their name column after 'for' ($name: $question)", (c) => {
  it("say which rows, and are not listed", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("named as the listing itself, they are still listed", () =>
  expect(asker(surveys)("list sample point names in Spain")).toEqual({
    dimensions: ["env_readings.sample_point_name"],
    filters: [{ member: "env_readings.country", operator: "equals", values: ["Spain"] }],
  }));
