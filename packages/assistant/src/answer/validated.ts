/**
 * Validated queries (ANSWERS.md rule 9): exact reuse after normalising, and reuse of paraphrases and
 * variants that change only a period, a dictionary value or a number, adapting the validated query.
 * A question is reduced to a template (`validated-template.ts`) that a variant is compared with.
 */
import type { CatalogueIndex } from "../catalogue/index.js";
import type { CubeQuery, ValidatedExample } from "../types.js";
import { leafFilters, membersOfQuery, normalizeQuery } from "../query-members.js";
import type { Token } from "../text/tokenize.js";
import { makeToken, normalizeQuestion } from "../text/tokenize.js";
import { STOPWORDS } from "../text/lexicon.js";
import { numberToString } from "../text/numbers.js";
import { stemOf, wordKeys } from "../text/words.js";
import type { Period } from "../parse/periods.js";
import { dictionaryValues } from "../parse/values.js";
import {
  buildTemplate,
  filterValues,
  isCueWord,
  mayAdapt,
  screenOf,
  type Template,
  type ValueSlot,
} from "./validated-template.js";

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

  /** `prepared`: the question's tokens as the engine reads them, when it has them (prepared once per question). */
  find(question: string, values: Record<string, string[]>, now: Date, prepared?: () => Token[]): ValidatedMatch | null {
    const exact = this.exact.get(normalizeQuestion(question));
    if (exact) return { query: clone(exact.query), exact: true, question: exact.question };
    if (this.examples.length === 0) return null;
    const tokens = prepared ? prepared().flatMap(splitCode) : this.prepare(question);
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
    template.numbers.forEach((old, i) =>
      replaceNumber(query, old, asked.numbers[i]!, this.membersNamedBy(template.numberWords[i])),
    );
    for (const member of members) {
      const old = template.values.filter((slot) => slot.member === member);
      const next = asked.values
        .filter((slot) => slot.member === member)
        .sort((a, b) => a.start - b.start)
        .map((slot) => slot.value);
      if (next.length === 0 && leftover && unfilled.includes(member)) next.push(leftover);
      if (next.length === 0) continue;
      // One value asked as several ("in More Zone and Max Zone") lists them all; several are replaced in turn,
      // and a different number of them is another question.
      if (old.length === 1) replaceValue(query, member, old[0]!.value, next);
      else if (old.length === next.length)
        old.forEach((slot, i) => replaceValue(query, member, slot.value, [next[i]!]));
      else return null;
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

  private membersNamedBy(word: string | undefined): Set<string> {
    if (!word) return new Set();
    const keys = wordKeys(word, "question");
    return new Set(
      this.index.members.filter((member) => keys.some((key) => member.labelKeys.has(key))).map((m) => m.name),
    );
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

function splitCode(token: Token): Token[] {
  if (token.quoted || !/[^\p{L}\p{N}]/u.test(token.text) || /^\d{4}-\d{2}-\d{2}$/.test(token.text)) return [token];
  const parts = token.raw.split(/[^\p{L}\p{N}@.]+/u).filter(Boolean);
  return parts.length > 1 ? parts.map((part) => makeToken(part.toLowerCase(), part, false)) : [token];
}

/**
 * The number changes where it stood; when several filters hold it ("in season 2" beside a validated extra
 * "importance >= 2"), only those on a member the word before it names ("season").
 */
function replaceNumber(query: CubeQuery, old: number, next: number, named: ReadonlySet<string>): void {
  if (old === next) return;
  if (query.limit === old) query.limit = next;
  const holding = leafFilters(query.filters).filter((filter) => filter.values?.includes(numberToString(old)));
  const meant = holding.filter((filter) => named.has(filter.member));
  for (const filter of meant.length > 0 && holding.length > 1 ? meant : holding)
    filter.values = filter.values!.map((v) => (v === numberToString(old) ? numberToString(next) : v));
}

function replaceValue(query: CubeQuery, member: string, old: string, next: string[]): void {
  for (const filter of leafFilters(query.filters)) {
    if (filter.member === member && filter.values)
      filter.values = [...new Set(filter.values.flatMap((v) => (v.toLowerCase() === old.toLowerCase() ? next : [v])))];
  }
}
