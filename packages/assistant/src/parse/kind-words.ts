/**
 * "avg dom content loaded time" for `AvgDomContentLoaded`: a word that says what kind of quantity a measure is
 * ("time", "amount", "value") typed right after a phrase that names the measure wholly describes that measure. It is
 * no second measure that it names only in part (`AvgTimeToInteractive`).
 */
import type { ParseState } from "./state.js";

const KIND_WORDS = new Set(["time", "amount", "value", "count", "number", "figure", "total"]);

export function absorbKindWords(state: ParseState): void {
  const mentions = [...state.mentions].sort((a, b) => a.start - b.start);
  for (let k = 1; k < mentions.length; k++) {
    const word = mentions[k]!;
    const named = mentions[k - 1]!;
    const top = named.candidates[0];
    if (
      word.end - word.start !== 1 ||
      named.end !== word.start ||
      !KIND_WORDS.has(state.tokens[word.start]?.text ?? "") ||
      state.tokens[named.end - 1]?.pause ||
      top?.member?.kind !== "measure" ||
      top.coverage < 1 ||
      word.candidates.some((candidate) => candidate.coverage >= 1)
    )
      continue;
    named.end = word.end;
    named.phrase = `${named.phrase} ${word.phrase}`;
    state.mentions.splice(state.mentions.indexOf(word), 1);
  }
}
