/**
 * Values the dictionary does not list (filter-fields runs without one): "orders from Lyon" -> the
 * city-like dimension, "where segment is Wholesale" -> segment, "the web channel" -> channel,
 * "completed orders" -> the status-like dimension. Heuristics use WordNet's place/person senses and a
 * country list, never the catalogue's own values.
 */
import { getNameList } from "country-list";
import type { IndexedMember } from "../catalogue/index.js";
import { AREA_WORDS, CATEGORY_WORDS, CITY_WORDS, COUNTRY_WORDS, LABEL_WORDS, PERSON_WORDS, STATUS_WORDS, STOPWORDS } from "../text/lexicon.js";
import { isPersonWord, isPlaceWord, isStateWord, wordKeys } from "../text/words.js";
import { GROUP_BEFORE, NEGATION_PHRASES, NEGATION_WORDS } from "./cues.js";
import { isNegated } from "./values.js";
import { type FoundFilter, type Mention, type ParseState, isFree, mentionAfter, phraseOf, take, textAt } from "./state.js";

const COUNTRY_NAMES = Object.keys(getNameList());
const isCountry = (phrase: string) => COUNTRY_NAMES.some((name) => name === phrase || name.startsWith(phrase + " ") || name.startsWith(phrase + ","));
const PLACE_PREPOSITIONS = new Set(["in", "from", "at", "to", "near", "across", "within"]);

const stringDimension = (mention: Mention | undefined): IndexedMember | undefined => {
  const member = mention?.chosen?.member ?? mention?.candidates[0]?.member;
  return member?.kind === "dimension" && member.type === "string" ? member : undefined;
};

function dimensionLike(state: ParseState, words: string[], preferredCubes: Set<string>): IndexedMember | undefined {
  const dimensions = state.index.members.filter((m) => m.kind === "dimension" && m.type === "string");
  const named = (d: IndexedMember, word: string) => d.nameWords.includes(word) || d.titleWords.includes(word);
  for (const word of words) {
    const preferred = dimensions.find((d) => preferredCubes.has(d.cube) && named(d, word));
    if (preferred) return preferred;
  }
  for (const word of words) {
    const any = dimensions.find((d) => named(d, word));
    if (any) return any;
  }
  return undefined;
}

function addGuess(state: ParseState, member: IndexedMember, value: string, start: number, end: number, mention?: Mention): void {
  const operator = isNegated(state, start) ? "notEquals" : "equals";
  const existing = state.filters.find((f) => f.member === member.name && f.operator === operator);
  if (existing) existing.values?.push(value);
  else {
    const filter: FoundFilter = { member: member.name, operator, values: [value], phrase: phraseOf(state, start, end), guessed: true };
    if (mention) filter.mention = mention;
    state.filters.push(filter);
  }
  take(state, start, end, "value");
}

/** A run of free, capitalised, non-stopword tokens starting at `i` ("New York", "Meta Ads"). */
function capitalisedRun(state: ParseState, i: number): number {
  let end = i;
  while (isFree(state, end) && /^\p{Lu}/u.test(state.tokens[end]!.raw) && !state.tokens[end]!.quoted) end++;
  return end;
}

/** "paid with PayPal": a nearby verb that starts a dimension's word (pay -> payment method). */
function dimensionFromContext(state: ParseState, start: number, preferredCubes: Set<string>): IndexedMember | undefined {
  const context = [start - 1, start - 2, start - 3]
    .filter((i) => isFree(state, i))
    .map((i) => textAt(state, i))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));
  const stems = context.flatMap((word) => wordKeys(word, "question")).filter((key) => key.length >= 3);
  const dimensions = state.index.members.filter((m) => m.kind === "dimension" && m.type === "string");
  const fits = (d: IndexedMember) => d.labelWords.some((word) => stems.some((stem) => word.startsWith(stem)));
  return dimensions.find((d) => preferredCubes.has(d.cube) && fits(d)) ?? dimensions.find(fits);
}

/** First plain categorical string dimension of the cubes in use (not a label, id or free text). */
function firstCategorical(state: ParseState, preferredCubes: Set<string>): IndexedMember | undefined {
  const skip = new Set([...LABEL_WORDS, "id", "email", "phone", "comment", "code", "url", "address", "sku"]);
  return state.index.members.find(
    (m) => preferredCubes.has(m.cube) && m.kind === "dimension" && m.type === "string" && !m.labelWords.some((w) => skip.has(w)),
  );
}

function guessFromName(state: ParseState, start: number, end: number, preferredCubes: Set<string>): IndexedMember | undefined {
  const words = state.tokens.slice(start, end).map((t) => t.text);
  const phrase = words.join(" ");
  const preposition = textAt(state, start - 1);
  const none = new Set<string>();
  if (isCountry(phrase)) return dimensionLike(state, COUNTRY_WORDS, preferredCubes) ?? dimensionLike(state, AREA_WORDS, preferredCubes);
  if (words.some(isPlaceWord)) return dimensionLike(state, CITY_WORDS, preferredCubes) ?? dimensionLike(state, AREA_WORDS, preferredCubes);
  if (words.length >= 2 && words.every(isPersonWord)) return dimensionLike(state, PERSON_WORDS, preferredCubes);
  const inCubes = (member: IndexedMember | undefined) => (member && preferredCubes.has(member.cube) ? member : undefined);
  return (
    dimensionFromContext(state, start, preferredCubes) ??
    inCubes(dimensionLike(state, CATEGORY_WORDS, preferredCubes)) ??
    (PLACE_PREPOSITIONS.has(preposition) ? dimensionLike(state, CITY_WORDS, none) : undefined) ??
    firstCategorical(state, preferredCubes) ??
    dimensionLike(state, CATEGORY_WORDS, none)
  );
}

