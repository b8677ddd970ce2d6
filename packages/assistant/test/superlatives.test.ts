/**
 * Superlatives (ANSWERS.md rule 7): "the most common D" counts by D, ranked, limit 1; a superlative over records
 * by a number column ("the member with the highest fine balance") lists the record's named attribute (or its
 * identifier) with that column, ordered by it, limit 1, and no measure.
 */
import { describe, expect, it } from "vitest";
import { asker, hospital, library } from "./own-catalogues.js";

describe("the most common value", () => {
  const askLibrary = asker(library);
  const askHospital = asker(hospital);

  it("counts by the dimension and keeps the top one (library)", () => {
    expect(askLibrary("the most common genre")).toEqual({
      measures: ["book_copies.bc_count"],
      dimensions: ["book_copies.genre"],
      order: [["book_copies.bc_count", "desc"]],
      limit: 1,
    });
    expect(askLibrary("what's the least popular membership type")).toEqual({
      measures: ["members_dim.count"],
      dimensions: ["members_dim.membership_type"],
      order: [["members_dim.count", "asc"]],
      limit: 1,
    });
  });

  it("counts by the dimension and keeps the top N when a number says so (hospital)", () => {
    expect(askHospital("most common blood type")).toEqual({
      measures: ["patients_dim.count"],
      dimensions: ["patients_dim.blood_type"],
      order: [["patients_dim.count", "desc"]],
      limit: 1,
    });
    expect(askHospital("3 most frequent wards")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.ward"],
      order: [["admissions_fact.count", "desc"]],
      limit: 3,
    });
  });
});

describe("a superlative over records", () => {
  const askLibrary = asker(library);
  const askHospital = asker(hospital);

  it("lists the named attribute and the number column, ordered, limit 1 (library)", () => {
    expect(askLibrary("name of the member with the highest fine balance")).toEqual({
      dimensions: ["members_dim.member_name", "members_dim.fine_balance"],
      order: [["members_dim.fine_balance", "desc"]],
      limit: 1,
    });
    expect(askLibrary("which book copy has the lowest page count")).toEqual({
      dimensions: ["book_copies.book_title", "book_copies.page_count"],
      order: [["book_copies.page_count", "asc"]],
      limit: 1,
    });
  });

  it("reads a granularity word inside a column's name as part of the name", () => {
    expect(askLibrary("which member has the highest daily fine rate")).toEqual({
      dimensions: ["members_dim.member_name", "members_dim.memberDailyFineRate"],
      order: [["members_dim.memberDailyFineRate", "desc"]],
      limit: 1,
    });
  });

  it("uses the entity's identifier when no attribute is named (hospital)", () => {
    expect(askHospital("which admission had the longest length of stay")).toEqual({
      dimensions: ["admissions_fact.admission_id", "admissions_fact.length_of_stay"],
      order: [["admissions_fact.length_of_stay", "desc"]],
      limit: 1,
    });
  });

  it("leaves a superlative of a measure to the ordinary ranking", () => {
    expect(askHospital("which ward has the most admissions")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.ward"],
      order: [["admissions_fact.count", "desc"]],
      limit: 1,
    });
    expect(askLibrary("which branch has the highest total fine amount")).toEqual({
      measures: ["loans_fact.total_fine_amount"],
      dimensions: ["loans_fact.branch"],
      order: [["loans_fact.total_fine_amount", "desc"]],
      limit: 1,
    });
  });
});
