/**
 * Token clean-up before parsing: typo correction against the catalogue's own vocabulary (guarded by the
 * WordNet known-word check so "border" never becomes "order"), joining words the catalogue writes as one
 * ("sign up" -> signup), and distributing a shared noun ("min and max price" -> min price and max price).
 */
import type { CatalogueIndex } from "../catalogue/index.js";
import { identifierWords } from "../catalogue/member-words.js";
import { type Token, makeToken } from "../text/tokenize.js";
import { ABBREVIATIONS, AGGREGATION_WORDS, STOPWORDS, SYNONYMS } from "../text/lexicon.js";
import { findPeriods } from "./periods.js";
import { isKnownWord, sharesForm, singular, typoDistance, typoTolerance, wordKeys } from "../text/words.js";
import { CUE_VOCABULARY } from "./cues.js";
import { BoundedCache, contentKey, memoPerObject } from "../text/memo.js";

export interface Corrector {
  vocabulary: string[];
  /** Catalogue words by their spelling key: "fulfilment" finds "fulfillment", "colour" finds "color". */
  spellings: Map<string, string>;
  cache: Map<string, string>;
  /** Catalogue words of six letters or more that no English dictionary knows: "humidite", "utilzation". */
  unknownSpellings: string[];
  /** Every word the question may use as it is: the catalogue's, its plurals, cue words and synonyms. */
  known: Set<string>;
  /** Whether one of a word's forms already names a member or a cube ("alerts" -> alert, of `Alertes`). */
  names: (word: string) => boolean;
}

/**
 * British and American spellings of one word share this key: "ll" as "l", "our" as "or", "-ise" as
 * "-ize", "-tre" as "-ter". A word is read as the catalogue's spelling only when they share it exactly.
 */
function spellingKey(word: string): string {
  return word
    .replace(/ll/g, "l")
    .replace(/our/g, "or")
    .replace(/is(e|es|ed|ing|ation|ations)$/, "iz$1")
    .replace(/tre(s?)$/, "ter$1");
}

/** The spelling key of a word long enough to be spelt two ways (five letters or more), else undefined. */
export function respellingKey(word: string): string | undefined {
  return /^[a-z]{5,}$/.test(word) ? spellingKey(word) : undefined;
}

/** `noteWords`: the words of the catalogue's notes ("survey means …"), typed with typos as often as its names. */
export function createCorrector(index: CatalogueIndex, noteWords: readonly string[] = []): Corrector {
  const vocabulary = [...index.vocabulary, ...noteWords.filter((word) => /^[a-z]+$/.test(word))];
  const words = new Set<string>([...vocabulary, ...CUE_VOCABULARY, ...SYNONYMS.keys()]);
  for (const word of vocabulary) {
    // Plural forms of catalogue nouns are typed as often as the singular ("custmers"), and singulars of plural names
    // ("catgory" for `categories`); a function word has neither ("thes" from a title's "the" would take "this").
    if (!/^[a-z]+$/.test(word) || STOPWORDS.has(word)) continue;
    if (!word.endsWith("s")) words.add(word + "s");
    // "univeristies" for `University`: the plural as English spells it.
    if (/[^aeiou]y$/.test(word)) words.add(word.slice(0, -1) + "ies");
    const one = singular(word);
    if (one !== word && one.length >= 4) words.add(one);
  }
  const spellings = new Map<string, string>();
  // Notes are written in the catalogue's spelling too ("enrollments means ..."): "enrolments" is read as theirs.
  for (const word of [...index.vocabulary, ...noteWords]) {
    const key = respellingKey(word);
    if (key) spellings.set(key, word);
  }
  return {
    vocabulary: [...words].filter((word) => word.length >= 3),
    spellings,
    cache: new Map(),
    unknownSpellings: [...index.vocabulary].filter(isUnknownSpelling),
    known: words,
    names: (word) => wordKeys(word, "question").some((key) => index.memberKeys.has(key) || index.cubeKeys.has(key)),
  };
}

function isUnknownSpelling(word: string): boolean {
  return /^[a-z]{6,}$/.test(word) && !isKnownWord(word) && !ABBREVIATIONS[word];
}

