/**
 * Dictionary values found in the question (ANSWERS.md rule 6): "completed" -> orders.status equals
 * completed, "excluding Newsletter" -> notEquals, several values of one member -> one filter.
 */
import { type CatalogueIndex, findMember } from "../catalogue/index.js";
import { isInflectedVerb, isKnownWord, singular, typoDistance, typoTolerance, wordKeys } from "../text/words.js";
import { STOPWORDS } from "../text/lexicon.js";
import { type ParseState, followedByPeriod, isFree, onlyWordsBetween, phraseOf, take, textAt } from "./state.js";
import { BoundedCache, contentKey } from "../text/memo.js";
import { LABEL } from "./phrase-forms.js";
import { isNegated } from "./stated-words.js";
import { opensCountedRanking } from "./structure.js";
import {
  askerVerb,
  countsOrCompares,
  firstWordOfColumnBefore,
  groupsBy,
  isTimeWordAlone,
  namesOwnColumn,
} from "./value-context.js";
import { namesCatalogue, namesDate, namesWholly, spellsNameWithNeighbour, startsNameWithNext } from "./value-words.js";
import { respellingKey } from "./prepare.js";

interface DictionaryValue {
  member: string;
  value: string;
  /** Plain words left once codes, numbers and punctuation are set aside ("1-URGENT" -> urgent). */
  words: string[];
  /** All alphanumeric parts, for finding the value typed whole ("2-HIGH", "Brand#12"). */
  whole: string[];
  /**
   * Short codes ("A", "F"), function words and values that are only catalogue words ("SHIP" vs "ship mode")
   * count only when typed with the dictionary's own casing.
   */
  caseSensitive: boolean;
  /**
   * A one-word value that is only a word of some member's longer name ("MTN" beside `mtnNumbers`): typed in any
   * case it is the value, unless the words around it go on to spell that name.
   */
  nameWord: boolean;
  /**
   * A participle ("Paid", "Cancelled") that is also a catalogue word (`paid_at`): a value unless a period follows
   * and a date column carries the word.
   */
  state: boolean;
  rawParts: string[];
}

interface Dictionary {
  values: DictionaryValue[];
  /** First word form (or first part, for whole matches) -> values starting with it. */
  byFirstWord: Map<string, DictionaryValue[]>;
}

/** Per catalogue index, by the dictionary's content (requests bring the same dictionary as new objects). */
const dictionaryCache = new WeakMap<CatalogueIndex, BoundedCache<Dictionary>>();

// A dot that ends a part ends a sentence or an abbreviation ("Petrov A.S."); the question's tokens drop it too.
const rawPartsOf = (text: string) =>
  text
    .split(/[^\p{L}\p{N}@.]+/u)
    .map((part) => part.replace(/(?<=\p{L})\.+$/u, ""))
    .filter((part) => part.length > 0);
const partsOf = (text: string) => rawPartsOf(text.toLowerCase());

/** Values with their searchable words. */
export function dictionaryValues(index: CatalogueIndex, values: Record<string, string[]>): DictionaryValue[] {
  return dictionaryOf(index, values).values;
}

function dictionaryOf(index: CatalogueIndex, values: Record<string, string[]>): Dictionary {
  let perIndex = dictionaryCache.get(index);
  if (!perIndex) {
    perIndex = new BoundedCache(8);
    dictionaryCache.set(index, perIndex);
  }
  const key = contentKey(values);
  const cached = perIndex.get(key);
  if (cached) return cached;
  const list: DictionaryValue[] = [];
  for (const [memberName, memberValues] of Object.entries(values)) {
    const member = findMember(index, memberName);
    if (!member || !Array.isArray(memberValues)) continue;
    for (const value of memberValues) {
      if (typeof value !== "string" || !value.trim()) continue;
      const whole = partsOf(value);
      let words = whole.filter((word) => /^\p{L}+$/u.test(word));
      // "Brand#12" without its code is just "brand", the member's own name: only the whole value counts.
      const namesMember = words.length > 0 && words.every((word) => namesCatalogue(index, word));
      if (namesMember) words = [];
      const state = namesMember && whole.length === 1 && isInflectedVerb(whole[0]!);
      const caseSensitive =
        value.trim().length <= 2 ||
        (whole.length === 1 && STOPWORDS.has(whole[0]!)) ||
        (namesMember && whole.length === 1 && !state);
      const nameWord = namesMember && whole.length === 1 && !state && !namesWholly(index, whole[0]!);
      if (whole.length > 0)
        list.push({
          member: member.name,
          value,
          words,
          whole,
          caseSensitive,
          nameWord,
          state,
          rawParts: rawPartsOf(value),
        });
    }
  }
  // Longer values first so "Summer Clearance" wins over a value "Summer".
  list.sort((a, b) => b.whole.length - a.whole.length);
  const byFirstWord = new Map<string, DictionaryValue[]>();
  const add = (key: string, entry: DictionaryValue) => {
    const bucket = byFirstWord.get(key) ?? [];
    if (!bucket.includes(entry)) bucket.push(entry);
    byFirstWord.set(key, bucket);
  };
  for (const entry of list) {
    add(entry.whole[0]!, entry);
    if (entry.words.length > 0) for (const key of wordKeys(entry.words[0]!, "question")) add(key, entry);
    const respelt = entry.words.length > 0 ? respellingKey(entry.words[0]!) : undefined;
    if (respelt) add(respelt, entry);
  }
  const dictionary = { values: list, byFirstWord };
  perIndex.set(key, dictionary);
  return dictionary;
}

