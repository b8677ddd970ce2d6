/** Cube's REST query format (the subset Quarry produces and runs). */

export type Granularity = "second" | "minute" | "hour" | "day" | "week" | "month" | "quarter" | "year";

export const MEMBER_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "startsWith",
  "notStartsWith",
  "endsWith",
  "notEndsWith",
  "gt",
  "gte",
  "lt",
  "lte",
  "set",
  "notSet",
  "inDateRange",
  "notInDateRange",
  "beforeDate",
  "beforeOrOnDate",
  "afterDate",
  "afterOrOnDate",
  "onTheDate",
] as const;
export type MemberOperator = (typeof MEMBER_OPERATORS)[number];

export interface MemberFilter {
  member: string;
  operator: MemberOperator;
  values?: string[];
}
export type CubeFilter = MemberFilter | { and: CubeFilter[] } | { or: CubeFilter[] };

export interface TimeDimension {
  dimension: string;
  granularity?: Granularity;
  /** A relative range Cube understands ("last 7 days", "this quarter") or two dates, from and to. */
  dateRange?: string | [string, string];
}

export interface CubeQuery {
  measures?: string[];
  dimensions?: string[];
  timeDimensions?: TimeDimension[];
  filters?: CubeFilter[];
  /** Member -> direction in the order of precedence (what `compileSavedQuery` writes), or Cube's pairs form. */
  order?: Record<string, "asc" | "desc"> | [string, "asc" | "desc"][];
  limit?: number;
}

export interface MemberAnnotation {
  title: string;
  shortTitle?: string;
  type: string;
  format?: string;
}

export interface Annotation {
  measures: Record<string, MemberAnnotation>;
  dimensions: Record<string, MemberAnnotation>;
  segments: Record<string, MemberAnnotation>;
  timeDimensions: Record<string, MemberAnnotation>;
}

export interface LoadResult {
  /** One object per row, keyed by member name (`Orders.count`; `Orders.createdAt.month` for a granularity). */
  data: Record<string, unknown>[];
  annotation: Annotation;
}

export interface CubeMetaMember {
  name: string;
  title?: string;
  shortTitle?: string;
  description?: string;
  type: string;
  format?: string;
  aggType?: string;
  isVisible?: boolean;
  public?: boolean;
}

export interface CubeMetaCube {
  name: string;
  title?: string;
  description?: string;
  type?: "cube" | "view";
  measures: CubeMetaMember[];
  dimensions: CubeMetaMember[];
  segments: CubeMetaMember[];
  joins?: { name: string; relationship: string }[];
}

export interface CubeMeta {
  cubes: CubeMetaCube[];
}
