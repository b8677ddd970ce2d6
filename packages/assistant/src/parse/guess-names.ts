/** Guesses for names: capitalised words ("Lyon", "Meta Ads", "AUTOMOBILE"), codes and "where D is V". */
import type { IndexedMember } from "../catalogue/index.js";
import { entityWords } from "../catalogue/entity-nouns.js";
import {
  AREA_WORDS,
  CATEGORY_WORDS,
  CITY_WORDS,
  COUNTRY_WORDS,
  CURRENCY_WORDS,
  ORIGIN_WORDS,
  PERSON_WORDS,
  PRIORITY_VALUES,
  PRIORITY_WORDS,
  SITE_WORDS,
  STATUS_VALUES,
  STATUS_WORDS,
  STOPWORDS,
  TIER_VALUES,
  TIER_WORDS,
} from "../text/lexicon.js";
import {
  hasAdjectiveSense,
  isCurrencyCode,
  isKnownWord,
  isPersonWord,
  isPlaceWord,
  isStateWord,
  wordKeys,
} from "../text/words.js";
import {
  dimensionLike,
  firstCategorical,
  isCountry,
  stringDimensions,
  stringDimensionsByLabelWord,
  typedAsCode,
} from "./guess-common.js";
import { isPeopleCube, nameDimensionOf } from "./resolve.js";
import { type ParseState, isFree, take, textAt } from "./state.js";

const PLACE_PREPOSITIONS = new Set(["in", "from", "at", "to", "near", "across", "within"]);
const NEGATING_PREPOSITIONS = new Set(["excluding", "except", "than", "non", "not"]);
const PERSON_PREPOSITIONS = new Set(["for", "by", "with", "of"]);
const QUALIFYING_PREPOSITIONS = new Set([
  "for",
  "in",
  "from",
  "via",
  "by",
  "with",
  "through",
  "using",
  "on",
  "excluding",
  "except",
  "than",
  "non",
  "not",
]);

/** A run of free, capitalised, non-stopword tokens starting at `i` ("New York", "Meta Ads"). */
export function capitalisedRun(state: ParseState, i: number): number {
  let end = i;
  while (isFree(state, end) && /^\p{Lu}/u.test(state.tokens[end]!.raw) && !state.tokens[end]!.quoted) end++;
  return end;
}

/**
 * "paid with PayPal": a nearby verb that starts a dimension's word (pay -> payment method). A name that is no word
 * of a state ("MoMo") is not held by a status column the verb starts as well (`paymentstatus`).
 */
function dimensionFromContext(
  state: ParseState,
  start: number,
  end: number,
  preferredCubes: Set<string>,
): IndexedMember | undefined {
  const context = [start - 1, start - 2, start - 3].filter(
    (i) => isFree(state, i) && textAt(state, i).length >= 3 && !STOPWORDS.has(textAt(state, i)),
  );
  if (context.length === 0) return undefined;
  const stemsAt = new Map(
    context.map((i) => [i, wordKeys(textAt(state, i), "question").filter((key) => key.length >= 3)]),
  );
  const fitsAt = (d: IndexedMember, i: number) =>
    d.labelWords.some((word) => stemsAt.get(i)!.some((stem) => word.startsWith(stem)));
  // The catalogue's words a context word starts, then their columns in the catalogue's order.
  const { byWord, position } = stringDimensionsByLabelWord(state.index);
  const stems = [...stemsAt.values()].flat();
  const started = [...byWord.keys()].filter((word) => stems.some((stem) => word.startsWith(stem)));
  const dimensions = [...new Set(started.flatMap((word) => byWord.get(word)!))].sort(
    (a, b) => position.get(a)! - position.get(b)!,
  );
  const stated = state.tokens.slice(start, end).some((token) => isStateWord(token.text));
  const holds = (d: IndexedMember) => stated || !d.labelWords.some((word) => STATUS_WORDS.includes(word));
  const fitting = [...dimensions.filter(holds), ...dimensions.filter((d) => !holds(d))];
  const found = fitting.find((d) => preferredCubes.has(d.cube)) ?? fitting[0];
  // The verb was the evidence for the column: it is placed, not left over.
  for (const i of context) if (found && fitsAt(found, i)) take(state, i, i + 1, "value");
  return found;
}

/**
 * "at Shell", "from Springfield" with no place sense: a place-, site- or city-like dimension of the cubes in use
 * first ("refills at Shell" -> refills.station, not another cube's city); "at X" then any categorical dimension
 * of those cubes; then a category/tier-like one of those cubes; else a city-like dimension anywhere ("orders from Springfield" -> customers.city).
 */
