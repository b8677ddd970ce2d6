/**
 * "avg dom content loaded time" for `AvgDomContentLoaded`: a word that says what kind of quantity a measure is
 * ("time", "amount", "value") typed right after a phrase that names the measure wholly describes that measure. It is
 * no second measure that it names only in part (`AvgTimeToInteractive`). So with columns: "serial numbers" for
 * `serial`, "store names" for `store`, when no column is named by that word alone.
 */
import { singular } from "../text/words.js";
import type { ParseState } from "./state.js";

const MEASURE_KIND_WORDS = new Set(["time", "amount", "value", "count", "number", "figure", "total"]);
const COLUMN_KIND_WORDS = new Set(["number", "no", "id", "code", "name"]);

export function absorbKindWords(state: ParseState): void {
  const mentions = [...state.mentions].sort((a, b) => a.start - b.start);
  for (let k = 1; k < mentions.length; k++) {
    const word = mentions[k]!;
    const named = mentions[k - 1]!;
    const top = named.candidates[0];
    const text = state.tokens[word.start]?.text ?? "";
    const kinds = top?.member?.kind === "measure" ? MEASURE_KIND_WORDS : COLUMN_KIND_WORDS;
    const typed = top?.member?.kind === "measure" ? text : singular(text);
    if (
      word.end - word.start !== 1 ||
      named.end !== word.start ||
      !kinds.has(typed) ||
      state.tokens[named.end - 1]?.pause ||
      top?.member === undefined ||
      (top.member.kind === "dimension" && top.member.type !== "string") ||
      top.coverage < 1 ||
      word.candidates.some((candidate) => candidate.coverage >= 1)
    )
      continue;
    named.end = word.end;
    named.phrase = `${named.phrase} ${word.phrase}`;
    state.mentions.splice(state.mentions.indexOf(word), 1);
  }
}
