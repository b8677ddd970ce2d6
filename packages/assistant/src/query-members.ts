import type { CubeFilter, CubeQuery, QueryFilter } from "./types.js";

/** `{or: [...]}` / `{and: [...]}`: Cube's boolean filters, which only validated queries bring. */
export function isLogicalFilter(filter: QueryFilter): filter is Exclude<QueryFilter, CubeFilter> {
  return !("member" in filter) && ("or" in filter || "and" in filter);
}

/** The member filters of a list, inside `or`/`and` groups too, in order. */
export function leafFilters(filters: readonly QueryFilter[] | undefined): CubeFilter[] {
  const leaves: CubeFilter[] = [];
  const visit = (list: readonly QueryFilter[]) => {
    for (const filter of list) {
      if (!filter || typeof filter !== "object") continue;
      if (isLogicalFilter(filter)) visit("or" in filter ? filter.or : filter.and);
      else leaves.push(filter);
    }
  };
  visit(filters ?? []);
  return leaves;
}

/** Every member a query uses, measures first: the basis of entities, field lists and invalid-member checks. */
export function membersOfQuery(query: CubeQuery | null): string[] {
  if (!query) return [];
  return [
    ...(query.measures ?? []),
    ...(query.dimensions ?? []),
    ...(query.timeDimensions ?? []).map((t) => t.dimension),
    ...leafFilters(query.filters).map((f) => f.member),
    ...(query.order ?? []).map(([member]) => member),
  ];
}

/**
 * A stored query in the engine's form, or null when it is not a query: Cube also accepts `order` as an object
 * (`{"orders.count": "desc"}`), which becomes the list of pairs the engine writes. Nothing else changes.
 */
export function normalizeQuery(query: unknown): CubeQuery | null {
  if (!query || typeof query !== "object" || Array.isArray(query)) return null;
  const { order, ...rest } = query as Omit<CubeQuery, "order"> & { order?: unknown };
  const normalized = JSON.parse(JSON.stringify(rest)) as CubeQuery;
  if (Array.isArray(order)) normalized.order = order as CubeQuery["order"];
  else if (order && typeof order === "object")
    normalized.order = Object.entries(order as Record<string, "asc" | "desc">);
  return normalized;
}
