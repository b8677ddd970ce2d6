/**
 * "number of expenses" when a roll-up has both `totalExpenses` and `expenseCount` (each summed from a column):
 * a count asks for the measure that counts, named so by its type or its name. Found on `accounting`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const refunds: Catalogue = {
  cubes: [
    {
      name: "RefundsByDay",
      measures: [m("RefundsByDay.totalRefunds", "sum"), m("RefundsByDay.refundCount", "sum")],
      dimensions: [m("RefundsByDay.storeName", "string"), m("RefundsByDay.day", "time")],
    },
  ],
};

const trips: Catalogue = {
  cubes: [
    {
      name: "daily_trip_stats",
      measures: [m("daily_trip_stats.total_trips", "sum"), m("daily_trip_stats.number_of_trips", "sum")],
      dimensions: [m("daily_trip_stats.depot", "string"), m("daily_trip_stats.stat_date", "time")],
    },
  ],
};

describe.each([
  {
    name: "refunds",
    catalogue: refunds,
    noun: "refunds",
    by: "store name",
    count: "RefundsByDay.refundCount",
    total: "RefundsByDay.totalRefunds",
    column: "RefundsByDay.storeName",
  },
  {
    name: "trips",
    catalogue: trips,
    noun: "trips",
    by: "depot",
    count: "daily_trip_stats.number_of_trips",
    total: "daily_trip_stats.total_trips",
    column: "daily_trip_stats.depot",
  },
])("counting measures ($name)", ({ catalogue, noun, by, count, total, column }) => {
  const ask = asker(catalogue);

  it("a count asks for the measure that counts", () => {
    expect(ask(`number of ${noun} per ${by}`)).toEqual({ measures: [count], dimensions: [column] });
    expect(ask(`how many ${noun} by ${by}?`)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("a total asks for the total", () => {
    expect(ask(`total ${noun} by ${by}`)).toEqual({ measures: [total], dimensions: [column] });
  });
});
