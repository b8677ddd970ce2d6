/**
 * Found on `publicfinance` ("total expense on bills in 2025" added `billCount`, titled "Bill Count"): a phrase of
 * only its cube's noun, after a preposition and once a measure is asked before it, names the rows that measure is
 * of, not their count as well. "the number of bills" still counts them. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const payables: Catalogue = {
  cubes: [
    {
      name: "live_bills_all",
      measures: [
        m("live_bills_all.count", "count"),
        m("live_bills_all.totalExpense", "sum", "Total Expense"),
        m("live_bills_all.billCount", "sum", "Bill Count"),
      ],
      dimensions: [m("live_bills_all.billDate", "time", "Bill Date")],
    },
  ],
};

const support: Catalogue = {
  cubes: [
    {
      name: "call_log",
      measures: [m("call_log.totalMinutes", "sum", "Total Minutes"), m("call_log.callCount", "sum", "Call Count")],
      dimensions: [m("call_log.agent", "string"), m("call_log.startedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "payables",
    catalogue: payables,
    question: "total expense on bills in 2025",
    want: {
      measures: ["live_bills_all.totalExpense"],
      timeDimensions: [{ dimension: "live_bills_all.billDate", dateRange: ["2025-01-01", "2025-12-31"] }],
    },
  },
  {
    name: "support",
    catalogue: support,
    question: "total minutes on calls by agent",
    want: { measures: ["call_log.totalMinutes"], dimensions: ["call_log.agent"] },
  },
])("the rows' noun after a measure ($name: $question)", (c) => {
  it("adds no count", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  { catalogue: payables, question: "the number of bills", want: { measures: ["live_bills_all.billCount"] } },
  {
    catalogue: support,
    question: "calls by agent",
    want: { measures: ["call_log.callCount"], dimensions: ["call_log.agent"] },
  },
])("the rows' noun asked for ($question)", (c) => {
  it("is their count", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
