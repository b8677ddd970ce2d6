/**
 * "how many production reports", "inspection records by site": a word for a row (record, report, entry, log) right
 * after a phrase that reads a cube as well as anything else makes the phrase name that cube's rows, not a measure
 * it shares a word with ("production" is also `totalProduction`, in a cube titled "Water Production").
 */
import { type ParseState, isFree, phraseOf, take, textAt } from "./state.js";

const RECORD_NOUNS = new Set([
  "record",
  "records",
  "report",
  "reports",
  "entry",
  "entries",
  "row",
  "rows",
  "log",
  "logs",
]);

export function absorbRecordNouns(state: ParseState): void {
  for (const mention of state.mentions) {
    const next = mention.end;
    if (!isFree(state, next) || !RECORD_NOUNS.has(textAt(state, next)) || state.tokens[next - 1]?.pause) continue;
    const best = mention.candidates[0];
    const cube = mention.candidates.find((candidate) => candidate.cube && !candidate.member);
    if (!best || !cube || cube.score < best.score) continue;
    mention.candidates = [{ ...cube, coverage: 1 }, ...mention.candidates.filter((candidate) => candidate !== cube)];
    mention.end = next + 1;
    mention.phrase = phraseOf(state, mention.start, mention.end);
    take(state, next, next + 1, "mention");
  }
}
