/**
 * Found on `esgworkforce`: "bespoke_4484 count by company unit type" did not know the generated cube name typed as
 * it is spelled, and listed the grouping alone. A cube's own name typed whole, code and all, names that cube. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const disclosures: Catalogue = {
  cubes: [
    {
      name: "bespoke_1201",
      measures: [m("bespoke_1201.count", "count")],
      dimensions: [m("bespoke_1201.site_type", "string")],
    },
    {
      name: "bespoke_1202",
      measures: [m("bespoke_1202.count", "count")],
      dimensions: [m("bespoke_1202.has_policy", "string"), m("bespoke_1202.site_type", "string")],
    },
  ],
};

const warehouse: Catalogue = {
  cubes: [
    {
      name: "t_0042_stock",
      measures: [m("t_0042_stock.count", "count")],
      dimensions: [m("t_0042_stock.bin", "string")],
    },
    {
      name: "t_0043_moves",
      measures: [m("t_0043_moves.count", "count")],
      dimensions: [m("t_0043_moves.bin", "string")],
    },
  ],
};

describe.each([
  {
    name: "disclosures",
    catalogue: disclosures,
    question: "bespoke_1202 count by site type",
    want: { measures: ["bespoke_1202.count"], dimensions: ["bespoke_1202.site_type"] },
  },
  {
    name: "warehouse",
    catalogue: warehouse,
    question: "t_0043_moves by bin",
    want: { measures: ["t_0043_moves.count"], dimensions: ["t_0043_moves.bin"] },
  },
])("a cube's name typed as it is spelled ($name: $question)", (c) => {
  it("names that cube", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
