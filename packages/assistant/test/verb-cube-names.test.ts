import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member, NOW } from "./helpers.js";

/**
 * A cube whose name is a plural noun that is also a verb form ("downloads", "deploys"): the word names the entity
 * (its count), not its key column (`downloadId`), which would otherwise win because a verb form names a cube less
 * surely. Two domains of our own.
 */
function eventCatalogue(entity: string, id: string, at: string, column: string): Catalogue {
  return {
    cubes: [
      {
        name: entity,
        measures: [member(`${entity}.count`, "count")],
        dimensions: [
          member(`${entity}.${id}`, "number"),
          member(`${entity}.${at}`, "time"),
          member(`${entity}.${column}`, "string"),
        ],
      },
    ],
  };
}

const DOMAINS = [
  {
    catalogue: eventCatalogue("Downloads", "downloadId", "downloadedAt", "platform"),
    noun: "downloads",
    key: "download ids",
  },
  { catalogue: eventCatalogue("Deploys", "deployId", "deployedAt", "environment"), noun: "deploys", key: "deploy ids" },
];

describe("a cube named by a word that is also a verb", () => {
  for (const { catalogue, noun, key } of DOMAINS) {
    const cube = catalogue.cubes[0]!;
    const [id, at, column] = cube.dimensions.map((dimension) => dimension.name);
    const ask = (question: string) =>
      createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW }).query;

    it(`"${noun}" counts the ${cube.name}, over time and by a column; "${key}" lists the key`, () => {
      expect(ask(`how many ${noun} are there`)).toEqual({ measures: [`${cube.name}.count`] });
      expect(ask(`${noun} per month this year`)).toEqual({
        measures: [`${cube.name}.count`],
        timeDimensions: [{ dimension: at, granularity: "month", dateRange: "this year" }],
      });
      expect(ask(`${noun} by ${column!.split(".")[1]}`)).toEqual({
        measures: [`${cube.name}.count`],
        dimensions: [column],
      });
      expect(ask(`list ${key}`)).toEqual({ dimensions: [id] });
    });
  }
});
