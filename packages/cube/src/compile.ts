import { MEMBER_OPERATORS, type CubeFilter, type CubeQuery, type Granularity, type MemberOperator } from "./types.js";

/**
 * A saved query's fields as Quarry stores them (the interface's `savedQuery`): the ones that say what to compute
 * (`null` means absent, as in the interface).
 * `filters` entries and `orderBy` are open objects in the interface; `compileSavedQuery` reads the shapes below.
 */
export interface SavedQueryFields {
  metrics?: string[] | null | undefined;
  dimensions?: string[] | null | undefined;
  dateFilterField?: string | null | undefined;
  dateRange?: { from?: string | null; to?: string | null; selectValue?: string | null } | null | undefined;
  timeGranularity?: Granularity | null | undefined;
  filters?: unknown[] | null | undefined;
  orderBy?: Record<string, unknown> | null | undefined;
  limit?: number | null | undefined;
}

/** What is wrong, where: `path` in the `savedQuery` object (`filters.0.operator`). */
export interface CompileIssue {
  path: string;
  issue: string;
}

export type CompileResult = { ok: true; query: CubeQuery } | { ok: false; issues: CompileIssue[] };

const OPERATORS = new Set<string>(MEMBER_OPERATORS);
const WITHOUT_VALUES = new Set<MemberOperator>(["set", "notSet"]);
const MAX_FILTER_DEPTH = 8;

/**
 * A saved query as a Cube REST query:
 * - `metrics` -> `measures`, `dimensions` -> `dimensions`, `limit` -> `limit`;
 * - `dateFilterField` (+ `timeGranularity`, + `dateRange`) -> one `timeDimensions` entry, whose `dateRange` is
 *   `selectValue` ("last 7 days", as Cube reads it) or `[from, to]`;
 * - `filters`: Cube's own filter objects, `{member, operator, values}` (`dimension` is taken for `member`, values
 *   that are numbers or booleans become strings) and `{and: [...]}` / `{or: [...]}` groups;
 * - `orderBy`: Cube's object form, `{"Orders.count": "desc", ...}` in order of precedence, or one
 *   `{member, direction}`.
 * The answer's `savedQuery` draft is written in exactly these shapes, so it compiles back to the answer's `query`.
 */
export function compileSavedQuery(fields: SavedQueryFields): CompileResult {
  const issues: CompileIssue[] = [];
  const query: CubeQuery = {};
  if (fields.metrics?.length) query.measures = [...fields.metrics];
  if (fields.dimensions?.length) query.dimensions = [...fields.dimensions];
  if (!query.measures && !query.dimensions) {
    issues.push({ path: "metrics", issue: "at least one metric or dimension is required" });
  }

  const time = timeDimension(fields, issues);
  if (time) query.timeDimensions = [time];

  if (fields.filters?.length) {
    query.filters = fields.filters.map((entry, index) => filter(entry, `filters.${index}`, issues, 0));
  }
  if (fields.orderBy && Object.keys(fields.orderBy).length > 0) query.order = order(fields.orderBy, issues);
  if (fields.limit !== undefined && fields.limit !== null) query.limit = fields.limit;
  return issues.length ? { ok: false, issues } : { ok: true, query };
}

function timeDimension(fields: SavedQueryFields, issues: CompileIssue[]) {
  const { dateFilterField, dateRange, timeGranularity } = fields;
  const hasRange = Boolean(dateRange && (dateRange.from || dateRange.to || dateRange.selectValue));
  if (!dateFilterField) {
    if (hasRange) issues.push({ path: "dateFilterField", issue: "is required with dateRange" });
    if (timeGranularity) issues.push({ path: "dateFilterField", issue: "is required with timeGranularity" });
    return undefined;
  }
  const entry: NonNullable<CubeQuery["timeDimensions"]>[number] = { dimension: dateFilterField };
  if (timeGranularity) entry.granularity = timeGranularity;
  if (dateRange?.selectValue) entry.dateRange = dateRange.selectValue;
  else if (dateRange?.from && dateRange.to) entry.dateRange = [dateRange.from, dateRange.to];
  else if (dateRange?.from || dateRange?.to) {
    const missing = dateRange.from ? "to" : "from";
    issues.push({ path: `dateRange.${missing}`, issue: "is required: a range needs both from and to, or selectValue" });
  }
  return entry;
}

function filter(entry: unknown, path: string, issues: CompileIssue[], depth: number): CubeFilter {
  const invalid = (issue: string, at = path): CubeFilter => {
    issues.push({ path: at, issue });
    return { and: [] };
  };
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return invalid("must be an object");
  const object = entry as Record<string, unknown>;
  for (const group of ["and", "or"] as const) {
    if (!(group in object)) continue;
    if (depth >= MAX_FILTER_DEPTH) return invalid(`nests and/or groups deeper than ${MAX_FILTER_DEPTH} levels`);
    const members = object[group];
    if (!Array.isArray(members) || members.length === 0 || Object.keys(object).length !== 1) {
      return invalid(`must be {"${group}": [filters...]} with at least one filter and nothing else`);
    }
    const inner = members.map((item, index) => filter(item, `${path}.${group}.${index}`, issues, depth + 1));
    return group === "and" ? { and: inner } : { or: inner };
  }

  const member = object.member ?? object.dimension;
  if (typeof member !== "string" || member === "") {
    return invalid("needs member (the filtered member's name), or and/or", `${path}.member`);
  }
  const { operator } = object;
  if (typeof operator !== "string" || !OPERATORS.has(operator)) {
    return invalid(`must be one of ${MEMBER_OPERATORS.join(", ")}`, `${path}.operator`);
  }
  const unknown = Object.keys(object).filter((key) => !["member", "dimension", "operator", "values"].includes(key));
  if (unknown.length) return invalid(`has unknown fields: ${unknown.join(", ")}`);
  if (WITHOUT_VALUES.has(operator as MemberOperator)) {
    return { member, operator: operator as MemberOperator };
  }
  const { values } = object;
  const scalars =
    Array.isArray(values) && values.every((value) => ["string", "number", "boolean"].includes(typeof value));
  if (!scalars || values.length === 0) {
    return invalid(`must be a non-empty array of strings, numbers or booleans for ${operator}`, `${path}.values`);
  }
  return { member, operator: operator as MemberOperator, values: values.map(String) };
}

function order(orderBy: Record<string, unknown>, issues: CompileIssue[]): Record<string, "asc" | "desc"> {
  const direction = (value: unknown, path: string): "asc" | "desc" => {
    if (value === "asc" || value === "desc") return value;
    issues.push({ path, issue: 'must be "asc" or "desc"' });
    return "asc";
  };
  if (typeof orderBy.member === "string") {
    const unknown = Object.keys(orderBy).filter((key) => key !== "member" && key !== "direction");
    if (unknown.length) issues.push({ path: "orderBy", issue: `has unknown fields: ${unknown.join(", ")}` });
    return {
      [orderBy.member]: orderBy.direction === undefined ? "asc" : direction(orderBy.direction, "orderBy.direction"),
    };
  }
  return Object.fromEntries(
    Object.entries(orderBy).map(([member, value]) => [member, direction(value, `orderBy.${member}`)]),
  );
}
