/**
 * "invoices on Saturdays and Sundays by state": with no dictionary (filter-fields), a day of the week is a value of
 * the catalogue's day-of-week column, in a date cube of its own or in the cube in use, spelled as one day's name.
 * Found on `wholesale`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const starSchema: Catalogue = {
  cubes: [
    {
      name: "fact_orders",
      measures: [m("fact_orders.count", "count"), m("fact_orders.revenue", "sum")],
      dimensions: [m("fact_orders.order_date", "time")],
    },
    {
      name: "dim_store",
      measures: [],
      dimensions: [m("dim_store.store_name", "string"), m("dim_store.state", "string")],
    },
    { name: "dim_date", measures: [], dimensions: [m("dim_date.date", "time"), m("dim_date.day_of_week", "string")] },
  ],
};

const gym: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.club", "string"), m("visits.weekday", "string"), m("visits.checked_in_at", "time")],
    },
    { name: "members", measures: [m("members.count", "count")], dimensions: [m("members.plan", "string")] },
  ],
};

describe.each([
  {
    name: "star schema",
    catalogue: starSchema,
    question: "revenue on Saturdays and Sundays by state",
    column: "dim_date.day_of_week",
  },
  { name: "gym", catalogue: gym, question: "how many visits happen on Mondays?", column: "visits.weekday" },
])("weekday values ($name)", ({ catalogue, question, column }) => {
  const engine = createEngine(catalogue);
  it("names the day-of-week column as the field to fill", () => {
    expect(engine.filterFields(question).map((field) => field.name)).toContain(column);
  });
  it("filters it by the day's name", () => {
    const filters = engine.answer({ question, now: NOW }).query?.filters ?? [];
    expect(filters).toContainEqual(expect.objectContaining({ member: column, operator: "equals" }));
    const values = filters.flatMap((filter) => ("values" in filter ? (filter.values ?? []) : []));
    expect(values.every((value) => /^[A-Z][a-z]+day$/.test(value))).toBe(true);
  });
});
