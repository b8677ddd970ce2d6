/**
 * Counting an entity (ANSWERS.md rules 1-2): "how many X", "X by D" and "number of X" use the cube named by X
 * and its plain `count` measure, not a distinct count or a sum of another cube whose name contains the word;
 * a measure whose name is exactly the phrase beats one that only contains it.
 */
import { describe, expect, it } from "vitest";
import { asker, hospital, library } from "./own-catalogues.js";

describe("an entity noun counts its own cube", () => {
  const askLibrary = asker(library);
  const askHospital = asker(hospital);

  it("prefers the cube named by the plural noun over another cube's distinct count (library)", () => {
    expect(askLibrary("how many members")).toEqual({ measures: ["members_dim.count"] });
    expect(askLibrary("members by membership type")).toEqual({
      measures: ["members_dim.count"],
      dimensions: ["members_dim.membership_type"],
    });
    expect(askLibrary("number of loans per branch")).toEqual({
      measures: ["loans_fact.count"],
      dimensions: ["loans_fact.branch"],
    });
  });

  it("prefers the cube named by the plural noun over another cube's distinct count (hospital)", () => {
    expect(askHospital("patients by blood type")).toEqual({
      measures: ["patients_dim.count"],
      dimensions: ["patients_dim.blood_type"],
    });
    expect(askHospital("how many admissions by ward")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.ward"],
    });
  });

  it("keeps an abbreviation that begins a member name as a word, so the exact count wins", () => {
    expect(askLibrary("BC count by genre")).toEqual({
      measures: ["book_copies.bc_count"],
      dimensions: ["book_copies.genre"],
    });
    expect(askHospital("LO count by priority")).toEqual({
      measures: ["lab_orders.lo_count"],
      dimensions: ["lab_orders.priority"],
    });
    expect(askHospital("how many LOs by status")).toEqual({
      measures: ["lab_orders.lo_count"],
      dimensions: ["lab_orders.status"],
    });
  });

  it("still reads a named distinct count or sum when the question names it", () => {
    expect(askHospital("total charges by ward")).toEqual({
      measures: ["admissions_fact.total_charges"],
      dimensions: ["admissions_fact.ward"],
    });
    expect(askLibrary("total fine amount by branch")).toEqual({
      measures: ["loans_fact.total_fine_amount"],
      dimensions: ["loans_fact.branch"],
    });
  });
});
