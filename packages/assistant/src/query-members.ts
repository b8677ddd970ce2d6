import type { CubeQuery } from "./types.js";

/** Every member a query uses, measures first: the basis of entities, field lists and invalid-member checks. */
export function membersOfQuery(query: CubeQuery | null): string[] {
  if (!query) return [];
  return [
    ...(query.measures ?? []),
    ...(query.dimensions ?? []),
    ...(query.timeDimensions ?? []).map((t) => t.dimension),
    ...(query.filters ?? []).map((f) => f.member),
    ...(query.order ?? []).map(([member]) => member),
  ];
}
