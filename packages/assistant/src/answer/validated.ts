/**
 * Validated queries (ANSWERS.md rule 9): exact reuse after normalising, and reuse of paraphrases and
 * variants that change only a period, a dictionary value or a number, adapting the validated query.
 * A question is reduced to a template: its content-word stems plus slots for periods, numbers and the
 * validated query's filter values.
 */
import type { CatalogueIndex } from "../catalogue/index.js";
import type { CubeQuery, ValidatedExample } from "../types.js";
import { leafFilters, membersOfQuery, normalizeQuery } from "../query-members.js";
import type { Token } from "../text/tokenize.js";
import { makeToken, normalizeQuestion } from "../text/tokenize.js";
import { STOPWORDS } from "../text/lexicon.js";
import { parseNumberAt, numberToString } from "../text/numbers.js";
import { sharesForm, stemOf, wordKeys } from "../text/words.js";
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
import { dictionaryValues } from "../parse/values.js";

interface ValueSlot {
  member: string;
  value: string;
  start: number;
  end: number;
  /** The words either side of the value ("in Engineering this"): where a retyped value must stand. */
  before: string | undefined;
  after: string | undefined;
}

interface Template {
  stems: Set<string>;
  /** stem -> a word typed for it, to ask the catalogue about it. */
  words: Map<string, string>;
  period?: Period;
  numbers: number[];
  values: ValueSlot[];
  /** Grouping/ranking cue words: adding one is not a variant. */
  cues: Set<string>;
}

interface StoredExample {
  example: ValidatedExample;
  template: Template;
  /** Stems of the words the engine cannot place in the validated question, read when first needed. */
  unplaced?: Set<string>;
}

export interface ValidatedMatch {
  query: CubeQuery;
  exact: boolean;
  question: string;
}

const clone = (query: CubeQuery): CubeQuery => JSON.parse(JSON.stringify(query)) as CubeQuery;
const timeOf = (example: ValidatedExample, position: number) => {
  const time = example.createdAt
    ? Date.parse(String(example.createdAt instanceof Date ? example.createdAt.toISOString() : example.createdAt))
    : NaN;
  return { time: Number.isNaN(time) ? -Infinity : time, position };
};

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

const valueWords = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.]+/u)
    .filter(Boolean);