function placeOf(state: ParseState, preposition: string, preferredCubes: Set<string>): IndexedMember | undefined {
  const none = new Set<string>();
  return (
    // "in Wakanda": a name WordNet does not place may be a country as well as a town or an area.
    dimensionLike(
      state,
      [...CITY_WORDS, ...SITE_WORDS, ...AREA_WORDS, ...COUNTRY_WORDS],
      preferredCubes,
      false,
      true,
    ) ??
    (preposition === "at" ? firstCategorical(state, preferredCubes) : undefined) ??
    // "members in Gold": a name WordNet does not place is a tier or category of the cubes in use before it is a
    // city of another cube.
    dimensionLike(state, [...CATEGORY_WORDS, ...TIER_WORDS], preferredCubes, false) ??
    dimensionLike(state, CITY_WORDS, none, true, true) ??
    dimensionLike(state, AREA_WORDS, none, true, true)
  );
}

function genericKind(word: string): string[] | undefined {
  if (TIER_VALUES.has(word)) return TIER_WORDS;
  if (PRIORITY_VALUES.has(word)) return PRIORITY_WORDS;
  return STATUS_VALUES.has(word) ? STATUS_WORDS : undefined;
}

/**
 * "for Priya Shah", "by Dawn Roth": two or three words each typed with one capital, the last a surname (WordNet
 * lists it as a person, or does not know it at all). Given names are often ordinary words ("Dawn", "Ray"), so only
 * the last word is judged; "Night Mapping" and "Donor Update" end in ordinary words and are not names. Only after
 * words that introduce a person: "in Los Angeles" and "on App Próprio" are a place and a channel.
 */
function looksLikeFullName(state: ParseState, start: number, end: number): boolean {
  if (end - start < 2 || end - start > 3 || !PERSON_PREPOSITIONS.has(textAt(state, start - 1))) return false;
  const tokens = state.tokens.slice(start, end);
  if (!tokens.every((token) => /^\p{Lu}\p{Ll}+$/u.test(token.raw))) return false;
  const surname = tokens[tokens.length - 1]!.text;
  return isPersonWord(surname) || !isKnownWord(surname);
}

/**
 * "hours worked by Ana Costa" when the cubes in use hold no person: the name column of a cube of people (WordNet
 * lists its noun as a person: employees, customers, agents), before a category column of any cube.
 */
function nameOfPeople(state: ParseState): IndexedMember | undefined {
  const names = state.index.cubes.filter(isPeopleCube).flatMap((cube) => nameDimensionOf(cube) ?? []);
  return names.length === 1 ? names[0] : undefined;
}

export function guessFromName(
  state: ParseState,
  start: number,
  end: number,
  preferredCubes: Set<string>,
): { member: IndexedMember; weak: boolean } | undefined {
  const strong = guessFromEvidence(state, start, end, preferredCubes);
  if (strong) return { member: strong, weak: false };
  const fallback = firstCategorical(state, preferredCubes) ?? dimensionLike(state, CATEGORY_WORDS, new Set());
  return fallback ? { member: fallback, weak: true } : undefined;
}

/**
 * "Feature-3", "Sprint-12", "testplan_2": a cube's name with a number is one of that cube's rows, known by its name
 * column (the cube's name may be run together or plural: `TestPlans`, `features`).
 */
