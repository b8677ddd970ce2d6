/**
 * Word-level knowledge: lemmas (wink-lemmatizer, WordNet's morphy), stems (Porter2), the WordNet word
 * list as a "known English word" check, WordNet sense classes (place / person), compound splitting of
 * column names and typo distance (Damerau-Levenshtein).
 */
import lemmatizer from "wink-lemmatizer";
import wnWords from "wink-lexicon/src/wn-words.js";
import wnSenses from "wink-lexicon/src/wn-word-senses.js";
import porterStem from "wink-porter2-stemmer";
import damerau from "damerau-levenshtein";
import { finalVowelCognateKey, romanceCognateKeys } from "./cognates.js";
import { ABBREVIATIONS, CATALOGUE_ONLY_ABBREVIATIONS } from "./lexicon.js";

const ADJECTIVE = 0;
const ADJECTIVE_PERTAINYM = 1;
const NOUN_LOCATION = 15;
const NOUN_OBJECT = 17;
const NOUN_PERSON = 18;

const keyCache = { question: new Map<string, string[]>(), catalogue: new Map<string, string[]>() };

const knownCache = new Map<string, boolean>();

/** WordNet lists the word itself, as typed (a lemma, or an irregular form it lists): "part", not "partes". */
export const isListedWord = (word: string) => wnWords[word] !== undefined;

/** True when WordNet knows the word or one of its inflections: a real word is never "corrected" as a typo. */
export function isKnownWord(word: string): boolean {
  if (wnWords[word] !== undefined) return true;
  // Asked for every member a phrase may name: the lemmatiser runs once per word.
  let known = knownCache.get(word);
  if (known === undefined) {
    known = lemmasOf(word).some((lemma) => lemma !== word && wnWords[lemma] !== undefined);
    // Bounded: questions can bring any number of distinct words.
    if (knownCache.size < 200_000) knownCache.set(word, known);
  }
  return known;
}

function lemmasOf(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [word];
  return [lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)];
}

/** Latin letters without their accents ("humidité" -> humidite); other scripts unchanged. */
export function foldAccents(text: string): string {
  return /[^\p{ASCII}]/u.test(text)
    ? text
        .normalize("NFD")
        .replace(/(?<=\p{Script=Latin})\p{M}+/gu, "")
        .normalize("NFC")
    : text;
}

/**
 * Every form a word may be matched under: itself, its lemmas (noun, verb, adjective) and its abbreviation
 * expansion. Two words match when their key sets intersect ("orders"/"order", "sold"/"sell", "qty"/"quantity").
 */
export function wordKeys(word: string, side: "question" | "catalogue"): string[] {
  const cache = keyCache[side];
  const cached = cache.get(word);
  if (cached) return cached;
  // A word typed with accents matches the catalogue's words, whose accents are folded (and the other way round).
  const folded = foldAccents(word);
  if (folded !== word) {
    const result = [word, ...wordKeys(folded, side)];
    if (cache.size < 200_000) cache.set(word, result);
    return result;
  }
  const keys = new Set<string>([word]);
  for (const lemma of lemmasOf(word)) keys.add(lemma);
  // A plural WordNet does not know ("repos", "kpis") is still a plural: its singular is the word without the "s".
  if (keys.size === 1 && /^[a-z]{2,}[^su]s$/.test(word) && !isKnownWord(word)) keys.add(word.slice(0, -1));
  // "txns", "qtys": the plural of an abbreviation is the plural of its expansion.
  const plural =
    ABBREVIATIONS[word] === undefined && /^[a-z]{2,}s$/.test(word) && ABBREVIATIONS[word.slice(0, -1)] !== undefined;
  const expansion = plural ? ABBREVIATIONS[word.slice(0, -1)] : ABBREVIATIONS[word];
  if (plural && (side === "catalogue" || !CATALOGUE_ONLY_ABBREVIATIONS.has(word.slice(0, -1))))
    keys.add(word.slice(0, -1));
  if (expansion && (side === "catalogue" || !CATALOGUE_ONLY_ABBREVIATIONS.has(plural ? word.slice(0, -1) : word))) {
    keys.add(expansion);
    for (const lemma of lemmasOf(expansion)) keys.add(lemma);
  }
  if (side === "catalogue" && isVowelDropped(word)) keys.add(consonantKey(word));
  if (side === "catalogue" && !isKnownWord(word)) for (const key of romanceKeysOf(word)) keys.add(key);
  const result = [...keys];
  // Bounded: questions can bring any number of distinct words.
  if (cache.size < 200_000) cache.set(word, result);
  return result;
}

