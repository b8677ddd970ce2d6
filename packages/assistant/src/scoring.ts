/**
 * Evaluation scoring (ANSWERS.md, Scoring), pure: normalise and compare queries, score one case,
 * aggregate metrics and render the report. The eval script feeds it answers from the engine or the API.
 */
import { isLogicalFilter, leafFilters, membersOfQuery } from "./query-members.js";
import type { Catalogue, CubeQuery, ValidatedExample } from "./types.js";

export interface EvalCase {
  id: string;
  question: string;
  query: CubeQuery | null;
  entities?: string[];
  filterFields?: string[];
  chartType?: string | null;
  tags?: string[];
}

export interface Dataset {
  name: string;
  catalogue: Catalogue;
  validated?: ValidatedExample[];
  cases: EvalCase[];
}

export interface Observed {
  query: CubeQuery | null;
  chartType: string | null;
  confidence: number;
  entities: string[];
  filterFields: string[];
  latencyMs: number;
}

export const PARTS = ["measures", "dimensions", "timeDimensions", "filters", "order", "limit"] as const;
export type Part = (typeof PARTS)[number];
type Counts = { tp: number; fp: number; fn: number };

export interface CaseResult {
  id: string;
  question: string;
  expected: CubeQuery | null;
  actual: CubeQuery | null;
  exact: boolean;
  parts: Record<Part, Counts>;
  refusalExpected: boolean;
  refusalRight: boolean;
  invalidMembers: string[];
  entities: { expected: string[]; actual: string[]; match: boolean; recall: number };
  filterFields: { expected: string[]; actual: string[]; match: boolean; recall: number };
  chart: { expected: string | null | undefined; actual: string | null; right: boolean };
  confidence: number;
  latencyMs: number;
}

const sorted = (items: Iterable<string>) => [...items].sort();
const lowerDate = (range: unknown) =>
  Array.isArray(range)
    ? range.map((d) => String(d).toLowerCase())
    : range === undefined
      ? undefined
      : typeof range === "string"
        ? range.toLowerCase()
        : JSON.stringify(range);

/** Canonical, comparable strings for each part of a query. */
export function normalizeQuery(query: CubeQuery | null): Record<Part, string[]> {
  const q = query ?? {};
  return {
    measures: sorted(new Set(q.measures ?? [])),
    dimensions: sorted(new Set(q.dimensions ?? [])),
    timeDimensions: sorted(
      (q.timeDimensions ?? []).map((t) =>
        JSON.stringify([t.dimension, t.granularity ?? null, lowerDate(t.dateRange) ?? null]),
      ),
    ),
    filters: sorted(
      new Set(
        (q.filters ?? []).map((f) =>
          isLogicalFilter(f)
            ? JSON.stringify(f)
            : JSON.stringify([f.member, f.operator, sorted((f.values ?? []).map(String))]),
        ),
      ),
    ),
    order: (q.order ?? []).map(([member, direction]) => `${member}:${direction}`),
    limit: q.limit === undefined || q.limit === null ? [] : [String(q.limit)],
  };
}

