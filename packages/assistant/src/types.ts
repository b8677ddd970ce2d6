/** Public shapes of the assistant. Names and fields are part of the API contract. */

export interface Member {
  name: string;
  title?: string | null;
  description?: string | null;
  type: string;
  [k: string]: unknown;
}

export interface Cube {
  name: string;
  title?: string | null;
  description?: string | null;
  measures: Member[];
  dimensions: Member[];
  [k: string]: unknown;
}

export interface Catalogue {
  cubes: Cube[];
  values?: Record<string, string[]>;
  notes?: string[];
}

export interface CubeFilter {
  member: string;
  operator: string;
  values?: string[];
}

/** Cube's boolean filters. The engine never writes them; a validated query may carry them and is reused as is. */
export type LogicalFilter = { or: QueryFilter[] } | { and: QueryFilter[] };
export type QueryFilter = CubeFilter | LogicalFilter;

export interface TimeDimension {
  dimension: string;
  granularity?: string;
  dateRange?: string | [string, string];
}

export interface CubeQuery {
  measures?: string[];
  dimensions?: string[];
  timeDimensions?: TimeDimension[];
  filters?: QueryFilter[];
  order?: [string, "asc" | "desc"][];
  limit?: number;
}

export interface ValidatedExample {
  question: string;
  query: CubeQuery;
  createdAt?: Date | string;
}

export interface AnswerRequest {
  question: string;
  /** Members the client already considers relevant: preferred on ties. */
  fields?: string[];
  /** Value dictionary merged over the catalogue's for this request. */
  values?: Record<string, string[]>;
  /** Glossary notes merged over the catalogue's for this request. */
  notes?: string[];
  /** Reference instant for relative periods (only used to resolve years for month names). */
  now?: Date;
  /** Cube names used when the question names no cube, and to break ties. */
  defaultEntities?: string[];
}

export type ChartType = "area" | "bar" | "bar_list" | "donut" | "line" | "scatter" | "table";

export interface Match {
  phrase: string;
  member: string;
  kind: string;
}

export interface SavedQueryDraft {
  title: string;
  connectionType: "cube";
  chartType: ChartType;
  metrics: string[];
  dimensions: string[];
  dateFilterField?: string;
  timeGranularity?: string;
  dateRange?: { selectValue: string } | { from: string; to: string };
  filters?: QueryFilter[];
  orderBy?: Record<string, "asc" | "desc">;
  limit?: number;
}

export interface Answer {
  query: CubeQuery | null;
  chartType: ChartType | null;
  title: string;
  explanation: string;
  confidence: number;
  source: "validated" | "engine";
  matches: Match[];
  unmatched: string[];
  savedQuery: SavedQueryDraft | null;
}

export interface FieldDescriptor {
  name: string;
  title?: string;
  description?: string;
  type: string;
}

export interface AssistantEngine {
  answer(req: AnswerRequest): Answer;
  filterFields(question: string): FieldDescriptor[];
  searchEntities(question: string, defaultEntities?: string[]): string[];
  /** The same catalogue with other validated queries, sharing this engine's index. */
  withValidated(validated: ValidatedExample[]): AssistantEngine;
  /** A rough size in memory, for caches that bound the bytes they hold. */
  readonly approximateBytes: number;
}