/**
 * "humidity" with a model that writes `humidite`, "utilization" with one that writes "Utilzation": an English word
 * the catalogue never uses is its one spelling a letter away that no dictionary knows (another language's form of
 * the word, or the model's own typo). The first two letters agree, so the words share their stem (three would miss
 * a doubled third letter: "amenities" for `Ammenities`).
 */
function catalogueSpelling(corrector: Corrector, word: string): string | undefined {
  if (word.length < 6 || corrector.known.has(word) || STOPWORDS.has(word) || corrector.names(word)) return undefined;
  const near = corrector.unknownSpellings.filter(
    (candidate) =>
      candidate.startsWith(word.slice(0, 2)) &&
      Math.abs(candidate.length - word.length) <= 1 &&
      typoDistance(word, candidate) === 1,
  );
  return near.length === 1 ? near[0] : undefined;
}

function correct(corrector: Corrector, word: string): string {
  const cached = corrector.cache.get(word);
  if (cached !== undefined) return cached;
  let best = word;
  // The catalogue spells a known word the other way ("fulfilment" typed, fulfillmentMethod in the model).
  const key = respellingKey(word);
  const variant = key ? corrector.spellings.get(key) : undefined;
  if (variant && variant !== word) best = variant;
  const spelt = variant ? undefined : catalogueSpelling(corrector, word);
  if (spelt) best = spelt;
  // "webhook" when the catalogue says "webhooks": a word whose singular or plural the catalogue names is no typo.
  const tolerance = variant || spelt || corrector.names(word) ? 0 : typoTolerance(word);
  // Function words ("this", "per") are typed right; WordNet does not list them as known words.
  if (tolerance > 0 && /^[a-z]+$/.test(word) && !isKnownWord(word) && !STOPWORDS.has(word) && !ABBREVIATIONS[word]) {
    let bestDistance = tolerance + 1;
    for (const candidate of corrector.vocabulary) {
      if (Math.abs(candidate.length - word.length) > tolerance || (candidate[0] !== word[0] && tolerance < 2)) continue;
      const distance = typoDistance(word, candidate);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate;
      }
    }
  }
  if (corrector.cache.size < 50_000) corrector.cache.set(word, best);
  return best;
}

const valueWordsCache = new BoundedCache<Set<string>>(16);

/** A dictionary value's words, lower case, as the question's words are compared with them. */
export function wordsOfValue(value: unknown): string[] {
  return String(value)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words the value dictionary uses: never "corrected", they are names ("Klarna"). */
export function valueWords(values: Record<string, string[]>): Set<string> {
  const key = contentKey(values);
  const cached = valueWordsCache.get(key);
  if (cached) return cached;
  const words = new Set<string>();
  for (const list of Object.values(values))
    for (const value of list) for (const word of wordsOfValue(value)) words.add(word);
  valueWordsCache.set(key, words);
  return words;
}

/** An identifier typed as such ("o_orderdate", "orders.count") is kept whole when it names a member, else split. */
function splitIdentifiers(tokens: Token[], index: CatalogueIndex): Token[] {
  return tokens.flatMap((token) => {
    if (token.quoted || !/[_.]/.test(token.text) || index.rawNames.has(token.text) || /\d|@/.test(token.text))
      return [token];
    const words = identifierWords(token.raw, false);
    // "refund_request tickets", "lead type is online_big": an identifier none of whose words names a member or a
    // cube (a description may use them: "online or offline") is a value typed as stored.
    const names = (key: string) =>
      index.cubeKeys.has(key) || (index.memberKeys.get(key) ?? []).some((hit) => hit.source !== "desc");
    if (!words.some((word) => wordKeys(word, "question").some(names))) return [token];
    return words.map((word) => makeToken(word, word, false));
  });
}

export function prepareTokens(
  tokens: Token[],
  index: CatalogueIndex,
  corrector: Corrector,
  protectedWords: Set<string>,
): Token[] {
  const corrected = splitIdentifiers(tokens, index).map((token, position) => {
    if (token.quoted) return token;
    const acronym = singularAcronym(token.text, index);
    if (acronym) return makeToken(acronym, token.raw, false, token.pause, token.possessive);
    // A capitalised word inside the sentence is a name ("Klarna"), not a typo.
    if (position > 0 && /^\p{Lu}/u.test(token.raw)) return token;
    if (token.text === "#") return makeToken("number", token.raw, false, token.pause, token.possessive);
    // A member's own name typed as one word ("isMerged") is no typo of a shorter word ("merged").
    if (protectedWords.has(token.text) || index.rawNames.has(token.text) || /[^a-z]/.test(token.text)) return token;
    const fixed = correct(corrector, token.text);
    return fixed === token.text
      ? token
      : makeToken(fixed, token.raw, token.quoted, token.pause, token.possessive, token.hyphenAfter);
  });
  return distributeAggregations(joinCompounds(expandUnits(coordinatePairs(politeWishes(corrected))), index), index);
}

const LONGITUDE_WORDS = new Set(["long", "lng", "lon"]);

/**
 * "lat and long", "lat/long": the pair is latitude and longitude. Alone, "long" is an ordinary word ("how long")
 * and a typed "lat" is not expanded (lexicon.ts), but together they are the usual shorthand for coordinates.
 */
function coordinatePairs(tokens: Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.text !== "lat" || tokens[i]!.quoted) continue;
    const joiner = ["and", "&"].includes(tokens[i + 1]!.text) ? 1 : 0;
    const second = tokens[i + 1 + joiner];
    if (!second || second.quoted || !LONGITUDE_WORDS.has(second.text)) continue;
    const lat = tokens[i]!;
    out[i] = makeToken("latitude", lat.raw, false, lat.pause, lat.possessive);
    out[i + 1 + joiner] = makeToken("longitude", second.raw, false, second.pause, second.possessive);
  }
  return out;
}

