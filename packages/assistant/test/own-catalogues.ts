/**
 * Two catalogues of our own for the causes found on the first-contact sets (FIRST-CONTACT.md): a library and
 * a hospital, modelled the way warehouse teams name things (`_fact` / `_dim` tables, camelCase measures,
 * abbreviated member prefixes), so the causes show without any dataset's words.
 */
import { createEngine, type Catalogue, type CubeQuery } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

export const library: Catalogue = {
  cubes: [
    {
      name: "loans_fact",
      measures: [
        m("loans_fact.count", "count"),
        m("loans_fact.totalMembers", "count_distinct"),
        m("loans_fact.total_fine_amount", "sum"),
        m("loans_fact.avg_loan_days", "avg"),
        m("loans_fact.percentile_90", "number"),
      ],
      dimensions: [
        m("loans_fact.branch", "string"),
        m("loans_fact.loaned_at", "time"),
        m("loans_fact.returned_at", "time"),
        m("loans_fact.is_overdue", "boolean"),
        m("loans_fact.loan_days", "number"),
      ],
    },
    {
      name: "members_dim",
      measures: [m("members_dim.countMembers", "count_distinct"), m("members_dim.count", "count")],
      dimensions: [
        m("members_dim.member_name", "string"),
        m("members_dim.membership_type", "string"),
        m("members_dim.phone", "string"),
        m("members_dim.fine_balance", "number"),
        m("members_dim.memberDailyFineRate", "number"),
        m("members_dim.joined_at", "time"),
        m("members_dim.is_active", "boolean"),
        m("members_dim.isblocked", "boolean"),
      ],
    },
    {
      name: "book_copies",
      title: "Book Copies",
      measures: [
        m("book_copies.bc_count", "count", "", "Number of book copies"),
        m("book_copies.total_bc_value", "sum", "", "Total value of the copies"),
        m("book_copies.damaged_bc_count", "count", "", "Damaged copies"),
      ],
      dimensions: [
        m("book_copies.book_title", "string"),
        m("book_copies.author_name", "string"),
        m("book_copies.genre", "string"),
        m("book_copies.shelf", "string"),
        m("book_copies.page_count", "number"),
        m("book_copies.acquired_at", "time"),
      ],
    },
    {
      name: "authors",
      measures: [m("authors.count", "count")],
      dimensions: [m("authors.name", "string"), m("authors.country", "string")],
    },
  ],
};

export const hospital: Catalogue = {
  cubes: [
    {
      name: "admissions_fact",
      measures: [
        m("admissions_fact.count", "count"),
        m("admissions_fact.totalPatients", "count_distinct"),
        m("admissions_fact.total_charges", "sum"),
        m("admissions_fact.avg_length_of_stay", "avg"),
        m("admissions_fact.percentile_50", "number"),
      ],
      dimensions: [
        m("admissions_fact.admission_id", "string"),
        m("admissions_fact.ward", "string"),
        m("admissions_fact.doctorName", "string"),
        m("admissions_fact.admitted_at", "time"),
        m("admissions_fact.discharged_at", "time"),
        m("admissions_fact.is_emergency", "boolean"),
        m("admissions_fact.length_of_stay", "number"),
        m("admissions_fact.clinical_notes", "string"),
      ],
    },
    {
      name: "patients_dim",
      measures: [m("patients_dim.countPatients", "count_distinct"), m("patients_dim.count", "count")],
      dimensions: [
        m("patients_dim.patient_name", "string"),
        m("patients_dim.blood_type", "string"),
        m("patients_dim.born_at", "time"),
        m("patients_dim.isdeceased", "boolean"),
      ],
    },
    {
      name: "lab_orders",
      title: "Lab Orders",
      measures: [
        m("lab_orders.lo_count", "count", "", "Number of lab orders"),
        m("lab_orders.total_lo_cost", "sum", "", "Total cost of lab orders"),
        m("lab_orders.open_lo_count", "count", "", "Open lab orders"),
      ],
      dimensions: [
        m("lab_orders.test_name", "string"),
        m("lab_orders.status", "string"),
        m("lab_orders.priority", "string"),
        m("lab_orders.ordered_at", "time"),
      ],
    },
    {
      name: "doctors",
      measures: [m("doctors.count", "count")],
      dimensions: [m("doctors.name", "string"), m("doctors.specialty", "string")],
    },
  ],
};

/** Asks a catalogue with the dictionary it carries (`values`), if any, and the given notes. */
export function asker(catalogue: Catalogue, notes: string[] = []): (question: string) => CubeQuery | null {
  const engine = createEngine(catalogue, [], { now: () => NOW });
  return (question) => engine.answer({ question, notes, now: NOW }).query;
}
