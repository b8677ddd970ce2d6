import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member, NOW } from "./helpers.js";

/** A value typed in the plural ("KAs" for the value "KA") is that value. Two domains of our own. */
function catalogueOf(cube: string, column: string): Catalogue {
  return {
    cubes: [
      {
        name: cube,
        measures: [member(`${cube}.count`, "count")],
        dimensions: [member(`${cube}.${column}`, "string"), member(`${cube}.city`, "string")],
      },
    ],
  };
}

const DOMAINS = [
  {
    cube: "customers",
    column: "tier",
    values: ["VIP", "SMB"],
    question: "how many VIPs are there in Lyon",
    value: "VIP",
  },
  { cube: "staff", column: "role", values: ["QA", "CTO"], question: "how many QAs do we have in Lyon", value: "QA" },
];

describe("a value typed in the plural", () => {
  for (const { cube, column, values, question, value } of DOMAINS) {
    it(question, () => {
      const engine = createEngine(catalogueOf(cube, column), [], { now: () => NOW });
      const dictionary = { [`${cube}.${column}`]: values, [`${cube}.city`]: ["Lyon", "Paris"] };
      const answer = engine.answer({ question, values: dictionary, now: NOW });
      expect(answer.query).toEqual({
        measures: [`${cube}.count`],
        filters: expect.arrayContaining([
          { member: `${cube}.${column}`, operator: "equals", values: [value] },
          { member: `${cube}.city`, operator: "equals", values: ["Lyon"] },
        ]),
      });
      expect(answer.query?.filters).toHaveLength(2);
    });
  }
});
