/**
 * Found on `esgworkforce`: "how many company units have at least 20 temporary employees?" in a cube with
 * `company_unit_name` and `company_unit_id` but no cube of company units counted the rows broken down by the unit's
 * name. A plural that spells a name or key column but for its kind word names the rows that column identifies, and
 * "how many" counts them. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sites: Catalogue = {
  cubes: [
    {
      name: "bespoke_1201",
      measures: [m("bespoke_1201.count", "count")],
      dimensions: [
        m("bespoke_1201.site_name", "string"),
        m("bespoke_1201.site_id", "string"),
        m("bespoke_1201.site_type", "string"),
        m("bespoke_1201.staff_on_shift", "number"),
      ],
    },
  ],
};

const plant: Catalogue = {
  cubes: [
    {
      name: "plant_readings",
      measures: [m("plant_readings.count", "count")],
      dimensions: [
        m("plant_readings.machine_name", "string"),
        m("plant_readings.machine_code", "string"),
        m("plant_readings.line", "string"),
        m("plant_readings.temperature", "number"),
      ],
    },
  ],
};

describe.each([
  {
    name: "sites",
    catalogue: sites,
    question: "how many sites have at least 20 staff on shift?",
    want: {
      measures: ["bespoke_1201.count"],
      filters: [{ member: "bespoke_1201.staff_on_shift", operator: "gte", values: ["20"] }],
    },
  },
  {
    name: "plant",
    catalogue: plant,
    question: "how many machines have a temperature above 80?",
    want: {
      measures: ["plant_readings.count"],
      filters: [{ member: "plant_readings.temperature", operator: "gt", values: ["80"] }],
    },
  },
])("a plural naming the rows a column identifies ($name: $question)", (c) => {
  it("is counted, not grouped by", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
