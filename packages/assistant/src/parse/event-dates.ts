/**
 * "units that moved out last year", "orders shipped in May": a verb form right before a period says which date
 * the period is about, so the phrase is the date column named by that verb (`move_out_date`), not a cube or
 * another column that shares its words. The date of a cube the answer already uses comes first (rule 10).
 */
import { isInflectedVerb } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import type { ParseState } from "./state.js";

/** Words that may stand between the verb and its period ("moved out in 2024", "shipped during May"). */
const BEFORE_PERIOD = new Set(["in", "during", "on", "since", "before", "after"]);

export function eventDates(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const { mention } = item;
    if (item.role !== "free" || item.member?.type === "time" || !followedByPeriod(state, mention.end)) continue;
    const words = state.tokens.slice(mention.start, mention.end).map((token) => token.text);
    if (!words.some(isInflectedVerb)) continue;
    const dates = mention.candidates.filter((c) => c.member?.type === "time" && c.via === "label");
    if (dates.length === 0) continue;
    const inUse = new Set(
      resolved.flatMap((other) => (other === item ? [] : [other.member?.cube, other.entity?.name])),
    );
    const date = dates.find((c) => inUse.has(c.member!.cube)) ?? dates[0]!;
    item.member = date.member;
    item.entity = undefined;
    mention.chosen = date;
    // Dates of two cubes, neither in use: the first in the catalogue's order is a guess.
    mention.undecided = !inUse.has(date.member!.cube) && dates.some((c) => c.member!.cube !== date.member!.cube);
  }
}

function followedByPeriod(state: ParseState, end: number): boolean {
  const next = BEFORE_PERIOD.has(state.tokens[end]?.text ?? "") ? end + 1 : end;
  return state.periods.some((period) => period.start === next);
}