/** Keys of a Portuguese or Spanish word under which its English cognate meets it (cognates.ts). */
export function romanceKeysOf(word: string): string[] {
  const vowel = finalVowelCognateKey(word, (stem) => isKnownWord(stem) && hasNounSense(stem));
  return vowel ? [...romanceCognateKeys(word), vowel] : romanceCognateKeys(word);
}

/**
 * The word's lemma among its keys (`wordKeys`: the word, then its lemmas, then its abbreviation's expansion), or
 * undefined when it has none of its own: "reps" -> rep, but "rep" has only its expansion, "representative".
 */
export function lemmaKeyOf(word: string, keys: readonly string[]): string | undefined {
  const lemma = keys[1];
  return lemma !== undefined && lemma !== word && lemma !== ABBREVIATIONS[word] ? lemma : undefined;
}

/**
 * Column names with their vowels dropped ("rprt_rcvd_at", "smplClctdAt", "effctvDt"): such a name word is keyed by
 * its consonants, and a typed word meets it through the same key ("report received" -> rprt rcvd). The key never
 * joins two typed words, which could share consonants by chance ("sample", "simple").
 */
export function consonantKey(word: string): string {
  return "~" + (word[0]! + word.slice(1).replace(/[aeiou]/g, "")).replace(/(.)\1+/g, "$1");
}

/** A name word of four or more letters, no vowel after its first letter, no English word nor known abbreviation. */
function isVowelDropped(word: string): boolean {
  return /^[a-z][b-df-hj-np-tv-z]{3,}$/.test(word) && ABBREVIATIONS[word] === undefined && !isKnownWord(word);
}

/** Two typed words share a form ("orders"/"order", "sold"/"sell"). Loop-based: it runs in the hottest paths. */
export function sharesForm(a: string, b: string): boolean {
  if (a === b) return true;
  const left = wordKeys(a, "question");
  const right = wordKeys(b, "question");
  for (const x of left) for (const y of right) if (x === y) return true;
  return false;
}

/** Porter2 stem, used where derivations must meet ("performance" ~ "performing"), never for member lookup. */
export function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = porterStem(lemmasOf(word)[0] ?? word);
    if (stemCache.size < 200_000) stemCache.set(word, stem);
  }
  return stem;
}
const stemCache = new Map<string, string>();

function sensesOf(word: string): number[] {
  const index = wnWords[word] ?? wnWords[lemmatizer.noun(word)];
  return index === undefined ? [] : (wnSenses[index] ?? []);
}

/** WordNet lists a place sense for the word ("lyon", "munich"), or a natural object such as a continent ("europe"). */
export function isPlaceWord(word: string): boolean {
  const senses = sensesOf(word);
  return senses.includes(NOUN_LOCATION) || senses.includes(NOUN_OBJECT);
}

// The runtime's own list of ISO 4217 codes (ICU's), so no list of currencies is kept here.
const CURRENCY_CODES = new Set(Intl.supportedValuesOf("currency"));
/** An ISO 4217 code, in capitals ("EUR"). */
export const isCurrencyCode = (code: string) => CURRENCY_CODES.has(code);
/** A word of a member's name that is a currency code in any case (`amount_usd`). */
export const isCurrencyWord = (word: string) => isCurrencyCode(word.toUpperCase());

/** Singular of a noun ("categories" -> category); other words unchanged. */
export function singular(word: string): string {
  return /^[a-z]+$/.test(word) ? lemmatizer.noun(word) : word;
}

/** The first letters of words ("purchase orders" -> po). */
export function initials(words: readonly string[]): string {
  return words.map((word) => word[0]).join("");
}

