/**
 * "compare net interest income of Citigroup and Wells Fargo", "revenue North vs South": values compared with each
 * other are a breakdown by their column, each value a group, not one total over both.
 */
import type { Understanding } from "./analyze.js";
import type { QueryDraft } from "./query-draft.js";

const COMPARE_WORDS = new Set(["compare", "compared", "comparing", "comparison"]);

export function groupComparedValues(u: Understanding, draft: QueryDraft): void {
  if (draft.measures.length === 0) return;
  if (!u.versus && !u.state.tokens.some((token) => COMPARE_WORDS.has(token.text))) return;
  for (const filter of draft.filters) {
    const member = u.state.index.memberByName.get(filter.member);
    if (filter.operator !== "equals" || (filter.values?.length ?? 0) < 2 || member?.type !== "string") continue;
    draft.addDimension(member);
  }
}