/** Words before "like"/"love" that make it a polite wish ("I'd like to see", "we would love"). */
const WISHING = new Set(["i'd", "we'd", "would"]);

/** "I'd like to see ...": a wish, not the word "like" of a member's name (`timesLiked`, a note "likes means ..."). */
function politeWishes(tokens: Token[]): Token[] {
  return tokens.map((token, i) =>
    (token.text === "like" || token.text === "love") && !token.quoted && WISHING.has(tokens[i - 1]?.text ?? "")
      ? makeToken("please", token.raw, false, token.pause, token.possessive)
      : token,
  );
}

/** Unit abbreviations right after a number ("90 min", "3 hrs"): "min" there is minutes, not minimum. */
const UNIT_ABBREVIATIONS: Record<string, string> = {
  min: "minutes",
  mins: "minutes",
  hr: "hours",
  hrs: "hours",
  h: "hours",
  sec: "seconds",
  secs: "seconds",
};

function expandUnits(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const unit = UNIT_ABBREVIATIONS[token.text];
    return unit && !token.quoted && /^\d+(?:\.\d+)?$/.test(tokens[i - 1]?.text ?? "")
      ? makeToken(unit, token.raw, false, token.pause)
      : token;
  });
}

/**
 * "SKUs", "PNRs": a plural of a word WordNet does not know whose singular is exactly a member's word. The
 * lemmatizer leaves unknown words alone, so without this the plural of an acronym names nothing.
 */
function singularAcronym(word: string, index: CatalogueIndex): string | undefined {
  if (!/^[a-z]{2,}s$/.test(word) || word.endsWith("ss") || isKnownWord(word)) return undefined;
  // "signups" already names the signups cube (or a member titled "Signups"): it is no acronym's plural.
  if (index.vocabulary.has(word) || (index.memberKeys.get(word) ?? []).some((hit) => hit.member.exactWords.has(word)))
    return undefined;
  const stem = word.slice(0, -1);
  return (index.memberKeys.get(stem) ?? []).some((hit) => hit.member.exactWords.has(stem)) ? stem : undefined;
}

interface AdjacentWords {
  /** For each word of a member's name or title, the words right before it there. */
  memberBefore: Map<string, Set<string>>;
  /** For each word of a cube's name or title, the words right before and after it there. */
  cubeAround: Map<string, Map<string, [string, string]>>;
}
/** The catalogue's neighbouring name words, once per index, so that no question scans every member. */
const adjacentWords = memoPerObject((index: CatalogueIndex): AdjacentWords => {
  const memberBefore = new Map<string, Set<string>>();
  const cubeAround = new Map<string, Map<string, [string, string]>>();
  for (const member of index.members) {
    for (const words of [member.nameWords, member.titleWords]) {
      for (let k = 1; k < words.length; k++) {
        const before = memberBefore.get(words[k]!) ?? new Set();
        memberBefore.set(words[k]!, before.add(words[k - 1]!));
      }
    }
  }
  for (const cube of index.cubes) {
    for (const words of [cube.nameWords, cube.titleWords]) {
      for (let k = 1; k + 1 < words.length; k++) {
        const around = cubeAround.get(words[k]!) ?? new Map<string, [string, string]>();
        cubeAround.set(words[k]!, around.set(`${words[k - 1]} ${words[k + 1]}`, [words[k - 1]!, words[k + 1]!]));
      }
    }
  }
  return { memberBefore, cubeAround };
});

