import { CHART_TYPES, type ChartType, type SuccessBody } from "@quarry/client";

export type QueryData = SuccessBody<"runCubeQuery">["result"];

export interface Column {
  key: string;
  title: string;
  kind: "category" | "measure";
}

/** Rows as a chart reads them: one label per row (its dimensions), one series of numbers per measure. */
export interface ChartModel {
  columns: Column[];
  labels: string[];
  series: { key: string; title: string; values: (number | null)[] }[];
  rows: Record<string, unknown>[];
}

const GRANULARITY_LENGTH: Record<string, number> = { year: 4, quarter: 7, month: 7, week: 10, day: 10 };

function formatTime(value: unknown, granularity: string | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string") return JSON.stringify(value);
  const length = granularity ? GRANULARITY_LENGTH[granularity] : undefined;
  return length ? value.slice(0, length) : value.replace("T", " ").replace(/\.000$/, "");
}

function titleOf(data: QueryData, key: string): string {
  const { measures, dimensions, timeDimensions } = data.annotation;
  const entry = measures[key] ?? dimensions[key] ?? timeDimensions[key];
  return entry?.shortTitle ?? entry?.title ?? key;
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Cube's rows (measures come back as strings) turned into labels and numeric series, keyed as Cube keys them. */
export function chartModel(data: QueryData): ChartModel {
  const query = data.query;
  const timeColumns = (query.timeDimensions ?? [])
    .filter((entry) => entry.granularity)
    .map((entry) => ({ key: `${entry.dimension}.${entry.granularity}`, granularity: entry.granularity }));
  const categories = [...timeColumns.map((column) => column.key), ...(query.dimensions ?? [])];
  const measures = query.measures ?? [];
  const granularityOf = new Map(timeColumns.map((column) => [column.key, column.granularity]));

  const labels = data.data.map((row) =>
    categories.map((key) => formatTime(row[key], granularityOf.get(key))).join(" · "),
  );
  const series = measures.map((key) => ({
    key,
    title: titleOf(data, key),
    values: data.data.map((row) => toNumber(row[key])),
  }));
  const columns: Column[] = [
    ...categories.map((key) => ({ key, title: titleOf(data, key), kind: "category" as const })),
    ...measures.map((key) => ({ key, title: titleOf(data, key), kind: "measure" as const })),
  ];
  const rows = data.data.map((row) =>
    Object.fromEntries(
      columns.map((column) => [
        column.key,
        column.kind === "category" ? formatTime(row[column.key], granularityOf.get(column.key)) : row[column.key],
      ]),
    ),
  );
  return { columns, labels, series, rows };
}

/** A saved report's chart type (kept in its `query`), `table` if it is missing or unknown. */
export function chartTypeOf(record: { query: Record<string, unknown> }): ChartType {
  const value = record.query.chartType;
  return CHART_TYPES.find((type) => type === value) ?? "table";
}
