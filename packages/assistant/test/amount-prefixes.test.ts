/**
 * Found on `selftracking`: "cumulative spend budget by budget group" named `amt_budget_spend_cumulative` in full but
 * for its `amt_` prefix, so a note's shorter phrase ("spend") and another cumulative measure took the words. Like an
 * aggregation prefix, the `amt_` a model puts before a measure's words goes without saying; and a note's phrase
 * inside words that spell a whole name on both sides of it ("cumulative spend plan") is part of that name. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const budget: Catalogue = {
  cubes: [
    {
      name: "ledger",
      measures: [
        m("ledger.amt_expense_sum", "sum"),
        m("ledger.amt_income_cumulative", "number"),
        m("ledger.amt_plan_spend_cumulative", "number"),
      ],
      dimensions: [m("ledger.category", "string"), m("ledger.booked_at", "time")],
    },
  ],
};

const energy: Catalogue = {
  cubes: [
    {
      name: "meters",
      measures: [m("meters.amt_usage_sum", "sum"), m("meters.amt_peak_usage_rolling", "number")],
      dimensions: [m("meters.site", "string"), m("meters.read_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "budget",
    catalogue: budget,
    notes: ["spend means ledger.amt_expense_sum"],
    question: "cumulative spend plan by category",
    want: { measures: ["ledger.amt_plan_spend_cumulative"], dimensions: ["ledger.category"] },
  },
  {
    name: "energy",
    catalogue: energy,
    notes: ["usage means meters.amt_usage_sum"],
    question: "rolling peak usage by site",
    want: { measures: ["meters.amt_peak_usage_rolling"], dimensions: ["meters.site"] },
  },
])("a measure named but for its amt_ prefix ($name: $question)", (c) => {
  it("is named whole", () => expect(asker(c.catalogue, c.notes)(c.question)).toEqual(c.want));
});
