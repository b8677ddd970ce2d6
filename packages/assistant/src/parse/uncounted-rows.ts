/**
 * Entities named where a count of their rows would not answer: "NSW cases by LGA", where `CovidNswCasesByLocation`
 * has no count but a `cases` sum, and "sum of smart measurement data", which asks for the cube's one sum.
 */
import { countMeasureOf } from "../catalogue/index.js";
import { AGGREGATION_WORDS } from "../text/lexicon.js";
import type { ResolvedMention } from "./analyze.js";
import { type ParseState, isFree, take, textAt } from "./state.js";
import { MEASURE_AGGREGATIONS } from "./unplaced-words.js";

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

/**
 * "sum of smart measurement data per type": an aggregation said of an entity, with no measure named, is the one
 * measure of the entity's cube with that aggregation.
 */
export function aggregatesOfEntities(state: ParseState, resolved: ResolvedMention[]): void {
  if (resolved.some((item) => item.member?.kind === "measure")) return;
  for (const item of resolved) {
    const entity = item.entity;
    if (item.role !== "free" || item.member || !entity) continue;
    let at = item.mention.start - 1;
    while (["of", "the"].includes(textAt(state, at))) at--;
    const word = textAt(state, at);
    // Not "total": "total orders" may ask for a count of orders; "sum of orders" does not.
    if (word === "total" || !MEASURE_AGGREGATIONS.has(word) || !isFree(state, at)) continue;
    const types = AGGREGATION_WORDS[word] ?? [];
    const measures = entity.measures.filter((measure) => types.includes(measure.type));
    if (measures.length !== 1) continue;
    item.member = measures[0];
    item.entity = undefined;
    take(state, at, at + 1, "aggregation");
    return;
  }
}
