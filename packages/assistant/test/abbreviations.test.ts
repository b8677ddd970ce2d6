/**
 * Short forms people type for member words (ANSWERS.md rule 10), by general rules: a word and a number written
 * as initial + number ("p90" for percentile_90), taken of the quantity named after it; "no. of" for "number of".
 */
import { describe, expect, it } from "vitest";
import { asker, hospital, library } from "./own-catalogues.js";

describe("letter-digit short forms", () => {
  it("reads p90 as percentile_90 of the quantity after it (library)", () => {
    expect(asker(library)("p90 loan days by branch")).toEqual({
      measures: ["loans_fact.percentile_90"],
      dimensions: ["loans_fact.branch"],
    });
  });

  it("reads p50 as percentile_50 of the quantity after it (hospital)", () => {
    expect(asker(hospital)("p50 length of stay per ward")).toEqual({
      measures: ["admissions_fact.percentile_50"],
      dimensions: ["admissions_fact.ward"],
    });
  });
});

describe("'no.' for number", () => {
  it("counts after 'no. of' but keeps 'no' a negation", () => {
    expect(asker(library)("no. of members by membership type")).toEqual({
      measures: ["members_dim.count"],
      dimensions: ["members_dim.membership_type"],
    });
    expect(asker(hospital)("no. of lab orders by status")).toEqual({
      measures: ["lab_orders.lo_count"],
      dimensions: ["lab_orders.status"],
    });
    expect(asker(library)("how many members with no phone")).toEqual({
      measures: ["members_dim.count"],
      filters: [{ member: "members_dim.phone", operator: "notSet" }],
    });
  });
});
