/**
 * Measure readings the words at a phrase's edges take back: a word left after the phrase that only finishes it, and
 * a word before it that names another quantity.
 */
import { AGGREGATION_WORDS, STOPWORDS } from "../text/lexicon.js";
import { hasVerbSense, isAdjective, isKnownWord, typoDistance, wordKeys } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import type { ParseState } from "./state.js";
import { SYNONYM } from "./phrase-forms.js";

/**
 * "speak conversion rate" with `speakConvertion` and a `convertion` measure titled "Convertion rate": the one word
 * left after a measure's phrase ("rate") reads another measure only with a word of that phrase, so it ends the
 * phrase it follows rather than asking for a second measure.
 */
export function withoutPhraseTails(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  return resolved.filter((tail) => {
    if (tail.member?.kind !== "measure" || tail.mention.end - tail.mention.start !== 1) return true;
    const head = resolved.find((item) => item.mention.end === tail.mention.start);
    if (head?.member?.kind !== "measure" || head.member === tail.member || head.entity) return true;
    // "total likes, comments and shares": a list goes on after a pause.
    if (state.tokens[head.mention.end - 1]!.pause) return true;
    const keysOf = (start: number, end: number) =>
      new Set(state.tokens.slice(start, end).flatMap((token) => wordKeys(token.text, "question")));
    const before = keysOf(head.mention.start, head.mention.end);
    const own = keysOf(tail.mention.start, tail.mention.end);
    const named = (word: string) => wordKeys(word, "catalogue").some((key) => before.has(key) || own.has(key));
    // The word shared must say what is measured, not how ("total" is every sum's).
    const fromHead = (word: string) =>
      !AGGREGATION_WORDS[word] && wordKeys(word, "catalogue").some((key) => before.has(key));
    const words = tail.member.titleWords.length > 0 ? tail.member.titleWords : tail.member.nameWords;
    return !(words.every(named) && words.some(fromHead));
  });
}

/**
 * "our employee turnover rate" with a `sales` cube that "turnover" reaches only as a synonym: a noun of English no
 * reading placed, right before the synonym, says which turnover is meant, and it is not the cube's. The reading is
 * dropped and its word left unplaced, as a word no reading found would be.
 */
export function withoutQualifiedSynonyms(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  return resolved.filter((item) => {
    const chosen = item.mention.chosen;
    if (
      !item.entity ||
      !chosen ||
      chosen.member ||
      chosen.score > SYNONYM ||
      item.mention.end - item.mention.start !== 1
    )
      return true;
    const before = item.mention.start - 1;
    const word = state.tokens[before]?.text ?? "";
    const noun = state.used[before] === null && /^[a-z]{3,}$/.test(word) && isKnownWord(word) && !isAdjective(word);
    if (!noun || STOPWORDS.has(word) || AGGREGATION_WORDS[word] || hasVerbSense(word)) return true;
    state.used[item.mention.start] = null;
    return false;
  });
}

/**
 * "heart rate trend" with only a `savings_rate`: a word of English no reading placed, right before a measure's
 * phrase that leaves part of the measure's name unsaid, says which quantity is meant, and it is not this one. The
 * reading is dropped, so the question is refused or answered without it, below 0.8.
 */
export function withoutContradictedMeasures(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  return resolved.filter((item) => {
    const chosen = item.mention.chosen;
    if (item.member?.kind !== "measure" || !chosen || chosen.coverage >= 1 || chosen.via !== "label") return true;
    const before = item.mention.start - 1;
    const word = state.tokens[before]?.text ?? "";
    const unplaced = state.used[before] === null && /^[a-z]{3,}$/.test(word) && isKnownWord(word);
    // "the longest duration" ranks; "avg hart rate" mistypes a word of the name (`heart_rate`) the phrase left out.
    // "compare royalties of A and B": a verb opening the question is a command, not a word of the quantity.
    const command = before === 0 && hasVerbSense(word);
    const describing =
      command || isAdjective(word) || /est$/.test(word) || STOPWORDS.has(word) || AGGREGATION_WORDS[word];
    const typo = item.member.nameWords.some((own) => own.length > 3 && typoDistance(own, word) <= 1);
    return !(unplaced && !describing && !typo);
  });
}
