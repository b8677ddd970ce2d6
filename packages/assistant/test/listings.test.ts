/**
 * Listings and time groupings (ANSWERS.md rules 2, 4, 8, 10): every time dimension named as a grouping gets an
 * entry of its own at `day`; a dimension that orders the answer is also selected; a glossary word inside a
 * longer phrase that spells a member's name ("admission ids") is part of that name, so the listing gets no count.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW } from "./helpers.js";
import { asker, hospital, library } from "./own-catalogues.js";

describe("two named time dimensions", () => {
  it("gives each its own entry, grouped by day (library)", () => {
    expect(asker(library)("loans by loaned date and returned date")).toEqual({
      measures: ["loans_fact.count"],
      timeDimensions: [
        { dimension: "loans_fact.loaned_at", granularity: "day" },
        { dimension: "loans_fact.returned_at", granularity: "day" },
      ],
    });
  });

  it("gives each its own entry, grouped by day (hospital)", () => {
    expect(asker(hospital)("number of admissions by admitted date and discharged date")).toEqual({
      measures: ["admissions_fact.count"],
      timeDimensions: [
        { dimension: "admissions_fact.admitted_at", granularity: "day" },
        { dimension: "admissions_fact.discharged_at", granularity: "day" },
      ],
    });
  });
});

describe("listings", () => {
  it("selects the dimension that orders the listing (library)", () => {
    expect(asker(library)("list member names ordered by membership type, limit 5")).toEqual({
      dimensions: ["members_dim.member_name", "members_dim.membership_type"],
      order: [["members_dim.membership_type", "asc"]],
      limit: 5,
    });
  });

  it("keeps a glossary word inside a member's name and adds no count (hospital)", () => {
    const ask = asker(hospital, ["admissions means admissions_fact.count"]);
    expect(ask("list admission ids sorted by ward")).toEqual({
      dimensions: ["admissions_fact.admission_id", "admissions_fact.ward"],
      order: [["admissions_fact.ward", "asc"]],
    });
    expect(ask("admissions by ward")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.ward"],
    });
  });
});

describe("what a listing names is listed", () => {
  const withValues = (catalogue: Catalogue, values: Record<string, string[]>) => {
    const engine = createEngine({ ...catalogue, values }, [], { now: () => NOW });
    return (question: string) => engine.answer({ question, now: NOW }).query;
  };

  it("lists a named column that the question also filters (hospital)", () => {
    const ask = withValues(hospital, { "lab_orders.status": ["pending", "cancelled"] });
    expect(ask("list test names and statuses for cancelled lab orders")).toEqual({
      dimensions: ["lab_orders.test_name", "lab_orders.status"],
      filters: [{ member: "lab_orders.status", operator: "equals", values: ["cancelled"] }],
    });
  });

  it("lists the entity by its name when the question constrains it, else only the named columns (library, hospital)", () => {
    expect(asker(library)("list members with a member name starting with 'Jo' and their phone")).toEqual({
      dimensions: ["members_dim.member_name", "members_dim.phone"],
      filters: [{ member: "members_dim.member_name", operator: "startsWith", values: ["Jo"] }],
    });
    expect(asker(library)("list members and their phone")).toEqual({ dimensions: ["members_dim.phone"] });
    expect(asker(hospital)("list patients with their blood type")).toEqual({
      dimensions: ["patients_dim.blood_type"],
    });
  });
});
