import type { ChartType, SavedQueryInput } from "@quarry/client";

/** A simple filter the editor edits; anything else saved (and/or groups) is kept as it is. */
export interface SimpleFilter {
  member: string;
  operator: string;
  /** The values as typed, comma-separated (kept as text so that typing a comma is not lost). */
  valuesText: string;
}

const splitValues = (text: string) =>
  text
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);

/** The report as the editor holds it. */
export interface Draft {
  title: string;
  description: string;
  chartType: ChartType;
  metrics: string[];
  dimensions: string[];
  dateFilterField: string;
  timeGranularity: string;
  dateRange: { selectValue?: string; from?: string; to?: string };
  filters: SimpleFilter[];
  otherFilters: Record<string, unknown>[];
  order: { member: string; direction: "asc" | "desc" }[];
  limit: string;
}

export const FILTER_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "startsWith",
  "endsWith",
  "gt",
  "gte",
  "lt",
  "lte",
  "set",
  "notSet",
] as const;

export const DATE_RANGES = [
  "today",
  "yesterday",
  "this week",
  "this month",
  "this quarter",
  "this year",
  "last 7 days",
  "last 30 days",
  "last week",
  "last month",
  "last quarter",
  "last year",
] as const;

export const EMPTY_DRAFT: Draft = {
  title: "",
  description: "",
  chartType: "table",
  metrics: [],
  dimensions: [],
  dateFilterField: "",
  timeGranularity: "",
  dateRange: {},
  filters: [],
  otherFilters: [],
  order: [],
  limit: "",
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function isSimpleFilter(value: unknown): value is { member: string; operator: string; values?: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const filter = value as Record<string, unknown>;
  return (
    typeof filter.member === "string" && typeof filter.operator === "string" && !("and" in filter || "or" in filter)
  );
}

/** A saved report's fields (its title, description and `query`) as the editor's draft. */
export function draftFrom(record: {
  title: string;
  description: string | null;
  query: Record<string, unknown>;
}): Draft {
  const query = record.query;
  const filters = Array.isArray(query.filters) ? (query.filters as unknown[]) : [];
  const orderBy = (query.orderBy ?? {}) as Record<string, unknown>;
  const range = (query.dateRange ?? {}) as Draft["dateRange"];
  return {
    title: record.title,
    description: record.description ?? "",
    chartType: (query.chartType as ChartType | undefined) ?? "table",
    metrics: strings(query.metrics),
    dimensions: strings(query.dimensions),
    dateFilterField: typeof query.dateFilterField === "string" ? query.dateFilterField : "",
    timeGranularity: typeof query.timeGranularity === "string" ? query.timeGranularity : "",
    dateRange: {
      selectValue: range.selectValue ?? undefined,
      from: range.from ?? undefined,
      to: range.to ?? undefined,
    },
    filters: filters.filter(isSimpleFilter).map((filter) => ({
      member: filter.member,
      operator: filter.operator,
      valuesText: strings(filter.values).join(", "),
    })),
    otherFilters: filters.filter((filter) => !isSimpleFilter(filter)) as Record<string, unknown>[],
    order: Object.entries(orderBy)
      .filter(([, direction]) => direction === "asc" || direction === "desc")
      .map(([member, direction]) => ({ member, direction: direction as "asc" | "desc" })),
    limit: typeof query.limit === "number" ? String(query.limit) : "",
  };
}

/**
 * The draft as `savedQuery` fields. Every optional field is present, `null` when empty, so that a PATCH clears what
 * the editor cleared.
 */
export function savedQueryFrom(draft: Draft): SavedQueryInput {
  const range = draft.dateRange;
  const hasRange = Boolean(range.selectValue || range.from || range.to);
  const filters = [
    ...draft.filters
      .filter((filter) => filter.member)
      .map((filter) => ({
        member: filter.member,
        operator: filter.operator,
        ...(filter.operator === "set" || filter.operator === "notSet"
          ? {}
          : { values: splitValues(filter.valuesText) }),
      })),
    ...draft.otherFilters,
  ];
  const order = draft.order.filter((entry) => entry.member);
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    connectionType: "cube",
    chartType: draft.chartType,
    metrics: draft.metrics,
    dimensions: draft.dimensions,
    dateFilterField: draft.dateFilterField || null,
    timeGranularity: (draft.timeGranularity || null) as SavedQueryInput["timeGranularity"],
    dateRange: hasRange
      ? range.selectValue
        ? { selectValue: range.selectValue }
        : { from: range.from ?? null, to: range.to ?? null }
      : null,
    filters: filters.length ? filters : null,
    orderBy: order.length ? Object.fromEntries(order.map((entry) => [entry.member, entry.direction])) : null,
    limit: draft.limit ? Number(draft.limit) : null,
  };
}

/** Whether the draft asks for anything: Cube needs at least one measure or dimension. */
export function isRunnable(draft: Draft): boolean {
  return draft.metrics.length + draft.dimensions.length > 0;
}
