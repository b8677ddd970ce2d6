/**
 * The template of a validated question (ANSWERS.md rule 9): its content-word stems, plus slots for its period, its
 * numbers and the validated query's filter values, which a variant may change.
 */
import type { CubeQuery } from "../types.js";
import { leafFilters } from "../query-members.js";
import type { Token } from "../text/tokenize.js";
import { STOPWORDS } from "../text/lexicon.js";
import { parseNumberAt } from "../text/numbers.js";
import { sharesForm, stemOf } from "../text/words.js";
import {
  BOTTOM_WORDS,
  COMPARISONS,
  GRANULARITY_WORDS,
  GROUP_BEFORE,
  LIST_WORDS,
  NEGATION_WORDS,
  SCATTER_WORDS,
  SHARE_WORDS,
  SORT_WORDS,
  TEXT_OPERATORS,
  TIME_SORT_WORDS,
  TOP_WORDS,
  TREND_WORDS,
} from "../parse/cues.js";
import { type Period, findPeriods } from "../parse/periods.js";

export interface ValueSlot {
  member: string;
  value: string;
  start: number;
  end: number;
  /** The words either side of the value ("in Engineering this"): where a retyped value must stand. */
  before: string | undefined;
  after: string | undefined;
}

export interface Template {
  stems: Set<string>;
  /** stem -> a word typed for it, to ask the catalogue about it. */
  words: Map<string, string>;
  period?: Period;
  numbers: number[];
  /** The word typed before each number ("season" in "in season 2"). */
  numberWords: (string | undefined)[];
  values: ValueSlot[];
  /** Grouping/ranking cue words: adding one is not a variant. */
  cues: Set<string>;
}

/** Finds `words` in tokens (lemma tolerant) among positions not yet used. */
function findWords(tokens: Token[], used: boolean[], words: string[]): number {
  if (words.length === 0) return -1;
  outer: for (let start = 0; start + words.length <= tokens.length; start++) {
    let i = start;
    for (const word of words) {
      while (i < tokens.length && !/[\p{L}\p{N}]/u.test(tokens[i]!.text)) i++;
      if (i >= tokens.length || used[i] || !sharesForm(tokens[i]!.text, word)) continue outer;
      i++;
    }
    return start;
  }
  return -1;
}

export const valueWords = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.]+/u)
    .filter(Boolean);

export function buildTemplate(tokens: Token[], now: Date, candidates: { member: string; value: string }[]): Template {
  const used = tokens.map(() => false);
  const period = findPeriods(tokens, now)[0];
  if (period) for (let i = period.start; i < period.end; i++) used[i] = true;
  const values: ValueSlot[] = [];
  for (const { member, value } of candidates) {
    const words = valueWords(value);
    const start = findWords(tokens, used, words);
    if (start < 0) continue;
    const end =
      start +
      words.length +
      tokens.slice(start, start + words.length * 2).filter((t) => !/[\p{L}\p{N}]/u.test(t.text)).length;
    for (let i = start; i < end; i++) used[i] = true;
    values.push({ member, value, start, end, before: tokens[start - 1]?.text, after: tokens[end]?.text });
  }
  const numbers: number[] = [];
  const numberWords: (string | undefined)[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const number = parseNumberAt(tokens, i);
    if (number && !(tokens[i]!.text === "one" || tokens[i]!.text === "a")) {
      numbers.push(number.value);
      numberWords.push(tokens[i - 1]?.text);
      for (let k = i; k < i + number.length; k++) used[k] = true;
      i += number.length - 1;
    }
  }
  const stems = new Set<string>();
  const words = new Map<string, string>();
  const cues = cueClassesOf(tokens);
  for (const [i, token] of tokens.entries()) {
    if (!used[i] && isContentWord(token.text)) {
      stems.add(stemOf(token.text));
      words.set(stemOf(token.text), token.text);
    }
  }
  return { stems, words, ...(period ? { period } : {}), numbers, numberWords, values, cues };
}

/**
 * Particles that make a compound mean something else ("off-peak" is not "peak", "opted out" is not "opted"): words
 * a validated question is compared by, though they are function words elsewhere.
 */
const MEANING_PARTICLES = new Set(["off", "out"]);

function isContentWord(text: string): boolean {
  return /\p{L}/u.test(text) && (!STOPWORDS.has(text) || MEANING_PARTICLES.has(text));
}

/** What a question's template has whatever its value slots: its period kind, its cue classes, every word stem. */
interface Screen {
  periodKind: string | undefined;
  cues: Set<string>;
  stems: Set<string>;
}

export function screenOf(tokens: Token[], now: Date): Screen {
  const stems = new Set<string>();
  for (const token of tokens) {
    if (isContentWord(token.text)) stems.add(stemOf(token.text));
  }
  return { periodKind: findPeriods(tokens, now)[0]?.kind, cues: cueClassesOf(tokens), stems };
}

/** Cue classes, not words: "by" and "per" group alike. */
function addCueClass(cues: Set<string>, word: string): void {
  if (GROUP_BEFORE.has(word)) cues.add("group");
  if (TOP_WORDS.has(word)) cues.add("top");
  if (BOTTOM_WORDS.has(word)) cues.add("bottom");
  if (CONDITION_WORDS.has(word)) cues.add("condition");
  if (NEGATION_WORDS.has(word)) cues.add("negation");
}

/** Words that open a condition ("where status is cancelled", "with steel in the name"): a question adding one asks for less. */
const CONDITION_WORDS = new Set(["where", "whose", "having", "excluding", "except", "without", "only"]);
const CONDITION_PHRASES = [...COMPARISONS, ...TEXT_OPERATORS].map(([words]) => words);

/** The cue classes of a question, its comparison and text-operator phrases included. */
function cueClassesOf(tokens: Token[]): Set<string> {
  const cues = new Set<string>();
  const texts = tokens.map((token) => token.text);
  for (const text of texts) addCueClass(cues, text);
  const found = CONDITION_PHRASES.some((phrase) =>
    texts.some((_, start) => phrase.every((word, k) => texts[start + k] === word)),
  );
  if (found) cues.add("condition");
  if (texts.some((text, i) => TIME_SORT_WORDS.has(text) && texts[i + 1] === "first")) cues.add("sort");
  return cues;
}

/**
 * Necessary conditions of `adapt`, checked once per question instead of building a template per validated
 * example: same period kind, no new cue class, and enough of the example's words (value slots only remove stems).
 */
export function mayAdapt(template: Template, screen: Screen): boolean {
  if (template.period?.kind !== screen.periodKind) return false;
  for (const cue of screen.cues) if (!template.cues.has(cue)) return false;
  const need = template.stems.size === 0 ? 0 : Math.max(1, Math.ceil((template.stems.size * 2) / 3));
  let overlap = 0;
  for (const stem of template.stems) if (screen.stems.has(stem)) overlap++;
  return overlap >= need;
}

export function filterValues(query: CubeQuery): { member: string; value: string }[] {
  return leafFilters(query.filters).flatMap((f) =>
    (f.values ?? []).filter((v) => /\p{L}/u.test(v)).map((value) => ({ member: f.member, value })),
  );
}

export function isCueWord(word: string): boolean {
  return (
    GRANULARITY_WORDS[word] !== undefined ||
    TREND_WORDS.has(word) ||
    TOP_WORDS.has(word) ||
    BOTTOM_WORDS.has(word) ||
    SORT_WORDS.has(word) ||
    NEGATION_WORDS.has(word) ||
    LIST_WORDS.has(word) ||
    SHARE_WORDS.has(word) ||
    SCATTER_WORDS.has(word)
  );
}
