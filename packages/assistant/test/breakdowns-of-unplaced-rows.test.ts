/**
 * Found on `qualitylab` ("absorption tests by turno" listed the shifts): a plural noun broken down by a column, though
 * no cube is named for it, is the rows of that column's cube, counted (rule 2), not a listing of the column. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const kilns: Catalogue = {
  cubes: [
    {
      name: "KilnLog",
      measures: [m("KilnLog.count", "count")],
      dimensions: [m("KilnLog.turno", "string"), m("KilnLog.forno", "string")],
    },
  ],
};

const audits: Catalogue = {
  cubes: [
    {
      name: "tb_audit",
      measures: [m("tb_audit.count", "count")],
      dimensions: [m("tb_audit.auditor", "string"), m("tb_audit.outcome", "string")],
    },
  ],
};

describe.each([
  {
    name: "kilns",
    catalogue: kilns,
    question: "firing records by turno",
    want: { measures: ["KilnLog.count"], dimensions: ["KilnLog.turno"] },
  },
  {
    name: "audits",
    catalogue: audits,
    question: "spot checks by outcome",
    want: { measures: ["tb_audit.count"], dimensions: ["tb_audit.outcome"] },
  },
])("rows no cube is named for, broken down ($name)", (c) => {
  it("are the grouped cube's rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
