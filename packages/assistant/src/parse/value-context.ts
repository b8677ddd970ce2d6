/**
 * What stands around a dictionary value in the question: the count or bound a number may be instead ("top 5",
 * "more than 20"), a grouping that names the value's column ("by chain and verified"), the column words a negation
 * stands before ("excluding score band 0"), the asker before a participle ("have we received"), a granularity word
 * typed alone ("monthly").
 */
import { COMPARISONS, GRANULARITY_WORDS, GROUP_BEFORE, NEGATION_WORDS, TRAILING_COMPARISONS } from "./cues.js";
import { ASKER_PRONOUNS, STOPWORDS } from "../text/lexicon.js";
import { isInflectedVerb, wordKeys } from "../text/words.js";
import { type ParseState, textAt, wordsAt } from "./state.js";

/** A dictionary value: its column and its words as written. */
interface ValueEntry {
  member: string;
  whole: readonly string[];
}
import { listedAfterGrouping } from "./structure.js";

/**
 * "excluding score band 0": a column named right before its value puts a negation before both; the words are any
 * column's (the value's column may still be one of several that hold it).
 */
export function firstWordOfColumnBefore(state: ParseState, start: number): number {
  const namesColumn = (word: string) =>
    !STOPWORDS.has(word) &&
    !NEGATION_WORDS.has(word) &&
    wordKeys(word, "question").some((key) =>
      (state.index.memberKeys.get(key) ?? []).some((hit) => hit.source !== "desc"),
    );
  let at = start;
  while (at > 0 && namesColumn(textAt(state, at - 1))) at--;
  return at;
}

/** The value is its column's whole name ("Verified" of `verified`). */
export function namesOwnColumn(state: ParseState, member: string, words: readonly string[]): boolean {
  const column = state.index.memberByName.get(member);
  return column !== undefined && column.nameWords.join(" ") === words.join(" ").toLowerCase();
}

/** The word at `start` follows "by" or "per", or ends a list of groupings they open. */
export function groupsBy(state: ParseState, start: number): boolean {
  return GROUP_BEFORE.has(textAt(state, start - 1)) || listedAfterGrouping(state, start);
}

/** Words before a number that make it a count of rows ("top 5", "first 10"). */
const COUNT_WORDS = new Set(["top", "bottom", "first", "last", "limit"]);

/** The number at `start` counts rows or bounds a comparison ("top 5", "more than 20", "between 2 and 5", "3 or more"). */
export function countsOrCompares(state: ParseState, start: number): boolean {
  const before = textAt(state, start - 1);
  if (COUNT_WORDS.has(before) || before === "between" || (before === "and" && textAt(state, start - 3) === "between"))
    return true;
  return (
    COMPARISONS.some(([words]) => wordsAt(state, start - words.length, words)) ||
    TRAILING_COMPARISONS.some(([words]) => wordsAt(state, start + 1, words))
  );
}

/** A one-word participle value right after the asker ("we", "you") whose column's cube no other word names. */
export function askerVerb(state: ParseState, start: number, entry: ValueEntry): boolean {
  if (
    entry.whole.length !== 1 ||
    !ASKER_PRONOUNS.has(textAt(state, start - 1)) ||
    !isInflectedVerb(textAt(state, start))
  )
    return false;
  const cube = state.index.memberByName.get(entry.member)?.cube;
  const keys = cube ? state.index.cubeByName.get(cube)?.keys : undefined;
  return !state.tokens.some(
    (token, i) => i !== start && wordKeys(token.text, "question").some((key) => keys?.has(key) ?? false),
  );
}

/**
 * "monthly"/"annual" are granularity words first; as values ("annual billing") they need a neighbour
 * naming their member.
 */
export function isTimeWordAlone(state: ParseState, entry: ValueEntry, start: number, end: number): boolean {
  if (entry.whole.length !== 1 || !GRANULARITY_WORDS[entry.whole[0]!]) return false;
  const member = state.index.memberByName.get(entry.member);
  const names = (i: number) => wordKeys(textAt(state, i), "question").some((key) => member?.labelKeys.has(key));
  return !names(start - 1) && !names(end);
}
