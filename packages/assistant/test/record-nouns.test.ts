/**
 * "how many production reports": a word for a row (record, report, entry, log) after a phrase that reads a cube as
 * well as a measure makes the phrase name the cube's rows, so they are counted, not summed by the measure that
 * shares the word ("Total Production"). A number after "had exactly" then names its own column, no unit of the
 * rows, though Cube titles every column with the cube's title. Found on `utilities`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const plant: Catalogue = {
  cubes: [
    {
      name: "PlantMaintenance",
      title: "Plant Maintenance",
      measures: [
        m("PlantMaintenance.count", "count"),
        m("PlantMaintenance.totalMaintenance", "sum", "Total Maintenance"),
      ],
      dimensions: [
        m("PlantMaintenance.location", "string"),
        m("PlantMaintenance.breakdowns", "number", "Plant Maintenance Breakdowns"),
        m("PlantMaintenance.createdAt", "time"),
      ],
    },
  ],
};

const quality: Catalogue = {
  cubes: [
    {
      name: "QualityAudit",
      title: "Quality Audit",
      measures: [m("QualityAudit.count", "count"), m("QualityAudit.totalAudit", "sum", "Total Audit")],
      dimensions: [
        m("QualityAudit.auditor", "string"),
        m("QualityAudit.findings", "number", "Quality Audit Findings"),
        m("QualityAudit.auditedOn", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "plant",
    catalogue: plant,
    noun: "maintenance",
    count: "PlantMaintenance.count",
    by: "location",
    column: "PlantMaintenance.location",
    number: "breakdowns",
    numberColumn: "PlantMaintenance.breakdowns",
  },
  {
    name: "quality",
    catalogue: quality,
    noun: "audit",
    count: "QualityAudit.count",
    by: "auditor",
    column: "QualityAudit.auditor",
    number: "findings",
    numberColumn: "QualityAudit.findings",
  },
])("rows named by a record noun ($name)", ({ catalogue, noun, count, by, column, number, numberColumn }) => {
  const ask = asker(catalogue);

  it("counts the rows", () => {
    expect(ask(`how many ${noun} reports do we have?`)).toEqual({ measures: [count] });
    expect(ask(`${noun} records by ${by}`)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("reads a number after the rows as its own column", () => {
    expect(ask(`how many ${noun} entries had exactly 0 ${number}?`)).toEqual({
      measures: [count],
      filters: [{ member: numberColumn, operator: "equals", values: ["0"] }],
    });
  });
});