function rowCodeOfCube(state: ParseState, word: string): IndexedMember | undefined {
  const letters = /^([a-z]{3,})[-_#]?\d+$/.exec(word)?.[1];
  if (!letters) return undefined;
  const cubes = state.index.cubes.filter((cube) => {
    const name = entityWords(cube.nameWords).join("");
    return name === letters || name === `${letters}s` || name === `${letters}es`;
  });
  const member = cubes.length === 1 ? nameDimensionOf(cubes[0]!) : undefined;
  return member && !state.values[member.name]?.length ? member : undefined;
}

/**
 * "excluding CVE-2021-44228" beside a `cve_id` column, "PO-1042" beside `po_number`: a code whose letters, before
 * its digits, are a word of one text column's name is that column's (the cubes in use first).
 */
function columnNamedByCodePrefix(
  state: ParseState,
  word: string,
  preferredCubes: Set<string>,
): IndexedMember | undefined {
  const letters = /^([a-z]{2,})[-_#]?\d[\d-]*$/.exec(word)?.[1];
  if (!letters) return undefined;
  const named = stringDimensions(state.index).filter((d) => d.nameWords.includes(letters));
  const inUse = named.filter((d) => preferredCubes.has(d.cube));
  const pick = inUse.length > 0 ? inUse : named;
  return pick.length === 1 ? pick[0] : undefined;
}

function guessFromEvidence(
  state: ParseState,
  start: number,
  end: number,
  preferredCubes: Set<string>,
): IndexedMember | undefined {
  const words = state.tokens.slice(start, end).map((t) => t.text);
  const phrase = words.join(" ");
  const preposition = textAt(state, start - 1);
  const row = words.length === 1 ? rowCodeOfCube(state, words[0]!) : undefined;
  if (row) return row;
  const prefixed = words.length === 1 ? columnNamedByCodePrefix(state, words[0]!, preferredCubes) : undefined;
  if (prefixed) return prefixed;
  if (isCountry(phrase))
    return (
      dimensionLike(state, COUNTRY_WORDS, preferredCubes, true, false, true) ??
      dimensionLike(state, AREA_WORDS, preferredCubes, true, false, true)
    );
  // "in EUR", "GBP transactions": an ISO 4217 code typed in capitals is an amount's currency.
  const currency =
    words.length === 1 && typedAsCode(state, start) && isCurrencyCode(state.tokens[start]!.raw)
      ? dimensionLike(state, CURRENCY_WORDS, preferredCubes)
      : undefined;
  if (currency) return currency;
  const inCubes = (member: IndexedMember | undefined) =>
    member && preferredCubes.has(member.cube) ? member : undefined;
  // "other than Gold and Platinum", "Critical": a generic tier/priority/status value typed as a name goes to a
  // dimension of that kind (cubes in use first) before any guess about places.
  const generic = words.length === 1 ? genericKind(words[0]!) : undefined;
  const typed = generic ? dimensionLike(state, generic, preferredCubes) : undefined;
  if (typed) return typed;
  // "pages that are DONE": an adjective of English (WordNet's) typed as a code is a status; "LED" is an airport.
  const statedCode = words.length === 1 && typedAsCode(state, start) && hasAdjectiveSense(words[0]!);
  const status = statedCode ? dimensionLike(state, STATUS_WORDS, preferredCubes, false) : undefined;
  if (status) return status;
  // "shipped via AIR", "paid by Klarna": what something came through.
  const origin = ["via", "by", "through", "using"].includes(preposition)
    ? inCubes(dimensionLike(state, ORIGIN_WORDS, preferredCubes))
    : undefined;
  if (origin) return origin;
  if (words.some(isPlaceWord)) {
    // "at" a place is a site of the cubes in use first ("refills at Shell" -> refills.station). Otherwise a town or
    // an area of the cubes in use, then of any cube ("revenue by retailer in Mumbai" -> the geography's district,
    // not the retailer's name), and only then a site of the cubes in use.
    const site = preposition === "at" ? dimensionLike(state, SITE_WORDS, preferredCubes, false, true) : undefined;
    return (
      site ??
      dimensionLike(state, [...CITY_WORDS, ...AREA_WORDS], preferredCubes, false, true) ??
      dimensionLike(state, CITY_WORDS, preferredCubes, true, true) ??
      dimensionLike(state, AREA_WORDS, preferredCubes, true, true) ??
      dimensionLike(state, SITE_WORDS, preferredCubes, false, true)
    );
  }
  // "in JA", "from NZ": two capitals after a place preposition are a country's or a state's code (ISO 3166) before
  // they are a category's.
  const placeCode = words.length === 1 && words[0]!.length === 2 && typedAsCode(state, start);
  const region =
    placeCode && PLACE_PREPOSITIONS.has(preposition)
      ? dimensionLike(state, [...COUNTRY_WORDS, ...AREA_WORDS], preferredCubes, true, true)
      : undefined;
  if (region) return region;
  if (words.length >= 2 && words.every(isPersonWord)) return dimensionLike(state, PERSON_WORDS, preferredCubes);
  // A preposition that introduces a qualifier ("for TRUCK", "in Electronics"); "the price of IBM" has none.
  const qualifies = QUALIFYING_PREPOSITIONS.has(preposition);
  // "excluding IVR": a negated acronym or name no dictionary of English knows is most often a channel or source.
  const negatedName = NEGATING_PREPOSITIONS.has(preposition) && !words.some(isKnownWord);
  const negatedOrigin = negatedName ? inCubes(dimensionLike(state, ORIGIN_WORDS, preferredCubes)) : undefined;
  if (negatedOrigin) return negatedOrigin;
  return (
    dimensionFromContext(state, start, end, preferredCubes) ??
    (looksLikeFullName(state, start, end)
      ? (inCubes(dimensionLike(state, PERSON_WORDS, preferredCubes)) ?? nameOfPeople(state))
      : undefined) ??
    (qualifies ? inCubes(dimensionLike(state, CATEGORY_WORDS, preferredCubes)) : undefined) ??
    (PLACE_PREPOSITIONS.has(preposition) ? placeOf(state, preposition, preferredCubes) : undefined) ??
    (qualifies ? inCubes(dimensionLike(state, ORIGIN_WORDS, preferredCubes)) : undefined)
  );
}
