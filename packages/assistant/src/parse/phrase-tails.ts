/**
 * Measure readings the words at a phrase's edges take back: a word left after the phrase that only finishes it, and
 * a word before it that names another quantity; and the verb before "the most", or after the noun a count asks
 * for, that a measure's name has.
 */
import { AGGREGATION_WORDS, FORMS_OF_BE, STOPWORDS } from "../text/lexicon.js";
import { hasVerbSense, isAdjective, isInflectedVerb, isKnownWord, typoDistance, wordKeys } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import { type ParseState, isFree, mentionAt, take, textAt } from "./state.js";
import { SYNONYM } from "./phrase-forms.js";
import { QUANTITY_SUPERLATIVES } from "./cues.js";

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

/**
 * "which vendor sold the most items": the verb before "the most" is said of what follows, the `totalItemsSold` of the
 * measures "items" reads. Readings whose name has the verb are kept, and the verb is theirs.
 */
export function verbsOfSuperlatives(state: ParseState): void {
  for (let i = 0; i + 3 < state.tokens.length; i++) {
    if (textAt(state, i + 1) !== "the" || !QUANTITY_SUPERLATIVES.has(textAt(state, i + 2))) continue;
    const verb = state.tokens[i]!.text;
    const mention = mentionAt(state, i + 3);
    if (!isFree(state, i) || !isInflectedVerb(verb) || mention?.start !== i + 3) continue;
    const keys = wordKeys(verb, "question");
    const said = mention.candidates.filter(
      (c) => c.member?.kind === "measure" && keys.some((key) => c.member!.labelKeys.has(key)),
    );
    if (said.length === 0) continue;
    mention.candidates = said;
    take(state, i, i + 1, "mention");
  }
}

/**
 * "how many games were played" with `games_played` beside a `total_games`: the noun counted and the verb its clause
 * ends on name one measure together. That measure is read over the two words, and the verb is its.
 */
export function countedNounsWithTheirVerb(state: ParseState): void {
  for (let i = 1; i + 1 < state.tokens.length; i++) {
    if (!FORMS_OF_BE.has(textAt(state, i))) continue;
    const noun = mentionAt(state, i - 1);
    const verb = mentionAt(state, i + 1);
    if (!noun || noun.end !== i || noun.end - noun.start !== 1 || !verb || verb.start !== i + 1) continue;
    if (verb.end - verb.start !== 1 || !isInflectedVerb(textAt(state, i + 1))) continue;
    const nounKeys = wordKeys(textAt(state, i - 1), "question");
    const verbKeys = wordKeys(textAt(state, i + 1), "question");
    const both = verb.candidates.filter(
      (c) =>
        c.member?.kind === "measure" &&
        c.member.labelWords.length === 2 &&
        nounKeys.some((key) => c.member!.labelKeys.has(key)) &&
        verbKeys.some((key) => c.member!.labelKeys.has(key)),
    );
    if (both.length === 0) continue;
    noun.candidates = both.map((c) => ({ ...c, coverage: 1 }));
    state.mentions.splice(state.mentions.indexOf(verb), 1);
    take(state, i, i + 2, "mention");
  }
}
