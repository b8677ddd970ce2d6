/**
 * Text operators (ANSWERS.md rule 6): "with x in the D" and "containing x" give `contains`, "starting with x" /
 * "ending with x" give `startsWith` / `endsWith`, with x kept whole as typed (punctuation and case); with no
 * column named, "containing" searches the entity's free-text column; a listing shows the searched column only
 * when it lists nothing else.
 */
import { describe, expect, it } from "vitest";
import { asker, hospital, library } from "./own-catalogues.js";

describe("text operators", () => {
  const askLibrary = asker(library);
  const askHospital = asker(hospital);

  it("reads 'with x in the D' as D contains x (library)", () => {
    expect(askLibrary("how many book copies with tolkien in the book title")).toEqual({
      measures: ["book_copies.bc_count"],
      filters: [{ member: "book_copies.book_title", operator: "contains", values: ["tolkien"] }],
    });
  });

  it("keeps the typed value whole, punctuation and case included", () => {
    expect(askLibrary("how many members whose phone starts with +44")).toEqual({
      measures: ["members_dim.count"],
      filters: [{ member: "members_dim.phone", operator: "startsWith", values: ["+44"] }],
    });
    expect(askHospital("list test names ending with -PCR")).toEqual({
      dimensions: ["lab_orders.test_name"],
      filters: [{ member: "lab_orders.test_name", operator: "endsWith", values: ["-PCR"] }],
    });
  });

  it("searches the entity's free-text column when no column is named (hospital)", () => {
    expect(askHospital("how many admissions containing sepsis")).toEqual({
      measures: ["admissions_fact.count"],
      filters: [{ member: "admissions_fact.clinical_notes", operator: "contains", values: ["sepsis"] }],
    });
  });

  it("does not list the searched column next to the named ones", () => {
    expect(askLibrary("list member names whose phone starts with 07")).toEqual({
      dimensions: ["members_dim.member_name"],
      filters: [{ member: "members_dim.phone", operator: "startsWith", values: ["07"] }],
    });
  });

  it("lists the searched column when the list names it too, a comma ending the phrase", () => {
    expect(askLibrary("list member names and phones, phone starting with 07")).toEqual({
      dimensions: ["members_dim.member_name", "members_dim.phone"],
      filters: [{ member: "members_dim.phone", operator: "startsWith", values: ["07"] }],
    });
    expect(askHospital("show test names and priorities, priority starting with STAT")).toEqual({
      dimensions: ["lab_orders.test_name", "lab_orders.priority"],
      filters: [{ member: "lab_orders.priority", operator: "startsWith", values: ["STAT"] }],
    });
  });
});
