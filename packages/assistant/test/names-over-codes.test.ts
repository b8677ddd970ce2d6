/**
 * A plural noun that names no cube but two of the cube's columns, its code and its name ("stations" with
 * `stationCode` and `stationName`): a ranking or a breakdown lists things by their names. Found on `iot`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const parcels: Catalogue = {
  cubes: [
    {
      name: "Deliveries",
      measures: [m("Deliveries.count", "count"), m("Deliveries.lateCount", "count")],
      dimensions: [
        m("Deliveries.depotCode", "string"),
        m("Deliveries.depotName", "string"),
        m("Deliveries.deliveredAt", "time"),
      ],
    },
  ],
};

const exams: Catalogue = {
  cubes: [
    {
      name: "exam_results",
      measures: [m("exam_results.count", "count"), m("exam_results.pass_count", "count")],
      dimensions: [
        m("exam_results.school_code", "string"),
        m("exam_results.school_name", "string"),
        m("exam_results.sat_on", "time"),
      ],
    },
  ],
};

describe.each([
  { name: "parcels", catalogue: parcels, noun: "depots", measure: "Deliveries.lateCount", by: "late count" },
  { name: "exams", catalogue: exams, noun: "schools", measure: "exam_results.pass_count", by: "pass count" },
])("names over codes ($name)", ({ catalogue, noun, measure, by }) => {
  const ask = asker(catalogue);
  const nameColumn = catalogue.cubes[0]!.dimensions[1]!.name;

  it("ranks things by their name column", () => {
    expect(ask(`top 5 ${noun} by ${by}`)).toEqual({
      measures: [measure],
      dimensions: [nameColumn],
      order: [[measure, "desc"]],
      limit: 5,
    });
  });

  it("breaks down by the name column", () => {
    expect(ask(`${by} by ${noun.slice(0, -1)}`)?.dimensions).toEqual([nameColumn]);
  });
});

// "top 10 conditions" with the note "condition means browse_conditions.mesh_term": the plural names the cube, but the
// ranking is by the column the note names, not the cube's first column. Found on `pharmacy` (clinical trials).
describe.each([
  {
    name: "trials",
    catalogue: {
      cubes: [
        { name: "studies", measures: [m("studies.count", "count")], dimensions: [m("studies.phase", "string")] },
        {
          name: "study_conditions",
          measures: [m("study_conditions.count", "count")],
          dimensions: [m("study_conditions.study_id", "string"), m("study_conditions.mesh_term", "string")],
        },
      ],
      notes: ["condition means study_conditions.mesh_term"],
    } satisfies Catalogue,
    question: "top 10 conditions by number of studies",
    column: "study_conditions.mesh_term",
    count: "studies.count",
  },
  {
    name: "library",
    catalogue: {
      cubes: [
        { name: "loans", measures: [m("loans.count", "count")], dimensions: [m("loans.branch", "string")] },
        {
          name: "book_subjects",
          measures: [m("book_subjects.count", "count")],
          dimensions: [m("book_subjects.isbn", "string"), m("book_subjects.heading", "string")],
        },
      ],
      notes: ["subject means book_subjects.heading"],
    } satisfies Catalogue,
    question: "top 10 subjects by number of loans",
    column: "book_subjects.heading",
    count: "loans.count",
  },
])("a ranking by a noted column ($name)", ({ catalogue, question, column, count }) => {
  it("ranks by the column the note names", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      dimensions: [column],
      order: [[count, "desc"]],
      limit: 10,
    });
  });
});