/** The value typed whole from token `start` (parts compared exactly); returns the end index or -1. */
function matchWhole(state: ParseState, start: number, entry: DictionaryValue): number {
  const wanted = entry.whole;
  let k = 0;
  let i = start;
  while (k < wanted.length) {
    if (!isFree(state, i) || state.tokens[i]!.quoted) return -1;
    const token = state.tokens[i]!;
    const parts = entry.caseSensitive ? rawPartsOf(token.raw) : partsOf(token.text);
    const expected = entry.caseSensitive ? entry.rawParts : wanted;
    for (const part of parts) {
      const value = expected[k++];
      // The value typed in the plural ("SDRs", "VIPs"): an "s" after its last part.
      const plural = k === expected.length && part === `${value}s`;
      if (part !== value && !plural) return -1;
    }
    i++;
  }
  return k === wanted.length ? i : -1;
}

/** The same word, in the singular or plural, or spelt the British or the American way ("cancelled", `canceled`). */
function sameValueWord(typed: string, word: string): boolean {
  if (typed === word || singular(typed) === singular(word)) return true;
  const key = respellingKey(typed);
  return key !== undefined && key === respellingKey(word);
}

/** The value's plain words from token `start` (lemma tolerant, "&"-like tokens skipped); end index or -1. */
function matchWords(state: ParseState, start: number, words: string[]): number {
  let i = start;
  for (const word of words) {
    while (isFree(state, i) && !/[\p{L}\p{N}]/u.test(textAt(state, i))) i++;
    // Values are singular/plural tolerant only: "opened" is not the value "open", "highest" not "high".
    const typed = textAt(state, i);
    if (!isFree(state, i) || state.tokens[i]!.quoted || !sameValueWord(typed, word)) return -1;
    i++;
  }
  return i;
}

/** What may stand between two values of one list ("Paris and Lyon", "Electronics, Toys or Books"). */
const VALUE_JOINERS = new Set(["and", "or", ",", "&", "nor"]);

