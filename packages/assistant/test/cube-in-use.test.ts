/**
 * Grouping by a noun that is also another cube's name (ANSWERS.md rule 10): when the cube the answer already
 * uses has its own name column for that noun ("book copies by author" -> book_copies.author_name), that column
 * needs no join and wins; the other cube still answers questions about itself.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker, hospital, library } from "./own-catalogues.js";

describe("a name column of the cube in use", () => {
  it("groups by the cube's own name column over another cube named by the noun (library)", () => {
    const ask = asker(library);
    expect(ask("book copies by author")).toEqual({
      measures: ["book_copies.bc_count"],
      dimensions: ["book_copies.author_name"],
    });
    expect(ask("authors by country")).toEqual({ measures: ["authors.count"], dimensions: ["authors.country"] });
  });

  it("groups by the cube's own name column over another cube named by the noun (hospital)", () => {
    const ask = asker(hospital);
    expect(ask("admissions by doctor")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.doctorName"],
    });
    expect(ask("doctors by specialty")).toEqual({ measures: ["doctors.count"], dimensions: ["doctors.specialty"] });
  });
});

describe("members shared by several cubes", () => {
  // Two models of our own where several cubes have a `type`/`created` column and names nest ("TaskList").
  const dispatch: Catalogue = {
    cubes: [
      {
        name: "Fee",
        measures: [m("Fee.count", "count"), m("Fee.total", "sum")],
        dimensions: [m("Fee.type", "string"), m("Fee.createdat", "time")],
      },
      {
        name: "Job",
        measures: [m("Job.count", "count")],
        dimensions: [m("Job.type", "string"), m("Job.status", "string"), m("Job.createdat", "time")],
      },
      {
        name: "JobList",
        measures: [m("JobList.count", "count")],
        dimensions: [m("JobList.courier", "string")],
      },
    ],
    values: { "Job.status": ["DONE", "FAILED"] },
  };
  const clinic: Catalogue = {
    cubes: [
      {
        name: "invoices",
        measures: [m("invoices.count", "count")],
        dimensions: [m("invoices.kind", "string"), m("invoices.createdon", "time")],
      },
      {
        name: "visits",
        measures: [m("visits.count", "count"), m("visits.total", "sum")],
        dimensions: [m("visits.kind", "string"), m("visits.outcome", "string"), m("visits.createdon", "time")],
      },
    ],
    values: { "visits.outcome": ["admitted", "discharged"] },
  };

  it("takes the column of the cube a dictionary value belongs to (dispatch, clinic)", () => {
    expect(asker(dispatch)("failed jobs by type")).toEqual({
      measures: ["Job.count"],
      dimensions: ["Job.type"],
      filters: [{ member: "Job.status", operator: "equals", values: ["FAILED"] }],
    });
    expect(asker(clinic)("discharged visits by kind")).toEqual({
      measures: ["visits.count"],
      dimensions: ["visits.kind"],
      filters: [{ member: "visits.outcome", operator: "equals", values: ["discharged"] }],
    });
  });

  it("reads a plural as the cube it names alone, not one it is part of (dispatch)", () => {
    expect(asker(dispatch)("jobs by type")).toEqual({ measures: ["Job.count"], dimensions: ["Job.type"] });
  });

  it("reads run-together time columns ('createdat', 'createdon') by their words (dispatch, clinic)", () => {
    expect(asker(dispatch)("how many jobs were created before 2024")).toEqual({
      measures: ["Job.count"],
      filters: [{ member: "Job.createdat", operator: "beforeDate", values: ["2024-01-01"] }],
    });
    expect(asker(clinic)("visits by created date")).toEqual({
      measures: ["visits.count"],
      timeDimensions: [{ dimension: "visits.createdon", granularity: "day" }],
    });
  });

  it("takes a measure named only by its aggregation word with its cube's word (dispatch, clinic)", () => {
    expect(asker(dispatch)("fee total by type")).toEqual({ measures: ["Fee.total"], dimensions: ["Fee.type"] });
    expect(asker(clinic)("visit total by kind")).toEqual({ measures: ["visits.total"], dimensions: ["visits.kind"] });
  });
});
