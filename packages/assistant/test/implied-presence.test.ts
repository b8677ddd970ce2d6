import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member, NOW } from "./helpers.js";

/**
 * "X with a <column> over N": the comparison already says the column has a value, so no separate "is set" filter
 * joins it. Two domains of our own.
 */
function catalogueOf(cube: string, column: string, total: string): Catalogue {
  return {
    cubes: [
      {
        name: cube,
        measures: [member(`${cube}.count`, "count"), member(`${cube}.${total}`, "sum")],
        dimensions: [member(`${cube}.name`, "string"), member(`${cube}.${column}`, "number")],
      },
    ],
  };
}

const DOMAINS = [
  {
    catalogue: catalogueOf("Videos", "lengthSeconds", "totalLengthSeconds"),
    question: "names of videos with a length over 600 seconds",
  },
  {
    catalogue: catalogueOf("Parcels", "weightKg", "totalWeightKg"),
    question: "names of parcels with a weight over 20 kg",
  },
];

describe("a comparison implies the value is present", () => {
  for (const { catalogue, question } of DOMAINS) {
    it(question, () => {
      const cube = catalogue.cubes[0]!;
      const query = createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW }).query;
      expect(query).toEqual({
        dimensions: [`${cube.name}.name`],
        filters: [{ member: cube.dimensions[1]!.name, operator: "gt", values: [question.match(/over (\d+)/)![1]] }],
      });
    });
  }
});
