import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member, NOW } from "./helpers.js";

/**
 * A cube named by the -ing noun of a verb ("advertising", "investing") is asked about with the verb's -ment noun
 * ("advertisements", "investments"): both name the same records, so the -ment noun counts the cube. Two domains of
 * our own, each with a column that a word of the question could otherwise pull in.
 */
function eventCatalogue(cube: string, at: string, column: string, amount: string): Catalogue {
  return {
    cubes: [
      {
        name: cube,
        measures: [member(`${cube}.count`, "count"), member(`${cube}.${amount}`, "sum")],
        dimensions: [member(`${cube}.${at}`, "time"), member(`${cube}.${column}`, "string")],
      },
    ],
  };
}

const DOMAINS = [
  { catalogue: eventCatalogue("advertising", "published_at", "channel", "spend"), noun: "advertisements" },
  { catalogue: eventCatalogue("investing", "settled_at", "asset_class", "amount"), noun: "investments" },
];

describe("a -ment noun names the cube named by the same verb's -ing noun", () => {
  for (const { catalogue, noun } of DOMAINS) {
    const cube = catalogue.cubes[0]!;
    const [at, column] = cube.dimensions.map((dimension) => dimension.name);
    const columnWords = column!.split(".")[1]!.replace(/_/g, " ");
    const ask = (question: string) =>
      createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW }).query;

    it(`"${noun}" counts the ${cube.name} cube, by a column, over time and ranked`, () => {
      expect(ask(`${noun} by ${columnWords}`)).toEqual({ measures: [`${cube.name}.count`], dimensions: [column] });
      expect(ask(`${noun} per month this year`)).toEqual({
        measures: [`${cube.name}.count`],
        timeDimensions: [{ dimension: at, granularity: "month", dateRange: "this year" }],
      });
      expect(ask(`which ${columnWords} has the most ${noun}?`)).toEqual({
        measures: [`${cube.name}.count`],
        dimensions: [column],
        order: [[`${cube.name}.count`, "desc"]],
        limit: 1,
      });
    });
  }
});