/**
 * A member spells the two words apart ("Signed In", is_signed_in): they are that member's words, so they stay
 * separate even when another member writes them as one ("first_signin_at").
 */
function spelledApart(index: CatalogueIndex, first: string, second: string, third: string | undefined): boolean {
  const { memberBefore, cubeAround } = adjacentWords(index);
  for (const word of memberBefore.get(second) ?? []) if (sharesForm(word, first)) return true;
  // A longer cube name spelled on ("legal case stats" for `LegalCaseStats`) is not cut short by a shorter cube's
  // name written as one word (`legalcase` from `LegalCase`).
  if (third === undefined) return false;
  for (const [before, after] of cubeAround.get(second)?.values() ?? [])
    if (sharesForm(before, first) && sharesForm(after, third)) return true;
  return false;
}

/** "signed up" -> "signup" when the catalogue spells it as one word (and no member spells it apart). */
function joinCompounds(tokens: Token[], index: CatalogueIndex): Token[] {
  const result: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (next && !token.quoted && !next.quoted && /^[a-z]+$/.test(token.text) && /^[a-z]+$/.test(next.text)) {
      const joined = wordKeys(token.text, "question")
        .map((key) => key + next.text)
        .find((candidate) => index.vocabulary.has(candidate) && !STOPWORDS.has(candidate));
      if (joined && !spelledApart(index, token.text, next.text, tokens[i + 2]?.text)) {
        result.push(makeToken(joined, `${token.raw} ${next.raw}`, false, next.pause));
        i++;
        continue;
      }
    }
    result.push(token);
  }
  return result;
}

const COORDINATORS = new Set(["and", "or", "vs", "versus"]);

/**
 * "min and max product price" -> "min product price and max product price". So for a member named by the
 * aggregation word alone: "peak vs off-peak energy" compares `peak` with `offpeak`, two measures of energy.
 */
function distributeAggregations(tokens: Token[], index: CatalogueIndex): Token[] {
  const result: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const joiner = tokens[i + 1]?.text ?? "";
    const second = tokens[i + 2];
    if (
      AGGREGATION_WORDS[token.text] &&
      (joiner === "and" || joiner === "or") &&
      second &&
      AGGREGATION_WORDS[second.text]
    ) {
      let end = i + 3;
      while (end < tokens.length && !STOPWORDS.has(tokens[end]!.text) && !tokens[end]!.quoted) end++;
      const noun = tokens.slice(i + 3, end);
      if (noun.length > 0) {
        result.push(token, ...noun, tokens[i + 1]!, second, ...noun);
        i = end - 1;
        continue;
      }
    }
    // Not "ticket count vs average satisfaction": a count word after a noun is that noun's count.
    const opensPhrase = i === 0 || STOPWORDS.has(tokens[i - 1]!.text);
    const measureNamed = index.rawNames
      .get(token.text)
      ?.some((member) => member.kind === "measure" && !member.type.startsWith("count"));
    if (AGGREGATION_WORDS[token.text] && measureNamed && opensPhrase && COORDINATORS.has(joiner) && second) {
      // The shared noun ends the phrase, before a period ("peak and off-peak load last month").
      const periodStarts = new Set(findPeriods(tokens, new Date(0)).map((period) => period.start));
      let end = i + 3;
      while (end < tokens.length && !STOPWORDS.has(tokens[end]!.text) && !tokens[end]!.quoted && !periodStarts.has(end))
        end++;
      const other = tokens.slice(i + 2, end);
      if (other.length >= 2) {
        result.push(token, other.at(-1)!, tokens[i + 1]!, ...other);
        i = end - 1;
        continue;
      }
    }
    result.push(token);
  }
  return result;
}