/** Two words are one noun, in either number ("orders", "order"). */
export const sameNoun = (a: string, b: string) => a === b || singular(a) === singular(b);

/** "sold", "paid", "shipped": a verb form that is not also a plural noun. */
export function isInflectedVerb(word: string): boolean {
  return /^[a-z]+$/.test(word) && lemmatizer.verb(word) !== word && lemmatizer.noun(word) === word;
}

/** WordNet lists an adjective sense for the word ("done", "closed", "active"; not "led"). */
export function hasAdjectiveSense(word: string): boolean {
  return sensesOf(word).some((sense) => sense === ADJECTIVE || sense === ADJECTIVE_PERTAINYM);
}

/** An adjective or a participle ("active", "overdue", "cancelled"): a word that can describe a state. */
export function isStateWord(word: string): boolean {
  if (hasAdjectiveSense(word)) return true;
  return /(ed|ing)$/.test(word) && lemmatizer.verb(word) !== word;
}

/** WordNet lists the word as an adjective and not as an inflected verb ("big", "long"; not "came", "received"). */
export function isAdjective(word: string): boolean {
  return !isInflectedVerb(word) && sensesOf(word).some((sense) => sense === ADJECTIVE || sense === ADJECTIVE_PERTAINYM);
}

/** WordNet lists a noun sense for the word ("process", "part"; not "not"). Lexicographer files 3-28 are nouns. */
export function hasNounSense(word: string): boolean {
  return sensesOf(word).some((sense) => sense >= 3 && sense <= 28);
}

/** WordNet lists a verb sense for the word ("end", "check"; not "vehicle"). Lexicographer files 29-43 are verbs. */
export function hasVerbSense(word: string): boolean {
  return sensesOf(word).some((sense) => sense >= 29 && sense <= 43);
}

/** WordNet lists a person sense for the word ("john", "smith"). */
export function isPersonWord(word: string): boolean {
  return sensesOf(word).includes(NOUN_PERSON);
}

const DERIVATIONAL_TAILS = new Set(["able", "ible"]);
const PARTICLE_TAILS = new Set(["off", "up", "out", "in", "down", "on", "over", "back"]);
const SHORT_SUFFIXES = ["at", "on", "id", "no"];

/** Table prefixes that database teams run into table names ("tbcustomer", "tblorders"). */
const TABLE_PREFIXES = ["tbl", "tb"];

/** Verb prefixes of boolean column names ("isprivate", "hasattachment"). */
export const BOOLEAN_PREFIXES = ["is", "has", "was", "can", "did", "does"];

/**
 * Splits a run-together column word into known parts ("extendedprice" -> extended price,
 * "orderdate" -> order date, "custkey" -> cust key). Known words are left whole.
 */
export function splitCompound(word: string): string[] {
  if (word.length < 6 || isKnownWord(word) || ABBREVIATIONS[word]) return [word];
  // "tbtestplan", "tblorders": a table prefix run into the name says no more of what the rows are than `tb_` does.
  for (const table of TABLE_PREFIXES) {
    const rest = word.slice(table.length);
    if (!word.startsWith(table) || rest.length < 4) continue;
    const parts = splitCompound(rest);
    if (parts.length > 1 || isKnownWord(rest)) return parts;
  }
  // Boolean columns run a verb prefix into the adjective ("isprivate", "hasattachment"): too short a head for
  // the general split below, and the adjective is what people say ("private comments").
  const prefix = BOOLEAN_PREFIXES.find((p) => word.startsWith(p) && word.length - p.length >= 4);
  if (prefix && isKnownWord(word.slice(prefix.length))) return [prefix, word.slice(prefix.length)];
  // Words as listed first ("order"+"status"), inflected forms only as a fallback ("orders"+"tatus" is wrong).
  const listed = (part: string) => wnWords[part] !== undefined || ABBREVIATIONS[part] !== undefined;
  const inflected = (part: string) => listed(part) || isKnownWord(part);
  // Column names end in short suffixes too: "createdat", "updatedon", "customerid", "vehicleno" (no = number).
  const suffix = SHORT_SUFFIXES.find((tail) => word.endsWith(tail));
  if (suffix) {
    const head = word.slice(0, -suffix.length);
    if (isKnownWord(head)) return [head, suffix];
    // "casestatusid", "attorneytypeid": a run of words before the suffix.
    const parts = splitCompound(head);
    if (parts.length > 1) return [...parts, suffix];
  }
  for (const isPart of [listed, inflected]) {
    for (let cut = word.length - 3; cut >= 3; cut--) {
      const head = word.slice(0, cut);
      const tail = word.slice(cut);
      // "refundable" is one word, not refund + able: "refunded" must not read as it (-able/-ible are suffixes).
      if (DERIVATIONAL_TAILS.has(tail)) continue;
      // "dropoff", "checkin": a verb run into its particle is one noun, typed whole as written.
      if (PARTICLE_TAILS.has(tail)) continue;
      if (isPart(head) && isPart(tail)) return [head, tail];
    }
  }
  return segmentWords(word, inflected) ?? leadingInitials(word, listed) ?? kindAfterCoinedWord(word) ?? [word];
}

