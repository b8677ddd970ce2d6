/**
 * "services ranked by total requests" where `ServiceEvents` is named by "services" and the requests are counted in
 * another cube that has a `service` column of its own: an entity the question neither counts nor measures, beside
 * the measure of one other cube whose column the phrase names as wholly, is that column, a breakdown of what is
 * measured (rule 10: a member of the cube the answer already uses).
 */
import { isCubeWord } from "../catalogue/index.js";
import type { ResolvedMention } from "./analyze.js";
import { afterPreposition } from "./revised-readings.js";
import { type ParseState, textAt } from "./state.js";

export function entitiesAsMeasuredColumns(resolved: ResolvedMention[]): void {
  const measured = new Set(resolved.flatMap((item) => (item.member?.kind === "measure" ? [item.member.cube] : [])));
  if (measured.size !== 1) return;
  const [cube] = measured;
  for (const item of resolved) {
    const chosen = item.mention.chosen;
    if (item.role !== "free" || !item.entity || item.entity.name === cube || item.member || !chosen) continue;
    const column = item.mention.candidates.find(
      (c) =>
        c.member?.kind === "dimension" &&
        c.member.type === "string" &&
        c.member.cube === cube &&
        c.via === "label" &&
        c.score === chosen.score &&
        c.coverage === 1,
    );
    if (!column) continue;
    item.member = column.member;
    item.entity = undefined;
    item.mention.chosen = column;
  }
}

/**
 * "number of votes on recordings by age group": rows named after a preposition, once another cube's rows are
 * counted or measured before them, say which rows those are; they are not counted as well.
 */
export function withoutQualifyingCounts(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const entity = item.entity;
    if (!entity || (item.role !== "free" && item.role !== "count")) continue;
    if (item.member?.kind !== "measure" || item.member.cube !== entity.name) continue;
    const measuredBefore = resolved.some(
      (other) =>
        other.mention.end <= item.mention.start &&
        other.member?.kind === "measure" &&
        other.member.cube !== entity.name,
    );
    // "number of studies vs number of facilities": "of" after a count word opens what is counted.
    const countedOf = textAt(state, item.mention.start - 1) === "of";
    if (measuredBefore && !countedOf && afterPreposition(state, item.mention.start)) item.member = undefined;
  }
}

/**
 * "total expense on bills" beside a `billCount` titled "Bill Count": a phrase of only its cube's noun, after a
 * preposition and once a measure is asked before it, names the rows that measure is of, not their count as well.
 */
export function rowNounsAfterMeasures(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const member = item.member;
    const { start, end } = item.mention;
    if (item.role !== "free" || member?.kind !== "measure" || item.entity) continue;
    const cube = state.index.cubeByName.get(member.cube);
    const words = state.tokens.slice(start, end).map((token) => token.text);
    if (!cube || !words.every((word) => isCubeWord(cube, word))) continue;
    const measuredBefore = resolved.some(
      (other) => other !== item && other.mention.end <= start && other.member?.kind === "measure",
    );
    // "the number of bills": "of" after a count word opens what is counted.
    if (!measuredBefore || textAt(state, start - 1) === "of" || !afterPreposition(state, start)) continue;
    item.member = undefined;
    item.entity = cube;
  }
}
