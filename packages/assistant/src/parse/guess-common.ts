/** Shared pieces of the unlisted-value guesses: where a value may live and how a guess is recorded. */
import { getNameList } from "country-list";
import { type CatalogueIndex, type IndexedMember, addKey, isCubeWord, isKeyColumn } from "../catalogue/index.js";
import { wordsAfterNoun } from "../catalogue/entity-nouns.js";
import {
  AGGREGATION_WORDS,
  CODE_WORDS,
  CURRENCY_WORDS,
  LABEL_WORDS,
  STOPWORDS,
  WHOLE_DATA_NOUNS,
} from "../text/lexicon.js";
import { isCurrencyCode, wordKeys } from "../text/words.js";
import { isNegated } from "./stated-words.js";
import { memoPerObject } from "../text/memo.js";
import { nameDimensionOf } from "./resolve.js";
import { type FoundFilter, type Mention, type ParseState, mentionAt, phraseOf, take, textAt } from "./state.js";

// Official names carry qualifiers ("united states of america", "korea, republic of"): their head is also a name.
const COUNTRY_NAMES = new Set(
  Object.keys(getNameList()).flatMap((name) => [name, name.split(/ of |,| \(/)[0]!.trim()]),
);
export const isCountry = (phrase: string) => COUNTRY_NAMES.has(phrase);
export const stringDimension = (mention: Mention | undefined): IndexedMember | undefined => {
  const member = mention?.chosen?.member ?? mention?.candidates[0]?.member;
  return member?.kind === "dimension" && member.type === "string" ? member : undefined;
};

const stringDimensionsCache = new WeakMap<CatalogueIndex, IndexedMember[]>();

/** Words of columns that hold machine identifiers, which nobody types as words (`uuid`, `hash_key`). */
const IDENTIFIER_WORDS = new Set(["uuid", "guid", "hash"]);

/**
 * The catalogue's string dimensions that can hold a typed value, computed once per catalogue index. Key columns
 * come last: a word that names both `conservation_status` and `conservationStatusId` is the status's own value, and
 * a key column is chosen only when no other column is so named (`caseStatusId` may be all a model has).
 */
export function stringDimensions(index: CatalogueIndex): IndexedMember[] {
  let dimensions = stringDimensionsCache.get(index);
  if (!dimensions) {
    const typed = index.members.filter(
      (m) => m.kind === "dimension" && m.type === "string" && !m.nameWords.some((word) => IDENTIFIER_WORDS.has(word)),
    );
    dimensions = [...typed.filter((m) => !isKeyColumn(m)), ...typed.filter(isKeyColumn)];
    stringDimensionsCache.set(index, dimensions);
  }
  return dimensions;
}

interface LabelWordIndex {
  /** Each label word of a string dimension, with the dimensions that have it. */
  byWord: Map<string, IndexedMember[]>;
  /** Each dimension's place in `stringDimensions`' order. */
  position: Map<IndexedMember, number>;
}
/**
 * The string dimensions by their label words, once per catalogue index: a question's words are looked up among the
 * catalogue's distinct words instead of against every column.
 */
export const stringDimensionsByLabelWord = memoPerObject((index: CatalogueIndex): LabelWordIndex => {
  const found: LabelWordIndex = { byWord: new Map(), position: new Map() };
  for (const [at, dimension] of stringDimensions(index).entries()) {
    found.position.set(dimension, at);
    for (const word of new Set(dimension.labelWords)) addKey(found.byWord, word, dimension);
  }
  return found;
});

/** Last words of a column that holds kinds of a thing, not the things: `outlet_type` holds no outlet's name. */
const KIND_ENDINGS = new Set(["type", "types", "category", "kind", "class"]);

/**
 * The first string dimension named by one of `words` (in that order), in `preferredCubes` first. `places`: the
 * value is a place's own name, so a column of kinds of places (`outlet_type`, `location_category`) cannot hold it.
 */
export function dimensionLike(
  state: ParseState,
  words: string[],
  preferredCubes: Set<string>,
  anyCube = true,
  places = false,
  spelledOut = false,
): IndexedMember | undefined {
  const { named, described } = dimensionWordIndex(state.index);
  const fits = (d: IndexedMember) => !places || !KIND_ENDINGS.has(d.nameWords.at(-1) ?? "");
  // "in France" beside `country_code` and `country_name`: a name spelt out is the name column's, a code column's
  // only when no other column is so named.
  const first = (list: IndexedMember[] | undefined, wanted: (d: IndexedMember) => boolean) =>
    (spelledOut ? list?.find((d) => wanted(d) && !CODE_WORDS.includes(d.nameWords.at(-1) ?? "")) : undefined) ??
    list?.find(wanted);
  for (const word of words) {
    const preferred = first(named.get(word), (d) => fits(d) && preferredCubes.has(d.cube));
    if (preferred) return preferred;
  }
  for (const word of words) {
    const any = anyCube ? first(named.get(word), fits) : undefined;
    if (any) return any;
  }
  // Last, a description that says what the column is ("r_name: region name").
  for (const word of words) {
    const found = described.get(word)?.find((d) => fits(d) && (anyCube || preferredCubes.has(d.cube)));
    if (found) return found;
  }
  return undefined;
}

interface DimensionWordIndex {
  /** The string dimensions each word names, in `stringDimensions`' order: by name or title, or as a label column
   * of the cube the word names (nation.n_name is the nation's name). */
  named: Map<string, IndexedMember[]>;
  /** The string dimensions whose description has the word. */
  described: Map<string, IndexedMember[]>;
}
const dimensionWordIndex = memoPerObject((index: CatalogueIndex): DimensionWordIndex => {
  const found: DimensionWordIndex = { named: new Map(), described: new Map() };
  for (const dimension of stringDimensions(index)) {
    const isLabel = dimension.nameWords.some((word) => LABEL_WORDS.includes(word));
    const cubeWords = isLabel ? (index.cubeByName.get(dimension.cube)?.words ?? []) : [];
    for (const word of new Set([...dimension.nameWords, ...dimension.titleWords, ...cubeWords]))
      addKey(found.named, word, dimension);
    for (const word of new Set(dimension.descWords)) addKey(found.described, word, dimension);
  }
  return found;
});

/**
 * `channelId` holds keys, not the names people type: a name guessed for a key column that refers to another cube
 * (`channelId` -> Channels) belongs to that cube's name column, and a name (no code) for a key with a name column
 * beside it (`location_id`, `location_name`) to that column.
 */
function labelOfReferencedCube(state: ParseState, member: IndexedMember, value: string): IndexedMember {
  if (!isKeyColumn(member)) return member;
  // The key's words are the cube's noun and one key word (`channel` + `id`).
  const cube = state.index.cubes.find(
    (candidate) => candidate.name !== member.cube && wordsAfterNoun(member.nameWords, candidate)?.length === 1,
  );
  const referenced = cube && nameDimensionOf(cube);
  if (referenced) return referenced;
  // "where shelf id is S-07": a code is what a key holds.
  if (/\d/.test(value)) return member;
  const noun = member.nameWords.slice(0, -1).join(" ");
  const beside = state.index.cubeByName
    .get(member.cube)
    ?.dimensions.find(
      (d) =>
        d.type === "string" && LABEL_WORDS.includes(d.nameWords.at(-1)!) && d.nameWords.slice(0, -1).join(" ") === noun,
    );
  return beside ?? member;
}

export function addGuess(
  state: ParseState,
  keyOrLabel: IndexedMember,
  value: string,
  start: number,
  end: number,
  mention?: Mention,
  weak = false,
): void {
  const member = labelOfReferencedCube(state, keyOrLabel, value);
  // "excluding Allianz and AXA": a value joined to a guessed one of the same member shares its operator.
  const joined =
    ["and", "or", ","].includes(textAt(state, start - 1)) && state.used[start - 2] === "value"
      ? [...state.filters].reverse().find((f) => f.guessed && f.member === member.name)
      : undefined;
  const operator = joined?.operator ?? (isNegated(state, start) ? "notEquals" : "equals");
  const existing = state.filters.find((f) => f.member === member.name && f.operator === operator);
  if (existing) existing.values?.push(value);
  else {
    const filter: FoundFilter = {
      member: member.name,
      operator,
      values: [value],
      phrase: phraseOf(state, start, end),
      guessed: true,
      weak,
    };
    if (mention) filter.mention = mention;
    state.filters.push(filter);
  }
  take(state, start, end, "value");
}

export function lastGuessed(state: ParseState): IndexedMember | undefined {
  const filter = [...state.filters].reverse().find((f) => f.guessed);
  return filter ? state.index.memberByName.get(filter.member) : undefined;
}

/** First plain categorical string dimension of the cubes in use (not a label, id or free text). */
export function firstCategorical(state: ParseState, preferredCubes: Set<string>): IndexedMember | undefined {
  const skip = new Set([...LABEL_WORDS, "id", "email", "phone", "comment", "code", "url", "address", "sku"]);
  return stringDimensions(state.index).find(
    (m) => preferredCubes.has(m.cube) && !m.labelWords.some((w) => skip.has(w)),
  );
}

/** Words that say a column holds the kind of its entity ("ticket_type", "repair_name", "kind"). */
const KIND_WORDS = ["type", "name", "category", "kind"];

/**
 * The entity's own kind column: a string dimension of `cube` whose words are the entity's noun plus
 * type/name/category/kind, or one of those words alone ("refund_request tickets" -> tickets.ticket_type).
 */
export function entityKindDimension(state: ParseState, cube: string): IndexedMember | undefined {
  const indexed = state.index.cubeByName.get(cube);
  if (!indexed) return undefined;
  // A bare "name" column holds the entity's names ("c_name"), not its kind; "ticket_name" or a bare "kind" does.
  const isKind = (words: readonly string[]) =>
    words.some((w) => KIND_WORDS.includes(w)) &&
    words.every((w) => KIND_WORDS.includes(w) || isCubeWord(indexed, w)) &&
    (words.some((w) => isCubeWord(indexed, w)) || !words.includes("name"));
  return indexed.dimensions.find(
    (d) => d.type === "string" && (isKind(d.nameWords) || (d.titleWords.length > 0 && isKind(d.titleWords))),
  );
}

/** Adjectives about time, size or amount describe the question, not a row's state ("new", "big"). */
export const NOT_STATES = new Set([
  "new",
  "old",
  "recent",
  "latest",
  "current",
  "total",
  "overall",
  "average",
  "unique",
  "distinct",
  "different",
  "many",
  "few",
  "other",
  "same",
  "big",
  "large",
  "small",
  "first",
  "last",
  "next",
  "previous",
  "daily",
  "weekly",
  "monthly",
  "quarterly",
  "yearly",
  "annual",
  "hourly",
  "top",
  "best",
  "worst",
  "highest",
  "lowest",
  "gross",
  "net",
  "whole",
  "full",
  "yet",
  "still",
  "already",
  "ever",
  "even",
  "again",
]);

/** A word that can be a value: letters (or a snake_case value such as refund_request), not a function, aggregation or question-shaping word. */
export function isPlainWord(word: string): boolean {
  return /^\p{L}[\p{L}_-]*$/u.test(word) && !STOPWORDS.has(word) && !NOT_STATES.has(word) && !AGGREGATION_WORDS[word];
}

/** "how many menus are in the collection": a noun for the data as a whole, after "in the", is where rows are. */
export function saysWholeData(state: ParseState, i: number): boolean {
  return (
    WHOLE_DATA_NOUNS.has(textAt(state, i)) &&
    ["the", "our", "this"].includes(textAt(state, i - 1)) &&
    textAt(state, i - 2) === "in"
  );
}

export function isUnknownValueWord(state: ParseState, word: string): boolean {
  return isPlainWord(word) && !isCatalogueWord(state, word);
}

export function isCatalogueWord(state: ParseState, word: string): boolean {
  return wordKeys(word, "question").some((key) => state.index.memberKeys.has(key) || state.index.cubeKeys.has(key));
}

/**
 * "pages that are DONE", "excluding DONE": a word typed in capitals, in a question that is not all capitals, is
 * a code the user copied from the data, even when it is also a function word of English.
 */
/**
 * "invoices with currency code USD" beside `exchange_rate_usd`: an ISO 4217 code typed in capitals, in a catalogue
 * with a currency column, is that column's value, not a word of another column's name.
 */
export function currencyValueIn(state: ParseState, start: number, end: number): boolean {
  for (let i = start; i < end; i++)
    if (typedAsCode(state, i) && isCurrencyCode(state.tokens[i]!.raw))
      return dimensionLike(state, CURRENCY_WORDS, new Set()) !== undefined;
  return false;
}

export function typedAsCode(state: ParseState, i: number): boolean {
  const raw = state.tokens[i]?.raw ?? "";
  return /^\p{Lu}{2,}$/u.test(raw) && state.tokens.some((token) => /\p{Ll}/u.test(token.raw));
}

/**
 * A function word, unless typed as a code ("excluding DONE"); "BY REGION" is shouted, and its "BY" still opens
 * the words after it.
 */
export function isFunctionWord(state: ParseState, i: number): boolean {
  const word = state.tokens[i]?.text ?? "";
  if (!STOPWORDS.has(word)) return false;
  return !typedAsCode(state, i) || word.length < 3 || mentionAt(state, i + 1) !== undefined;
}