export function findDictionaryValues(state: ParseState, values: Record<string, string[]>): void {
  const dictionary = dictionaryOf(state.index, values);
  if (dictionary.values.length === 0) return;
  const attempts: { entry: DictionaryValue; start: number }[] = [];
  for (let start = 0; start < state.tokens.length; start++) {
    const typed = textAt(state, start);
    const first = partsOf(typed)[0] ?? typed;
    const respelt = respellingKey(first);
    // A value may be typed in the plural ("QAs"), which no lemmatizer knows for a code.
    const keys = [
      first,
      ...(respelt ? [respelt] : []),
      ...(first.length > 2 && first.endsWith("s") ? [first.slice(0, -1)] : []),
      ...wordKeys(typed, "question"),
    ];
    const entries = new Set(keys.flatMap((key) => dictionary.byFirstWord.get(key) ?? []));
    for (const entry of entries) attempts.push({ entry, start });
  }
  attempts.sort((a, b) => b.entry.whole.length - a.entry.whole.length || a.start - b.start);
  const found: Found[] = [];
  // Values typed whole first, then by their words only: "GRANT_FREE" is that value, not the words of "GRANT_15_17".
  const handled = new Set<(typeof attempts)[number]>();
  for (const wholeOnly of [true, false])
    for (const attempt of attempts) {
      const { entry, start } = attempt;
      if (handled.has(attempt)) continue;
      // The same value in another column's dictionary ("slack" as two cubes' platform): which one is meant depends
      // on the cube the rest of the question is about, decided once the mentions are resolved.
      const same = found.find(
        (item) => item.start === start && item.member !== entry.member && sameText(item.value, entry.value),
      );
      if (same) {
        same.alternatives.push({ member: entry.member, value: entry.value });
        handled.add(attempt);
        continue;
      }
      // "how many donations have we received" (a grant's status): a participle after the asker is what the asker
      // did, unless the question names the rows it would describe ("how many proposal grants have we won").
      if (askerVerb(state, start, entry)) continue;
      // "top 5", "more than 20 days": the number of a ranking or a comparison is not a column's numeric code.
      if (/^\d+(?:\.\d+)?$/.test(entry.value) && countsOrCompares(state, start)) continue;
      // "orders paid last month": the verb before a period names the date (`paid_at`), not the status.
      if (entry.state && followedByPeriod(state, start + 1) && namesDate(state.index, entry.whole[0]!)) continue;
      // "staff name" beside `created_by_staff_name`: a value that is one word of a member's name is that name's
      // word when the next word goes on to spell the name, however the dictionary spells the value.
      if (entry.nameWord && startsNameWithNext(state, start, entry.member)) continue;
      // "by chain and verified" beside the value "Verified" of `verified`: a grouping names the column.
      if (namesOwnColumn(state, entry.member, entry.whole) && groupsBy(state, start)) continue;
      let end = wholeOnly ? matchWhole(state, start, entry) : -1;
      if (end < 0 && wholeOnly && entry.nameWord && !spellsNameWithNeighbour(state, start))
        end = matchWhole(state, start, { ...entry, caseSensitive: false });
      // "bottom 3 product types" ranks; only the value typed whole ("bottom p1") is the value `bottom_p1`.
      if (!wholeOnly && entry.words.length > 0 && !entry.caseSensitive && !opensCountedRanking(state, start))
        end = matchWords(state, start, entry.words);
      if (end < 0) continue;
      if (isTimeWordAlone(state, entry, start, end)) continue;
      found.push({
        member: entry.member,
        value: entry.value,
        start,
        end,
        negated: isNegated(state, firstWordOfColumnBefore(state, start)),
        alternatives: [],
      });
      take(state, start, end, "value");
      handled.add(attempt);
    }
  continueValueLists(state, dictionary, found);
  columnWordsBesideValues(state, found);
  valuesOfStatedColumns(state, found);
  addFilters(state, found);
}

/**
 * "where departure city is Moscow and arrival city is Sochi", with both cities in both columns' dictionaries: a value
 * right after "D is" belongs to D, so the second is not joined to the first column's list.
 */
function valuesOfStatedColumns(state: ParseState, found: Found[]): void {
  for (const item of found) {
    if (item.alternatives.length === 0) continue;
    const i = item.start - 1;
    if (!["is", "=", "equals", "was"].includes(textAt(state, i))) continue;
    const named = state.mentions.find((mention) => mention.end === i)?.candidates[0]?.member?.name;
    const alternative = item.alternatives.find((a) => a.member === named);
    if (!alternative) continue;
    item.alternatives = [
      ...item.alternatives.filter((a) => a !== alternative),
      { member: item.member, value: item.value },
    ];
    item.member = alternative.member;
    item.value = alternative.value;
  }
}

/**
 * "the Christmas Promo campaign": a word beside a value that names the value's own column is that column, though a
 * note or another cube read it first (a note's "campaigns" counting another cube's rows). The value's own cube
 * reading it ("shipped orders") is left alone: there it names the rows.
 */
function columnWordsBesideValues(state: ParseState, found: readonly Found[]): void {
  for (const item of found) {
    const member = state.index.memberByName.get(item.member);
    if (!member) continue;
    for (const mention of state.mentions) {
      const top = mention.candidates[0];
      if (mention.end - mention.start !== 1 || (mention.start !== item.end && mention.end !== item.start)) continue;
      if (!top?.member || top.member.cube === member.cube) continue;
      if (!wordKeys(textAt(state, mention.start), "question").some((key) => member.labelKeys.has(key))) continue;
      mention.candidates = [{ ...top, member, score: LABEL, coverage: 1, via: "label" }];
    }
  }
}

/**
 * "excluding closed and resolved": a word joined to a value of a member is another value of that member when the
 * dictionary has it, also when on its own it would be read as a catalogue word (`resolved_at`).
 */
