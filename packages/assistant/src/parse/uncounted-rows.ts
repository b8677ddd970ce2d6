/**
 * "NSW cases by LGA", where `CovidNswCasesByLocation` has no count but a `cases` sum: rows that cannot be counted
 * are totalled by the measure the phrase names in full, as the phrase's own words say.
 */
import { countMeasureOf } from "../catalogue/index.js";
import type { ResolvedMention } from "./analyze.js";

export function totalsOfUncountedRows(resolved: ResolvedMention[]): void {
  if (resolved.some((item) => item.member?.kind === "measure")) return;
  for (const item of resolved) {
    const entity = item.entity;
    if (item.role !== "free" || item.member || !entity || countMeasureOf(entity) !== undefined) continue;
    const total = item.mention.candidates.find(
      (c) => c.member?.kind === "measure" && c.member.cube === entity.name && c.coverage >= 1,
    );
    if (!total) continue;
    item.member = total.member;
    item.entity = undefined;
    item.mention.chosen = total;
    return;
  }
}
