import { describe, expect, it } from "vitest";
import { compileSavedQuery } from "../src/index.js";

describe("compileSavedQuery", () => {
  it("maps metrics, dimensions, the time field with its granularity and range, filters, order and limit", () => {
    expect(
      compileSavedQuery({
        metrics: ["orders.total_amount"],
        dimensions: ["customers.city"],
        dateFilterField: "orders.created_at",
        timeGranularity: "month",
        dateRange: { from: "2025-01-01", to: "2025-03-31" },
        filters: [{ member: "orders.status", operator: "equals", values: ["completed"] }],
        orderBy: { "orders.total_amount": "desc", "customers.city": "asc" },
        limit: 10,
      }),
    ).toEqual({
      ok: true,
      query: {
        measures: ["orders.total_amount"],
        dimensions: ["customers.city"],
        timeDimensions: [
          { dimension: "orders.created_at", granularity: "month", dateRange: ["2025-01-01", "2025-03-31"] },
        ],
        filters: [{ member: "orders.status", operator: "equals", values: ["completed"] }],
        order: { "orders.total_amount": "desc", "customers.city": "asc" },
        limit: 10,
      },
    });
  });

  it("takes a relative range as Cube reads it, and a time field alone as a filter-less time dimension", () => {
    expect(
      compileSavedQuery({
        metrics: ["orders.count"],
        dateFilterField: "orders.created_at",
        dateRange: { selectValue: "last 7 days" },
      }),
    ).toEqual({
      ok: true,
      query: {
        measures: ["orders.count"],
        timeDimensions: [{ dimension: "orders.created_at", dateRange: "last 7 days" }],
      },
    });
    expect(compileSavedQuery({ dimensions: ["orders.status"], dateFilterField: "orders.created_at" })).toEqual({
      ok: true,
      query: { dimensions: ["orders.status"], timeDimensions: [{ dimension: "orders.created_at" }] },
    });
  });

  it("reads and/or groups, `dimension` for `member`, values-free set/notSet, and numbers as strings", () => {
    const result = compileSavedQuery({
      metrics: ["orders.count"],
      filters: [
        {
          or: [
            { dimension: "orders.status", operator: "equals", values: ["shipped"] },
            { member: "orders.amount", operator: "gt", values: [100] },
          ],
        },
        { member: "customers.city", operator: "set" },
      ],
    });
    expect(result).toEqual({
      ok: true,
      query: {
        measures: ["orders.count"],
        filters: [
          {
            or: [
              { member: "orders.status", operator: "equals", values: ["shipped"] },
              { member: "orders.amount", operator: "gt", values: ["100"] },
            ],
          },
          { member: "customers.city", operator: "set" },
        ],
      },
    });
  });

  it("reads the {member, direction} form of orderBy", () => {
    expect(
      compileSavedQuery({ metrics: ["orders.count"], orderBy: { member: "orders.count", direction: "desc" } }),
    ).toEqual({
      ok: true,
      query: { measures: ["orders.count"], order: { "orders.count": "desc" } },
    });
  });

  it("compiles the assistant's savedQuery draft back to the answer's query", () => {
    const draft = {
      metrics: ["orders.count"],
      dimensions: ["orders.status"],
      dateFilterField: "orders.created_at",
      timeGranularity: "week" as const,
      dateRange: { selectValue: "last 3 months" },
      filters: [{ member: "customers.city", operator: "equals", values: ["Lyon"] }],
      orderBy: { "orders.count": "desc" },
      limit: 5,
    };
    const compiled = compileSavedQuery(draft);
    expect(compiled.ok && compiled.query).toEqual({
      measures: ["orders.count"],
      dimensions: ["orders.status"],
      timeDimensions: [{ dimension: "orders.created_at", granularity: "week", dateRange: "last 3 months" }],
      filters: [{ member: "customers.city", operator: "equals", values: ["Lyon"] }],
      order: { "orders.count": "desc" },
      limit: 5,
    });
  });

  it("names every problem with its path", () => {
    expect(
      compileSavedQuery({
        dateRange: { from: "2025-01-01" },
        timeGranularity: "day",
        filters: [
          "city is Lyon",
          { member: "orders.status", operator: "is", values: ["x"] },
          { member: "orders.status", operator: "equals" },
          { operator: "equals", values: ["x"] },
          { member: "orders.status", operator: "equals", values: ["x"], extra: 1 },
          { and: [] },
          { or: [{ member: "orders.status", operator: "equals", values: [{}] }] },
        ],
        orderBy: { "orders.count": "down" },
      }),
    ).toEqual({
      ok: false,
      issues: [
        { path: "metrics", issue: "at least one metric or dimension is required" },
        { path: "dateFilterField", issue: "is required with dateRange" },
        { path: "dateFilterField", issue: "is required with timeGranularity" },
        { path: "filters.0", issue: "must be an object" },
        { path: "filters.1.operator", issue: expect.stringContaining("must be one of equals, notEquals") },
        { path: "filters.2.values", issue: "must be a non-empty array of strings, numbers or booleans for equals" },
        { path: "filters.3.member", issue: "needs member (the filtered member's name), or and/or" },
        { path: "filters.4", issue: "has unknown fields: extra" },
        { path: "filters.5", issue: 'must be {"and": [filters...]} with at least one filter and nothing else' },
        {
          path: "filters.6.or.0.values",
          issue: "must be a non-empty array of strings, numbers or booleans for equals",
        },
        { path: "orderBy.orders.count", issue: 'must be "asc" or "desc"' },
      ],
    });
  });

  it("needs both ends of a range given as dates", () => {
    expect(
      compileSavedQuery({
        metrics: ["orders.count"],
        dateFilterField: "orders.created_at",
        dateRange: { to: "2025-01-31" },
      }),
    ).toEqual({
      ok: false,
      issues: [{ path: "dateRange.from", issue: "is required: a range needs both from and to, or selectValue" }],
    });
  });

  it("refuses and/or groups nested deeper than 8 levels", () => {
    let deep: unknown = { member: "orders.status", operator: "set" };
    for (let level = 0; level < 10; level++) deep = { and: [deep] };
    const result = compileSavedQuery({ metrics: ["orders.count"], filters: [deep] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]?.issue).toBe("nests and/or groups deeper than 8 levels");
  });
});