/** Looks for unlisted values; `preferredCubes` are the cubes the question already names. */
export function guessUnknownValues(state: ParseState, preferredCubes: Set<string>): void {
  for (const mention of state.mentions) {
    const member = stringDimension(mention);
    if (!member) continue;
    // "channels other than marketplace", "platforms except Newsletter"
    const negation = NEGATION_WORDS.has(textAt(state, mention.end)) ? 1 : NEGATION_PHRASES.find((p) => p.every((w, k) => textAt(state, mention.end + k) === w))?.length ?? 0;
    const grouped = GROUP_BEFORE.has(textAt(state, mention.start - 1));
    if (negation > 0 && !grouped && isFree(state, mention.end + negation) && !STOPWORDS.has(textAt(state, mention.end + negation))) {
      const start = mention.end + negation;
      let end = start;
      while (isFree(state, end) && !STOPWORDS.has(textAt(state, end))) end++;
      addGuess(state, member, phraseOf(state, start, end), start, end, mention);
      continue;
    }
    // "with priority 2-HIGH": a code or capitalised name right after the dimension.
    const valueAt = ["of", "is", "=", "equals", "equal"].includes(textAt(state, mention.end)) && /^[\p{Lu}\p{N}]/u.test(state.tokens[mention.end + 1]?.raw ?? "") ? mention.end + 1 : mention.end;
    const next = state.tokens[valueAt];
    if (next && valueAt === mention.end + 1) take(state, mention.end, valueAt, "value");
    if (next && isFree(state, valueAt) && !next.quoted && !STOPWORDS.has(next.text) && /^[\p{Lu}\p{N}]/u.test(next.raw) && /\p{L}/u.test(next.raw)) {
      addGuess(state, member, next.raw, valueAt, valueAt + 1, mention);
      continue;
    }
    // "where segment is Wholesale", "with channel = web"
    const verb = textAt(state, mention.end);
    if (["is", "=", "equals", "was", "are"].includes(verb) && isFree(state, mention.end + 1)) {
      let end = mention.end + 1;
      while (isFree(state, end) && !STOPWORDS.has(textAt(state, end))) end++;
      if (end > mention.end + 1) {
        const value = phraseOf(state, mention.end + 1, end);
        addGuess(state, member, value, mention.end + 1, end, mention);
        take(state, mention.end, mention.end + 1, "value");
      }
    }
  }
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i) || STOPWORDS.has(textAt(state, i)) || !/\p{L}/u.test(textAt(state, i))) continue;
    const capitalised = i > 0 ? capitalisedRun(state, i) : i;
    const next = mentionAfter(state, Math.max(capitalised, i + 1), 0);
    const nextDimension = stringDimension(next);
    if (nextDimension && ["the", "a", "an", "in", "from", "on", "via", "through", "with", "for", "of"].includes(textAt(state, i - 1))) {
      // "the web channel", "from the Google Ads platform"
      const end = Math.max(capitalised, i + 1);
      if (!state.tokens.slice(i, end).some((t) => isCatalogueWord(state, t.text))) {
        addGuess(state, nextDimension, phraseOf(state, i, end), i, end, next);
        i = end - 1;
        continue;
      }
    }
    if (capitalised > i) {
      // "AUTOMOBILE customers": the entity right after the name is where its dimension lives.
      const following = mentionAfter(state, capitalised, 0)?.candidates[0]?.cube?.name;
      const cubes = following ? new Set([following]) : preferredCubes;
      const member = guessFromName(state, i, capitalised, cubes);
      if (member) addGuess(state, member, phraseOf(state, i, capitalised), i, capitalised);
      i = capitalised - 1;
      continue;
    }
    const afterCountry = guessCountry(state, i, preferredCubes);
    if (afterCountry > i) {
      i = afterCountry - 1;
      continue;
    }
    guessStatus(state, i);
  }
}

/** Adjectives about time, size or amount describe the question, not a row's state ("new", "big"). */
const NOT_STATES = new Set([
  "new", "old", "recent", "latest", "current", "total", "overall", "average", "unique", "distinct", "different", "many",
  "few", "other", "same", "big", "large", "small", "first", "last", "next", "previous", "daily", "weekly", "monthly",
  "quarterly", "yearly", "annual", "hourly", "top", "best", "worst", "highest", "lowest", "gross", "net", "whole", "full",
]);

/**
 * "active subscriptions", "overdue invoices", "completed orders": a state word right before an entity is
 * a value of that entity's status-like dimension (else of its first categorical one).
 */
function guessStatus(state: ParseState, i: number): void {
  const word = textAt(state, i);
  if (NOT_STATES.has(word) || !isStateWord(word) || isCatalogueWord(state, word)) return;
  const next = mentionAfter(state, i + 1, 0);
  const cube = next?.candidates[0]?.cube?.name ?? next?.candidates[0]?.member?.cube;
  if (!cube) return;
  const cubes = new Set([cube]);
  const member = dimensionLike(state, STATUS_WORDS, cubes) ?? firstCategorical(state, cubes);
  if (member && member.cube === cube && !(state.values[member.name]?.length)) addGuess(state, member, word, i, i + 1);
}

/** Country names typed in lower case ("in germany"). */
function guessCountry(state: ParseState, i: number, preferredCubes: Set<string>): number {
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

function isCatalogueWord(state: ParseState, word: string): boolean {
  return wordKeys(word, "question").some((key) => state.index.memberKeys.has(key) || state.index.cubeKeys.has(key));
}
