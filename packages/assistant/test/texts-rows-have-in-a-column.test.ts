/**
 * Found on `hoaadmin` ("how many payment receipts have agua in the description" grouped by the description): rows
 * that "have" or "has" a word "in the" column contain it there, as with "with" (rule 6's `contains`). Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const ledger: Catalogue = {
  cubes: [
    {
      name: "receipts",
      measures: [m("receipts.count", "count")],
      dimensions: [m("receipts.description", "string"), m("receipts.issuedAt", "time")],
    },
  ],
};

const catalogue: Catalogue = {
  cubes: [
    {
      name: "products",
      measures: [m("products.count", "count")],
      dimensions: [m("products.name", "string"), m("products.brand", "string")],
    },
  ],
};

describe.each([
  {
    name: "ledger",
    catalogue: ledger,
    question: "how many receipts have plumbing in the description",
    want: {
      measures: ["receipts.count"],
      filters: [{ member: "receipts.description", operator: "contains", values: ["plumbing"] }],
    },
  },
  {
    name: "catalogue",
    catalogue,
    question: "how many products has steel in the name",
    want: {
      measures: ["products.count"],
      filters: [{ member: "products.name", operator: "contains", values: ["steel"] }],
    },
  },
])("rows that have a word in a column ($name: $question)", (c) => {
  it("contain it there", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
