/** Guesses for lower-case words: states ("overdue invoices"), categories after prepositions, countries. */
import { CATEGORY_WORDS, COUNTRY_WORDS, ORIGIN_WORDS, STATUS_WORDS } from "../text/lexicon.js";
import { isKnownWord, isStateWord } from "../text/words.js";
import { isNegated } from "./values.js";
import { NOT_STATES, addGuess, dimensionLike, firstCategorical, isCountry, isUnknownValueWord } from "./guess-common.js";
import { type ParseState, isFree, mentionAfter, phraseOf, textAt } from "./state.js";

const CATEGORY_PREPOSITIONS = new Set(["in", "for", "within"]);
const ORIGIN_PREPOSITIONS = new Set(["from", "via", "through", "on", "using", "over"]);

/**
 * "in marketing", "from paid search or social", "via chat or email": unknown words after a preposition
 * name a category ("in", "for") or an origin ("from", "via") of the cubes in use. Only for members
 * the dictionary says nothing about, so a known dictionary never loses to a guess.
 */
export function guessAfterPreposition(state: ParseState, i: number, preferredCubes: Set<string>): number {
  let before = i - 1;
  while (["the", "a", "an"].includes(textAt(state, before))) before--;
  const preposition = textAt(state, before);
  if (!CATEGORY_PREPOSITIONS.has(preposition) && !ORIGIN_PREPOSITIONS.has(preposition)) return i;
  const values: [number, number][] = [];
  let start = i;
  while (start < state.tokens.length) {
    let end = start;
    while (end < start + 3 && isFree(state, end) && isUnknownValueWord(state, textAt(state, end))) end++;
    if (end === start) break;
    values.push([start, end]);
    if (!["or", "and"].includes(textAt(state, end)) || !isFree(state, end + 1)) break;
    start = end + 1;
  }
  // "for lost shipments": a word describing the entity that follows is its state, not a category.
  if (values.length === 0 || mentionAfter(state, values[values.length - 1]![1], 0)) return i;
  const words = ORIGIN_PREPOSITIONS.has(preposition) ? [...ORIGIN_WORDS, ...CATEGORY_WORDS] : [...CATEGORY_WORDS, ...ORIGIN_WORDS];
  // "in review", "on hold": a state when the cubes have no category.
  const member = dimensionLike(state, words, preferredCubes, false) ?? (["in", "on"].includes(preposition) ? dimensionLike(state, STATUS_WORDS, preferredCubes, false) : undefined);
  if (!member || state.values[member.name]?.length) return i;
  for (const [from, to] of values) addGuess(state, member, phraseOf(state, from, to), from, to);
  return values[values.length - 1]![1];
}

const RELATIVE_VERBS = new Set(["are", "is", "were", "was", "been", "be", "being"]);
const ADVERBS = new Set(["still", "not", "yet", "already", "currently", "now"]);

/** "appointments that were cancelled", "tickets that are still pending": a state after a relative clause. */
function afterRelativeClause(state: ParseState, i: number): boolean {
  let j = i - 1;
  while (ADVERBS.has(textAt(state, j))) j--;
  if (!RELATIVE_VERBS.has(textAt(state, j))) return false;
  while (RELATIVE_VERBS.has(textAt(state, j)) || ["have", "has", "had"].includes(textAt(state, j))) j--;
  return ["that", "which", "who"].includes(textAt(state, j));
}

/** The entity a run of describing words ends on: "automobile and machinery customers" -> customers. */
function entityAfter(state: ParseState, i: number): { cube: string; words: [number, number][] } | undefined {
  const words: [number, number][] = [[i, i + 1]];
  let j = i + 1;
  while (["and", "or", ","].includes(textAt(state, j)) && isFree(state, j + 1) && isUnknownValueWord(state, textAt(state, j + 1))) {
    words.push([j + 1, j + 2]);
    j += 2;
  }
  // Only an entity has a state ("overdue invoices", "overdue invoice count"), not any member ("stock price").
  const head = mentionAfter(state, j, 0)?.candidates[0];
  const cube = head?.cube?.name ?? (head?.usedCubeWord ? head.member?.cube : undefined);
  return cube ? { cube, words } : undefined;
}

/**
 * Describing words: "active subscriptions", "overdue invoices", "completed orders" (state words before an
 * entity -> its status-like dimension), "automobile and machinery customers" (other words before an entity ->
 * its category-like dimension), "that were cancelled" (state after a relative clause), "excluding trucks"
 * (negated words -> a category, origin or status of the cubes in use). Returns the index after the guess.
 */
export function guessDescribingWords(state: ParseState, i: number, preferredCubes: Set<string>): number {
  const word = textAt(state, i);
  if (NOT_STATES.has(word) || !isUnknownValueWord(state, word)) return i;
  const stateWord = isStateWord(word);
  const described = entityAfter(state, i);
  const negated = isNegated(state, i);
  const relative = stateWord && afterRelativeClause(state, i);
  if (!described && !negated && !relative) return i;
  const cubes = new Set(described ? [described.cube] : [...preferredCubes].slice(0, 1));
  const kinds = stateWord || !isKnownWord(word) ? [STATUS_WORDS, CATEGORY_WORDS] : [CATEGORY_WORDS, ORIGIN_WORDS, STATUS_WORDS];
  const named = kinds.map((words) => dimensionLike(state, words, cubes, false)).find((member) => member !== undefined);
  const member = named ?? firstCategorical(state, cubes);
  if (!member || !cubes.has(member.cube) || state.values[member.name]?.length) return i;
  const spans = described?.words ?? [[i, i + 1] as [number, number]];
  for (const [from, to] of spans) addGuess(state, member, phraseOf(state, from, to), from, to, undefined, !named);
  return spans[spans.length - 1]![1];
}

/** Country names typed in lower case ("in germany"). */
export function guessCountry(state: ParseState, i: number, preferredCubes: Set<string>): number {
  for (let end = Math.min(state.tokens.length, i + 4); end > i; end--) {
    const phrase = state.tokens.slice(i, end).map((t) => t.text).join(" ");
    if (!state.tokens.slice(i, end).every((_, k) => isFree(state, i + k)) || !isCountry(phrase)) continue;
    const member = dimensionLike(state, COUNTRY_WORDS, preferredCubes);
    if (!member) return i;
    addGuess(state, member, phraseOf(state, i, end), i, end);
    return end;
  }
  return i;
}

