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