function buildTemplate(tokens: Token[], now: Date, candidates: { member: string; value: string }[]): Template {
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
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const number = parseNumberAt(tokens, i);
    if (number && !(tokens[i]!.text === "one" || tokens[i]!.text === "a")) {
      numbers.push(number.value);
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
  return { stems, words, ...(period ? { period } : {}), numbers, values, cues };
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

function screenOf(tokens: Token[], now: Date): Screen {
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
function mayAdapt(template: Template, screen: Screen): boolean {
  if (template.period?.kind !== screen.periodKind) return false;
  for (const cue of screen.cues) if (!template.cues.has(cue)) return false;
  const need = template.stems.size === 0 ? 0 : Math.max(1, Math.ceil((template.stems.size * 2) / 3));
  let overlap = 0;
  for (const stem of template.stems) if (screen.stems.has(stem)) overlap++;
  return overlap >= need;
}

function filterValues(query: CubeQuery): { member: string; value: string }[] {
  return leafFilters(query.filters).flatMap((f) =>
    (f.values ?? []).filter((v) => /\p{L}/u.test(v)).map((value) => ({ member: f.member, value })),
  );
}

export class ValidatedStore {
  private readonly exact = new Map<string, ValidatedExample>();
  private readonly examples: StoredExample[] = [];

  private readonly prepare: (question: string) => Token[];

  /**
   * `unplacedWords` gives the words of a question that the engine's own reading cannot place as a member: in
   * a validated question, those are the words whose meaning the person who validated it supplied ("big
   * accounts" -> a balance condition), so a question without them is not the same question.
   */
  constructor(
    private readonly index: CatalogueIndex,
    prepareTokens: (question: string) => Token[],
    validated: ValidatedExample[],
    private readonly unplacedWords: (question: string) => string[] = () => [],
  ) {
    // Codes are compared part by part ("Brand#12" -> brand 12) so a value slot lines up with its dictionary entry.
    this.prepare = (question) => prepareTokens(question).flatMap(splitCode);
    const ordered = validated
      .map((example, position) => ({ example, ...timeOf(example, position) }))
      .filter(
        ({ example }) =>
          example && typeof example.question === "string" && example.query && typeof example.query === "object",
      )
      .sort((a, b) => a.time - b.time || a.position - b.position);
    for (const { example } of ordered) this.add(example);
  }

  add(validated: ValidatedExample): void {
    const key = normalizeQuestion(validated.question);
    const query = normalizeQuery(validated.query);
    if (!key || !query) return;
    // A validation whose members left the catalogue would answer with members that do not exist.
    if (membersOfQuery(query).some((member) => !this.index.memberByName.has(member))) return;
    const example = { ...validated, query };
    this.exact.set(key, example);
    const existing = this.examples.findIndex((stored) => normalizeQuestion(stored.example.question) === key);
    if (existing >= 0) this.examples.splice(existing, 1);
    const template = buildTemplate(this.prepare(example.question), new Date(0), filterValues(example.query));
    this.examples.push({ example, template });
  }

  find(question: string, values: Record<string, string[]>, now: Date): ValidatedMatch | null {
    const exact = this.exact.get(normalizeQuestion(question));
    if (exact) return { query: clone(exact.query), exact: true, question: exact.question };
    if (this.examples.length === 0) return null;
    const tokens = this.prepare(question);
    const screen = screenOf(tokens, now);
    // Newest first: the latest validation of a question wins.
    for (let i = this.examples.length - 1; i >= 0; i--) {
      if (!mayAdapt(this.examples[i]!.template, screen)) continue;
      const adapted = this.adapt(this.examples[i]!, tokens, values, now);
      if (adapted) return { query: adapted, exact: false, question: this.examples[i]!.example.question };
    }
    return null;
  }

  private adapt(stored: StoredExample, tokens: Token[], values: Record<string, string[]>, now: Date): CubeQuery | null {
    const { template, example } = stored;
    const members = new Set(template.values.map((slot) => slot.member));
    const entries = dictionaryValues(this.index, values);
    const dictionary = entries
      .filter((entry) => members.has(entry.member))
      .map((entry) => ({ member: entry.member, value: entry.value }));
    const own = template.values.map(({ member, value }) => ({ member, value }));
    const asked = buildTemplate(tokens, now, [...own, ...dictionary]);
    if (Boolean(asked.period) !== Boolean(template.period) || asked.period?.kind !== template.period?.kind) return null;
    if (asked.numbers.length !== template.numbers.length) return null;
    if ([...asked.cues].some((cue) => !template.cues.has(cue))) return null;
    // A value slot the dictionary could not fill is filled by the words left over where the slot was.
    // Words naming a slot's member ("the Books category") add nothing to the question.
    const slotWords = new Set(
      [...members].flatMap((name) => [...(this.index.memberByName.get(name)?.labelKeys ?? [])]),
    );
    const namesSlot = (stem: string) =>
      wordKeys(asked.words.get(stem) ?? stem, "question").some((key) => slotWords.has(key));
    const extra = [...asked.stems].filter((stem) => !template.stems.has(stem) && !namesSlot(stem));
    const missing = [...template.stems].filter((stem) => !asked.stems.has(stem));
    const slotMembers = new Set(asked.values.map((slot) => slot.member));
    const unfilled = [...members].filter((member) => !slotMembers.has(member));
    let leftover: string | undefined;
    // A changed word that is a cue ("hourly", "trend", "excluding") or names a member changes the question.
    const wordOf = (stem: string, template: Template) => template.words.get(stem) ?? stem;
    const changesMeaning = (word: string) => isCueWord(word) || this.isCatalogueWord(word);
    // An added dictionary value is an added condition ("completed orders by status").
    const valueWords = new Set(entries.flatMap((entry) => entry.words));
    if (
      extra.some((stem) => changesMeaning(wordOf(stem, asked)) || valueWords.has(wordOf(stem, asked))) ||
      missing.some((stem) => changesMeaning(wordOf(stem, template)) || this.unplacedStems(stored).has(stem))
    )
      return null;
    if (unfilled.length === 1 && extra.length > 0 && missing.length === 0) {
      const slot = template.values.find((s) => s.member === unfilled[0])!;
      leftover = this.leftoverText(tokens, asked, template, valueWords, slot);
      if (!leftover) return null;
      extra.length = 0;
    } else if (unfilled.length > 0) return null;
    // A paraphrase keeps at least two thirds of the validated question's own words.
    const overlap = template.stems.size - missing.length;
    if (extra.length + missing.length > 0 && overlap < Math.max(1, Math.ceil((template.stems.size * 2) / 3)))
      return null;

    const query = clone(example.query);
    this.replacePeriod(query, template.period, asked.period);
    template.numbers.forEach((old, i) => replaceNumber(query, old, asked.numbers[i]!));
    for (const slot of template.values) {
      const replacement =
        asked.values.find((s) => s.member === slot.member)?.value ??
        (unfilled.includes(slot.member) ? leftover : undefined);
      if (replacement) replaceValue(query, slot.member, slot.value, replacement);
    }
    return query;
  }

  private leftoverText(
    tokens: Token[],
    asked: Template,
    template: Template,
    valueWords: ReadonlySet<string>,
    slot: ValueSlot,
  ): string | undefined {
    const words = tokens.filter(
      (t) => /\p{L}/u.test(t.text) && !STOPWORDS.has(t.text) && !template.stems.has(stemOf(t.text)),
    );
    const inPeriod = (t: Token) =>
      asked.period && tokens.indexOf(t) >= asked.period.start && tokens.indexOf(t) < asked.period.end;
    const kept = words.filter((t) => !inPeriod(t));
    if (kept.length === 0 || kept.length > 3) return undefined;
    // Words that are another member's value ("excluding self-pay") are not this slot's value.
    if (kept.some((t) => valueWords.has(t.text))) return undefined;
    const first = tokens.indexOf(kept[0]!);
    const last = tokens.indexOf(kept[kept.length - 1]!);
    // The new value stands where the old one stood ("in Engineering" -> "in Sales"); words elsewhere
    // ("in 2025, latest first") are another part of the question, not the value.
    if (tokens[first - 1]?.text !== slot.before && tokens[last + 1]?.text !== slot.after) return undefined;
    return tokens
      .slice(first, last + 1)
      .map((t) => t.raw)
      .join(" ");
  }

  private unplacedStems(stored: StoredExample): Set<string> {
    stored.unplaced ??= new Set(
      this.unplacedWords(stored.example.question).flatMap((phrase) =>
        phrase
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((word) => word && !STOPWORDS.has(word))
          .map(stemOf),
      ),
    );
    return stored.unplaced;
  }

  private isCatalogueWord(word: string): boolean {
    return wordKeys(word, "question").some(
      (key) =>
        this.index.cubeKeys.has(key) || (this.index.memberKeys.get(key) ?? []).some((hit) => hit.source === "name"),
    );
  }

  private replacePeriod(query: CubeQuery, old: Period | undefined, next: Period | undefined): void {
    if (!old || !next) return;
    if (next.kind === "range" && next.dateRange) {
      for (const entry of query.timeDimensions ?? []) if (entry.dateRange) entry.dateRange = next.dateRange;
    } else if (next.date) {
      for (const filter of leafFilters(query.filters)) {
        if (old.date && filter.values?.[0] === old.date) filter.values = [next.date];
      }
    }
  }
}

function isCueWord(word: string): boolean {
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

function splitCode(token: Token): Token[] {
  if (token.quoted || !/[^\p{L}\p{N}]/u.test(token.text) || /^\d{4}-\d{2}-\d{2}$/.test(token.text)) return [token];
  const parts = token.raw.split(/[^\p{L}\p{N}@.]+/u).filter(Boolean);
  return parts.length > 1 ? parts.map((part) => makeToken(part.toLowerCase(), part, false)) : [token];
}

function replaceNumber(query: CubeQuery, old: number, next: number): void {
  if (old === next) return;
  if (query.limit === old) query.limit = next;
  for (const filter of leafFilters(query.filters)) {
    if (filter.values) filter.values = filter.values.map((v) => (v === numberToString(old) ? numberToString(next) : v));
  }
}

function replaceValue(query: CubeQuery, member: string, old: string, next: string): void {
  for (const filter of leafFilters(query.filters)) {
    if (filter.member === member && filter.values)
      filter.values = filter.values.map((v) => (v.toLowerCase() === old.toLowerCase() ? next : v));
  }
}
