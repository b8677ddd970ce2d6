/**
 * Found on `labsamples` ("tests in the test master", with `DiagnosticTestMasters` beside a
 * `DiagnosticTestBookLines.testAmount`), on two catalogues of our own: a plural noun that reads no member in full,
 * while another phrase names a cube with that word in its name, is that cube's records: counted, ranked or read,
 * not a member the noun only half names in another cube.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const catalogueOfParts: Catalogue = {
  cubes: [
    {
      name: "PartCatalogueEntries",
      measures: [m("PartCatalogueEntries.count", "count"), m("PartCatalogueEntries.listPrice", "sum")],
      dimensions: [m("PartCatalogueEntries.partName", "string"), m("PartCatalogueEntries.family", "string")],
    },
    {
      name: "OrderLines",
      measures: [m("OrderLines.count", "count"), m("OrderLines.partAmount", "sum")],
      dimensions: [m("OrderLines.partCode", "string")],
    },
  ],
};

const roster: Catalogue = {
  cubes: [
    {
      name: "CourseRegisterRows",
      measures: [m("CourseRegisterRows.count", "count"), m("CourseRegisterRows.fee", "sum")],
      dimensions: [m("CourseRegisterRows.courseTitle", "string"), m("CourseRegisterRows.faculty", "string")],
    },
    {
      name: "Enrolments",
      measures: [m("Enrolments.count", "count"), m("Enrolments.courseCredits", "sum")],
      dimensions: [m("Enrolments.courseCode", "string")],
    },
  ],
};

describe.each([
  {
    name: "parts",
    catalogue: catalogueOfParts,
    grouped: "parts in the part catalogue by family",
    groupedWant: { measures: ["PartCatalogueEntries.count"], dimensions: ["PartCatalogueEntries.family"] },
    ranked: "which family has the most parts in the part catalogue?",
    rankedWant: {
      measures: ["PartCatalogueEntries.count"],
      dimensions: ["PartCatalogueEntries.family"],
      order: [["PartCatalogueEntries.count", "desc"]],
      limit: 1,
    },
  },
  {
    name: "roster",
    catalogue: roster,
    grouped: "courses in the course register by faculty",
    groupedWant: { measures: ["CourseRegisterRows.count"], dimensions: ["CourseRegisterRows.faculty"] },
    ranked: "which faculty has the most courses in the course register?",
    rankedWant: {
      measures: ["CourseRegisterRows.count"],
      dimensions: ["CourseRegisterRows.faculty"],
      order: [["CourseRegisterRows.count", "desc"]],
      limit: 1,
    },
  },
])("records of a cube named elsewhere in the question ($name)", (c) => {
  const ask = asker(c.catalogue);
  it("counts the named cube's records", () => expect(ask(c.grouped)).toEqual(c.groupedWant));
  it("ranks by them", () => expect(ask(c.ranked)).toEqual(c.rankedWant));
});