function counts(expected: string[], actual: string[]): Counts {
  const want = new Set(expected);
  const got = new Set(actual);
  let tp = 0;
  for (const item of got) if (want.has(item)) tp++;
  return { tp, fp: got.size - tp, fn: want.size - tp };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function compareQueries(
  expected: CubeQuery | null,
  actual: CubeQuery | null,
): { exact: boolean; parts: Record<Part, Counts> } {
  const want = normalizeQuery(expected);
  const got = normalizeQuery(actual);
  const parts = {} as Record<Part, Counts>;
  for (const part of PARTS) {
    // An order the expected query does not state is not judged.
    parts[part] = part === "order" && want.order.length === 0 ? { tp: 0, fp: 0, fn: 0 } : counts(want[part], got[part]);
  }
  if (expected === null || actual === null) return { exact: expected === actual, parts };
  const exact =
    (["measures", "dimensions", "timeDimensions", "filters", "limit"] as const).every((part) =>
      sameList(want[part], got[part]),
    ) &&
    (want.order.length === 0 || sameList(want.order, got.order));
  return { exact, parts };
}

function catalogueMembers(catalogue: Catalogue): Map<string, string> {
  const members = new Map<string, string>();
  for (const cube of catalogue.cubes ?? []) {
    for (const member of [...(cube.measures ?? []), ...(cube.dimensions ?? [])]) {
      const name = member.name.includes(".") ? member.name : `${cube.name}.${member.name}`;
      members.set(name, String(member.type));
    }
  }
  return members;
}

/** The cubes a query uses, measures' cubes first (the default `entities` of a case). */
export function cubesOfQuery(query: CubeQuery | null): string[] {
  return [...new Set(membersOfQuery(query).map((m) => m.split(".")[0] ?? m))];
}

function setScore(expected: string[], actual: string[]) {
  const want = new Set(expected);
  const got = new Set(actual);
  const hit = [...want].filter((item) => got.has(item)).length;
  return {
    match: want.size === got.size && hit === want.size,
    recall: want.size === 0 ? (got.size === 0 ? 1 : 0) : hit / want.size,
  };
}

export function scoreCase(dataset: Dataset, testCase: EvalCase, observed: Observed): CaseResult {
  const members = catalogueMembers(dataset.catalogue);
  const { exact, parts } = compareQueries(testCase.query, observed.query);
  const expectedEntities = testCase.entities ?? cubesOfQuery(testCase.query);
  const expectedFields = testCase.filterFields ?? [
    ...new Set(
      leafFilters(testCase.query?.filters)
        .map((f) => f.member)
        .filter((m) => members.get(m) !== "time"),
    ),
  ];
  const entities = setScore(expectedEntities, observed.entities);
  const fields = setScore(expectedFields, observed.filterFields);
  const expectedChart = testCase.chartType;
  return {
    id: testCase.id,
    question: testCase.question,
    expected: testCase.query,
    actual: observed.query,
    exact,
    parts,
    refusalExpected: testCase.query === null,
    refusalRight: (testCase.query === null) === (observed.query === null),
    invalidMembers: membersOfQuery(observed.query).filter((m) => !members.has(m)),
    entities: { expected: expectedEntities, actual: observed.entities, ...entities },
    filterFields: { expected: expectedFields, actual: observed.filterFields, ...fields },
    chart: {
      expected: expectedChart,
      actual: observed.chartType,
      right: expectedChart === undefined || expectedChart === observed.chartType,
    },
    confidence: observed.confidence,
    latencyMs: observed.latencyMs,
  };
}

export interface Metrics {
  cases: number;
  exactMatch: number;
  partF1: Record<Part, number>;
  refusalAccuracy: number;
  refusalsWrong: number;
  invalidMembers: number;
  entitiesExact: number;
  entitiesRecall: number;
  filterFieldsExact: number;
  filterFieldsRecall: number;
  chartAccuracy: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  confident: { cases: number; exact: number };
  unsure: { cases: number; exact: number };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const ordered = [...values].sort((a, b) => a - b);
  return ordered[Math.min(ordered.length - 1, Math.max(0, Math.ceil((p / 100) * ordered.length) - 1))]!;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function summarize(results: CaseResult[]): Metrics {
  const partF1 = {} as Record<Part, number>;
  for (const part of PARTS) {
    const total = results.reduce(
      (acc, r) => ({ tp: acc.tp + r.parts[part].tp, fp: acc.fp + r.parts[part].fp, fn: acc.fn + r.parts[part].fn }),
      { tp: 0, fp: 0, fn: 0 },
    );
    const denominator = 2 * total.tp + total.fp + total.fn;
    partF1[part] = denominator === 0 ? 1 : (2 * total.tp) / denominator;
  }
  const confident = results.filter((r) => r.confidence >= 0.8);
  const unsure = results.filter((r) => r.confidence < 0.8);
  const mean = (values: number[]) => (values.length === 0 ? 1 : values.reduce((a, b) => a + b, 0) / values.length);
  return {
    cases: results.length,
    exactMatch: ratio(results.filter((r) => r.exact).length, results.length),
    partF1,
    refusalAccuracy: ratio(results.filter((r) => r.refusalRight).length, results.length),
    refusalsWrong: results.filter((r) => !r.refusalRight).length,
    invalidMembers: results.reduce((n, r) => n + r.invalidMembers.length, 0),
    entitiesExact: ratio(results.filter((r) => r.entities.match).length, results.length),
    entitiesRecall: mean(results.map((r) => r.entities.recall)),
    filterFieldsExact: ratio(results.filter((r) => r.filterFields.match).length, results.length),
    filterFieldsRecall: mean(results.map((r) => r.filterFields.recall)),
    chartAccuracy: ratio(results.filter((r) => r.chart.right).length, results.length),
    latencyP50: percentile(
      results.map((r) => r.latencyMs),
      50,
    ),
    latencyP99: percentile(
      results.map((r) => r.latencyMs),
      99,
    ),
    latencyMax: results.reduce((max, r) => Math.max(max, r.latencyMs), 0),
    confident: { cases: confident.length, exact: confident.filter((r) => r.exact).length },
    unsure: { cases: unsure.length, exact: unsure.filter((r) => r.exact).length },
  };
}

export interface Thresholds {
  minExact: number;
  maxInvalid: number;
  maxRefusalErrors: number;
  minEntities: number;
  minFilterFields: number;
  maxP99Ms?: number;
}

/** The bar: exact >= 95%, no invalid members, all refusals right, entities >= 95%, filter fields >= 85%. */
export const DEFAULT_THRESHOLDS: Thresholds = {
  minExact: 0.95,
  maxInvalid: 0,
  maxRefusalErrors: 0,
  minEntities: 0.95,
  minFilterFields: 0.85,
  maxP99Ms: 5,
};

export function failedThresholds(metrics: Metrics, thresholds: Thresholds): string[] {
  const failures: string[] = [];
  if (metrics.exactMatch < thresholds.minExact)
    failures.push(`exact match ${pct(metrics.exactMatch)} < ${pct(thresholds.minExact)}`);
  if (metrics.invalidMembers > thresholds.maxInvalid)
    failures.push(`invalid members ${metrics.invalidMembers} > ${thresholds.maxInvalid}`);
  if (metrics.refusalsWrong > thresholds.maxRefusalErrors)
    failures.push(`refusal errors ${metrics.refusalsWrong} > ${thresholds.maxRefusalErrors}`);
  if (metrics.entitiesExact < thresholds.minEntities)
    failures.push(`entities exact ${pct(metrics.entitiesExact)} < ${pct(thresholds.minEntities)}`);
  if (metrics.filterFieldsExact < thresholds.minFilterFields)
    failures.push(`filter fields exact ${pct(metrics.filterFieldsExact)} < ${pct(thresholds.minFilterFields)}`);
  if (thresholds.maxP99Ms !== undefined && metrics.latencyP99 > thresholds.maxP99Ms)
    failures.push(`p99 ${metrics.latencyP99.toFixed(2)} ms > ${thresholds.maxP99Ms} ms`);
  return failures;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatReport(name: string, metrics: Metrics, results: CaseResult[]): string {
  const lines = [
    `dataset: ${name} (${metrics.cases} cases)`,
    `exact match:        ${pct(metrics.exactMatch)} (${results.filter((r) => r.exact).length}/${metrics.cases})`,
    `part F1:            ${Object.entries(metrics.partF1)
      .map(([part, f1]) => `${part} ${f1.toFixed(3)}`)
      .join("  ")}`,
    `refusal accuracy:   ${pct(metrics.refusalAccuracy)} (${metrics.refusalsWrong} wrong)`,
    `invalid members:    ${metrics.invalidMembers}`,
    `entities:           exact ${pct(metrics.entitiesExact)}  recall ${pct(metrics.entitiesRecall)}`,
    `filter fields:      exact ${pct(metrics.filterFieldsExact)}  recall ${pct(metrics.filterFieldsRecall)}`,
    `chart type:         ${pct(metrics.chartAccuracy)}`,
    `latency:            p50 ${metrics.latencyP50.toFixed(3)} ms  p99 ${metrics.latencyP99.toFixed(3)} ms  max ${metrics.latencyMax.toFixed(3)} ms`,
    `by confidence:      >=0.8 ${metrics.confident.exact}/${metrics.confident.cases} exact  <0.8 ${metrics.unsure.exact}/${metrics.unsure.cases} exact`,
  ];
  const failures = results.filter(
    (r) =>
      !r.exact ||
      !r.refusalRight ||
      !r.entities.match ||
      !r.filterFields.match ||
      !r.chart.right ||
      r.invalidMembers.length,
  );
  if (failures.length) lines.push("", "failed cases:");
  for (const r of failures) {
    const problems = [
      !r.exact && "query",
      !r.entities.match &&
        `entities ${JSON.stringify(r.entities.actual)} (want ${JSON.stringify(r.entities.expected)})`,
      !r.filterFields.match &&
        `filterFields ${JSON.stringify(r.filterFields.actual)} (want ${JSON.stringify(r.filterFields.expected)})`,
      !r.chart.right && `chart ${r.chart.actual} (want ${r.chart.expected})`,
      r.invalidMembers.length > 0 && `invalid ${r.invalidMembers.join(",")}`,
    ].filter(Boolean);
    lines.push(`- ${r.id} "${r.question}": ${problems.join("; ")}`);
    if (!r.exact) {
      lines.push(`    expected: ${JSON.stringify(r.expected)}`);
      lines.push(`    actual:   ${JSON.stringify(r.actual)}`);
    }
  }
  return lines.join("\n");
}
