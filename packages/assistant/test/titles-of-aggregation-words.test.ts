/**
 * Found on `publicfinance` ("top 5 business services by total sum last month" was refused beside a measure titled
 * "Total Sum"): aggregation words alone choose among members but name none, unless they are a member's whole name
 * or title. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const collections: Catalogue = {
  cubes: [
    {
      name: "payments",
      measures: [m("payments.totalSum", "sum", "Total Sum"), m("payments.cashSum", "sum", "Cash Sum")],
      dimensions: [m("payments.service", "string", "Service"), m("payments.paidAt", "time")],
    },
  ],
};

const scores: Catalogue = {
  cubes: [
    {
      name: "results",
      measures: [m("results.averageMean", "avg", "Average Mean"), m("results.count", "count")],
      dimensions: [m("results.school", "string"), m("results.sittingAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "collections",
    catalogue: collections,
    question: "top 5 services by total sum",
    want: {
      measures: ["payments.totalSum"],
      dimensions: ["payments.service"],
      order: [["payments.totalSum", "desc"]],
      limit: 5,
    },
  },
  {
    name: "scores",
    catalogue: scores,
    question: "average mean by school",
    want: { measures: ["results.averageMean"], dimensions: ["results.school"] },
  },
])("a title of aggregation words ($name: $question)", (c) => {
  it("names its member", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
