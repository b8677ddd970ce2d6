/**
 * Booleans named by an adjective or participle (ANSWERS.md rule 6): "blocked members" -> the boolean column
 * equals true, "not blocked" -> false, also when the column runs a verb prefix into the word (`isblocked`),
 * never a guessed value of another column.
 */
import { describe, expect, it } from "vitest";
import { asker, hospital, library } from "./own-catalogues.js";

describe("a boolean named by its adjective", () => {
  const askLibrary = asker(library);
  const askHospital = asker(hospital);

  it("filters true for the adjective and false for its negation (library)", () => {
    expect(askLibrary("how many blocked members")).toEqual({
      measures: ["members_dim.count"],
      filters: [{ member: "members_dim.isblocked", operator: "equals", values: ["true"] }],
    });
    expect(askLibrary("members that are not blocked by membership type")).toEqual({
      measures: ["members_dim.count"],
      dimensions: ["members_dim.membership_type"],
      filters: [{ member: "members_dim.isblocked", operator: "equals", values: ["false"] }],
    });
  });

  it("filters true for the adjective and false for its negation (hospital)", () => {
    expect(askHospital("how many deceased patients")).toEqual({
      measures: ["patients_dim.count"],
      filters: [{ member: "patients_dim.isdeceased", operator: "equals", values: ["true"] }],
    });
    expect(askHospital("count of patients that are not deceased by blood type")).toEqual({
      measures: ["patients_dim.count"],
      dimensions: ["patients_dim.blood_type"],
      filters: [{ member: "patients_dim.isdeceased", operator: "equals", values: ["false"] }],
    });
  });
});
