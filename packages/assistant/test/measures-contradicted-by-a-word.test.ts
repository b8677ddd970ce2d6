/**
 * Found on `selftracking`: "heart rate trend this year" was answered with `savings_rate` (at 0.79) though the model
 * has no heart rate. A word of English no reading placed, right before a measure's phrase that leaves part of the
 * measure's name unsaid, names another quantity: the reading is dropped and the question refused, unless the word
 * mistypes the name's own ("avg hart rate" for `heart_rate`, on `eldercare`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const finance: Catalogue = {
  cubes: [
    {
      name: "months",
      measures: [m("months.savings_rate", "avg"), m("months.total_income", "sum")],
      dimensions: [m("months.month_start", "time")],
    },
  ],
};

const factory: Catalogue = {
  cubes: [
    {
      name: "runs",
      measures: [m("runs.scrap_ratio", "avg"), m("runs.count", "count")],
      dimensions: [m("runs.line", "string"), m("runs.started_at", "time")],
    },
  ],
};

describe.each([
  { name: "finance", catalogue: finance, question: "heart rate trend this year", want: null },
  {
    name: "finance, named",
    catalogue: finance,
    question: "savings rate trend this year",
    want: {
      measures: ["months.savings_rate"],
      timeDimensions: [{ dimension: "months.month_start", granularity: "month", dateRange: "this year" }],
    },
  },
  { name: "factory", catalogue: factory, question: "gender ratio trend", want: null },
  {
    name: "factory, a typo of the name's word",
    catalogue: factory,
    question: "avg scarp ratio by line",
    want: { measures: ["runs.scrap_ratio"], dimensions: ["runs.line"] },
  },
])("a measure's phrase after a word naming another quantity ($name: $question)", (c) => {
  it("is not that measure", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