function continueValueLists(state: ParseState, dictionary: Dictionary, found: Found[]): void {
  const joiners = ["and", "or", ","];
  for (let k = 0; k < found.length; k++) {
    const item = found[k]!;
    // The joined word after the value ("closed and resolved"), or before it ("resolved and closed").
    for (const [at, joiner] of [
      [item.end + 1, item.end],
      [item.start - 2, item.start - 1],
    ] as const) {
      if (at < 0 || !joiners.includes(textAt(state, joiner)) || !isFree(state, at)) continue;
      const typed = textAt(state, at);
      const entry = (dictionary.byFirstWord.get(typed) ?? []).find(
        (candidate) =>
          candidate.member === item.member &&
          candidate.whole.length === 1 &&
          candidate.whole[0]!.toLowerCase() === typed,
      );
      if (!entry) continue;
      const negated = item.negated || isNegated(state, at);
      item.negated = negated;
      found.push({ member: entry.member, value: entry.value, start: at, end: at + 1, negated, alternatives: [] });
      take(state, at, at + 1, "value");
    }
  }
}

type Found = {
  member: string;
  value: string;
  start: number;
  end: number;
  negated: boolean;
  alternatives: { member: string; value: string }[];
};

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * "londn" -> London. Runs after member matching, on the words nothing else understood, so a catalogue
 * word is never read as a misspelt value.
 */
export function findMisspeltValues(state: ParseState, values: Record<string, string[]>): void {
  const dictionary = dictionaryOf(state.index, values);
  const found: Found[] = [];
  for (let start = 0; start < state.tokens.length; start++) {
    const entry = misspeltValue(dictionary, state, start);
    if (!entry) continue;
    found.push({
      member: entry.member,
      value: entry.value,
      start,
      end: start + 1,
      negated: isNegated(state, start),
      alternatives: [],
    });
    take(state, start, start + 1, "value");
  }
  addFilters(state, found);
}

function addFilters(state: ParseState, found: Found[]): void {
  found.sort((a, b) => a.start - b.start);
  for (const [i, item] of found.entries()) {
    const previous = found[i - 1];
    if (
      !item.negated &&
      previous?.negated &&
      previous.member === item.member &&
      onlyWordsBetween(state, previous.end, item.start, VALUE_JOINERS)
    ) {
      item.negated = true;
    }
    const operator = item.negated ? "notEquals" : "equals";
    // "non-SME customers": the prefix belongs to the value it negates, so it names nothing else (a "Non-Performing"
    // title).
    if (item.negated && textAt(state, item.start - 1) === "non" && isFree(state, item.start - 1))
      take(state, item.start - 1, item.start, "value");
    const existing = state.filters.find((filter) => filter.member === item.member && filter.operator === operator);
    if (existing) {
      if (!existing.values?.includes(item.value)) existing.values?.push(item.value);
      existing.phrase += `, ${phraseOf(state, item.start, item.end)}`;
      // Another column is an alternative only if its dictionary has every value of the list.
      existing.alternatives = existing.alternatives?.flatMap((alternative) => {
        const value = item.alternatives.find((a) => a.member === alternative.member)?.value;
        return value === undefined ? [] : [{ member: alternative.member, values: [...alternative.values, value] }];
      });
    } else {
      state.filters.push({
        member: item.member,
        operator,
        values: [item.value],
        phrase: phraseOf(state, item.start, item.end),
        alternatives: item.alternatives.map((a) => ({ member: a.member, values: [a.value] })),
      });
    }
  }
}

/** "londn" -> London: an unknown word one typo away from a one-word value (two for long words). */
function misspeltValue(dictionary: Dictionary, state: ParseState, start: number): DictionaryValue | undefined {
  const typed = textAt(state, start);
  const tolerance = typoTolerance(typed);
  if (
    !isFree(state, start) ||
    state.tokens[start]!.quoted ||
    typed.length < 5 ||
    !/^\p{L}+$/u.test(typed) ||
    isKnownWord(typed)
  )
    return undefined;
  let best: DictionaryValue | undefined;
  let bestDistance = tolerance + 1;
  for (const entry of dictionary.values) {
    const word = entry.whole.length === 1 ? entry.whole[0]! : undefined;
    if (!word || entry.caseSensitive || Math.abs(word.length - typed.length) > tolerance) continue;
    const distance = typoDistance(typed, word);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}