/** Words that end a column's name by saying what kind of figure or field it is. */
const KIND_TAILS = ["count", "total", "amount", "number", "name", "date", "rate"];

/**
 * "retweetcount", "favcount": a word no dictionary lists (coined, "retweet", or clipped, "fav") run into a word
 * that says what kind of column it is. Only that last word is split off; the head is kept as typed.
 */
function kindAfterCoinedWord(word: string): string[] | undefined {
  const tail = KIND_TAILS.find((kind) => word.endsWith(kind) && word.length - kind.length >= 3);
  return tail ? [word.slice(0, -tail.length), tail] : undefined;
}

/**
 * "aqimajorpollutant", "kpitargetband": three or four letters no dictionary knows (initials) run into listed words.
 * The words after them must be long (four letters or more, eight in all), so that a name in another language
 * ("horasreportadas") is not cut into English scraps.
 */
function leadingInitials(word: string, listed: (part: string) => boolean): string[] | undefined {
  for (const size of [3, 4]) {
    const lead = word.slice(0, size);
    const rest = word.slice(size);
    if (rest.length < 8 || listed(lead)) continue;
    const parts = segmentWords(rest, (part) => part.length >= 4 && listed(part), 2);
    if (parts?.every((part) => part.length >= 4)) return [lead, ...parts];
  }
  return undefined;
}

/** Short words that may join a longer run ("number of recipients"), but never start or end one. */
const JOINING_WORDS = new Set(["of", "to", "in", "on", "by", "per", "and"]);
const MAX_PARTS = 4;

/**
 * "senderphonenumber" -> sender phone number, "incomingsmsreal" -> incoming sms real: a run of three or four known
 * words, the fewest parts first. Parts are at least three letters, or an abbreviation, or a joining word inside.
 */
function segmentWords(word: string, isPart: (part: string) => boolean, fewest = 3): string[] | undefined {
  const n = word.length;
  // best[i]: the fewest parts that spell word[0, i), or undefined.
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const before = best[start];
      if (!before || before.length >= MAX_PARTS) continue;
      const part = word.slice(start, end);
      const inner = start > 0 && end < n;
      const fits =
        (part.length >= 3 && isPart(part) && !DERIVATIONAL_TAILS.has(part) && !PARTICLE_TAILS.has(part)) ||
        ABBREVIATIONS[part] !== undefined ||
        (inner && JOINING_WORDS.has(part));
      if (fits && (!best[end] || before.length + 1 < best[end]!.length)) best[end] = [...before, part];
    }
  }
  const parts = best[n];
  return parts && parts.length >= fewest ? parts : undefined;
}

/** Edit distance with transpositions ("raitng" -> "rating" is one edit). */
export function typoDistance(a: string, b: string): number {
  return damerau(a, b).steps;
}

/** Largest typo distance accepted for a word of this length: short words are too easy to confuse. */
export function typoTolerance(word: string): number {
  if (word.length < 4) return 0;
  return word.length >= 8 ? 2 : 1;
}
