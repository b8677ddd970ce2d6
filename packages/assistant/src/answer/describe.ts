/** Report titles and the one- or two-sentence explanation a person can check. */
import type { CatalogueIndex } from "../catalogue/index.js";
import type { CubeQuery, QueryFilter } from "../types.js";
import { isLogicalFilter } from "../query-members.js";

const MAX_TITLE = 200;

const OPERATOR_TEXT: Record<string, string> = {
  equals: "is",
  notEquals: "is not",
  contains: "contains",
  notContains: "does not contain",
  startsWith: "starts with",
  endsWith: "ends with",
  gt: "is above",
  gte: "is at least",
  lt: "is below",
  lte: "is at most",
  set: "is set",
  notSet: "is not set",
  afterOrOnDate: "is on or after",
  afterDate: "is after",
  beforeDate: "is before",
  beforeOrOnDate: "is on or before",
};

/** A member's human label: its title, else its name with separators turned into spaces. */
export function labelOf(index: CatalogueIndex, name: string): string {
  const member = index.memberByName.get(name);
  if (member?.title) return member.title;
  const short = name
    .replace(/^.*\./, "")
    .replace(/[_\-.]+/g, " ")
    .trim();
  return short.charAt(0).toUpperCase() + short.slice(1);
}

function list(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function periodText(query: CubeQuery): string | undefined {
  const range = query.timeDimensions?.find((entry) => entry.dateRange)?.dateRange;
  if (!range) return undefined;
  if (typeof range === "string") return range;
  return range[0] === range[1] ? `on ${range[0]}` : `from ${range[0]} to ${range[1]}`;
}

function filterText(index: CatalogueIndex, filter: QueryFilter): string {
  if (isLogicalFilter(filter)) {
    const [joiner, list] = "or" in filter ? [" or ", filter.or] : [" and ", filter.and];
    return `(${list.map((inner) => filterText(index, inner)).join(joiner)})`;
  }
  const values = filter.values?.length ? ` ${filter.values.join(" or ")}` : "";
  return `${labelOf(index, filter.member).toLowerCase()} ${OPERATOR_TEXT[filter.operator] ?? filter.operator}${values}`;
}

export function titleOf(index: CatalogueIndex, query: CubeQuery): string {
  const measures = (query.measures ?? []).map((m) => labelOf(index, m));
  const dimensions = (query.dimensions ?? []).map((d) => labelOf(index, d));
  const granularity = query.timeDimensions?.find((entry) => entry.granularity)?.granularity;
  let title = measures.length ? list(measures) : list(dimensions);
  const groups = measures.length ? [...dimensions] : [];
  if (granularity) groups.push(granularity);
  if (groups.length) title += ` by ${list(groups)}`;
  if (query.limit !== undefined && query.order?.length) title = `Top ${query.limit}: ${title}`;
  const period = periodText(query);
  if (period) title += `, ${period}`;
  return (title || "Query").slice(0, MAX_TITLE);
}

export function explanationOf(index: CatalogueIndex, query: CubeQuery, unmatched: string[]): string {
  const parts: string[] = [];
  const measures = (query.measures ?? []).map((m) => labelOf(index, m).toLowerCase());
  const dimensions = (query.dimensions ?? []).map((d) => labelOf(index, d).toLowerCase());
  parts.push(measures.length ? `Computed ${list(measures)}` : `Listed ${list(dimensions)}`);
  if (measures.length && dimensions.length) parts.push(`grouped by ${list(dimensions)}`);
  for (const entry of query.timeDimensions ?? []) {
    const field = labelOf(index, entry.dimension).toLowerCase();
    if (entry.granularity) parts.push(`per ${entry.granularity} of ${field}`);
    if (entry.dateRange) parts.push(`${periodText(query)} (by ${field})`);
  }
  if (query.filters?.length) parts.push(`where ${query.filters.map((f) => filterText(index, f)).join(" and ")}`);
  if (query.order?.length) {
    parts.push(
      `sorted by ${query.order.map(([m, dir]) => `${labelOf(index, m).toLowerCase()} ${dir === "asc" ? "ascending" : "descending"}`).join(", ")}`,
    );
  }
  if (query.limit !== undefined) parts.push(`first ${query.limit} rows`);
  let sentence = `${parts.join(", ")}.`;
  if (unmatched.length) sentence += ` Not understood: ${unmatched.map((w) => `"${w}"`).join(", ")}.`;
  return sentence;
}

function quoted(unmatched: string[]): string {
  return unmatched.length
    ? ` (${unmatched
        .slice(0, 8)
        .map((w) => `"${w}"`)
        .join(", ")})`
    : "";
}

export function refusalExplanation(unmatched: string[]): string {
  return `Nothing in the question${quoted(unmatched)} matches a measure or dimension of the catalogue, so no query was built.`;
}

/** A question only a small part of which was placed: the rest would be a guess at what was asked. */
export function guessRefusalExplanation(unmatched: string[]): string {
  return `Too much of the question could not be placed in the catalogue${quoted(unmatched)}: a query built from the rest would be a guess, so none was built.`;
}
