/**
 * Conditions (ANSWERS.md rule 6): numeric comparisons, text operators on a literal, set/notSet and
 * boolean members. Cue phrases are found before member matching (so "over" is never a member word);
 * their targets are attached once mentions are known.
 */
import { numberToString, parseNumberAt } from "../text/numbers.js";
import { inHyphenedNumber } from "../text/tokenize.js";
import { STOPWORDS } from "../text/lexicon.js";
import { singular, wordKeys } from "../text/words.js";
import { COMPARISONS, TEXT_OPERATORS, TRAILING_COMPARISONS } from "./cues.js";
import { topCandidates } from "./condition-targets.js";
import { isNegated } from "./stated-words.js";
import { attributeAdjectiveAt, cubesWithAttribute } from "./attribute-adjectives.js";
import {
  type Mention,
  type ParseState,
  allFree,
  isFree,
  mentionAfter,
  mentionBefore,
  phraseOf,
  take,
  textAt,
  wordsAt,
} from "./state.js";

export interface PendingComparison {
  kind: "number";
  /** `typed`: the number as typed ("2.0"), for a text column that holds it as text. */
  conditions: { operator: string; value: string; typed?: string }[];
  /** "over $1,000", "1000 dollars": an amount of money, not a count. */
  money: boolean;
  start: number;
  end: number;
  /** "older than 60": the attribute the comparative names (its nouns, as "age"). */
  attribute?: string[];
}

export interface PendingText {
  kind: "text";
  operator: string;
  value: string;
  start: number;
  end: number;
  /** "with 'x' in the name": the member follows the literal. */
  memberAfter?: boolean;
}

export type PendingCondition = PendingComparison | PendingText;

function numberAt(state: ParseState, i: number) {
  // "with CUIT 30-71234567-8": numbers joined by hyphens are a code, compared as typed, not its first number.
  if (!isFree(state, i) || inHyphenedNumber(state.tokens, i)) return null;
  return parseNumberAt(state.tokens, i);
}

const CURRENCY_WORDS = new Set(["dollars", "dollar", "usd", "eur", "euro", "euros", "gbp", "pounds", "bucks"]);

function currencyAfter(state: ParseState, i: number): number {
  return isFree(state, i) && CURRENCY_WORDS.has(textAt(state, i)) ? 1 : 0;
}

function isMoney(state: ParseState, start: number, end: number): boolean {
  for (let i = start; i < end; i++)
    if (/^[$€£]/.test(state.tokens[i]!.raw) || CURRENCY_WORDS.has(textAt(state, i))) return true;
  return false;
}

function comparisonAt(state: ParseState, i: number): { operator: string; length: number; attribute?: string[] } | null {
  // "older than 60", "more expensive than 50": read so only where some cube has a column for the attribute.
  const adjective = attributeAdjectiveAt(state, i);
  if (
    adjective?.degree === "comparative" &&
    textAt(state, i + adjective.length) === "than" &&
    allFree(state, i, i + adjective.length + 1) &&
    cubesWithAttribute(state.index, adjective.nouns).length > 0
  )
    return { operator: adjective.more ? "gt" : "lt", length: adjective.length + 1, attribute: adjective.nouns };
  for (const [words, operator] of COMPARISONS) {
    if (wordsAt(state, i, words) && allFree(state, i, i + words.length)) return { operator, length: words.length };
  }
  // "where isMerged is 1", "where fiscal year is 2026": "is" between a column's word and a number states its value.
  const before = state.tokens[i - 1];
  if (textAt(state, i) !== "is" || !before || !/\p{L}/u.test(before.text) || STOPWORDS.has(before.text)) return null;
  // "where id is 500 or more" compares: the trailing words say how.
  const value = numberAt(state, i + 1);
  const after = value ? i + 1 + value.length : -1;
  if (!value || TRAILING_COMPARISONS.some(([words]) => wordsAt(state, after, words))) return null;
  return { operator: "equals", length: 1 };
}

/** Finds "more than 10k", "between 20 and 50", "25 or less", "containing 'wool'" and takes their tokens. */
export function scanConditions(state: ParseState): PendingCondition[] {
  const pending: PendingCondition[] = [];
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i)) continue;
    if (textAt(state, i) === "between") {
      // "between seasons 2 and 4": the column's word may stand before the numbers, and stays free to name it.
      const named = !numberAt(state, i + 1) && isFree(state, i + 1) && /^\p{L}+$/u.test(textAt(state, i + 1)) ? 1 : 0;
      const from = i + 1 + named;
      const low = numberAt(state, from);
      const joiner = low ? from + low.length : -1;
      const high = low && ["and", "to", "-"].includes(textAt(state, joiner)) ? numberAt(state, joiner + 1) : null;
      if (low && high) {
        const end = joiner + 1 + high.length;
        pending.push({
          kind: "number",
          conditions: [
            { operator: "gte", value: numberToString(low.value) },
            { operator: "lte", value: numberToString(high.value) },
          ],
          money: isMoney(state, i, end + currencyAfter(state, end)),
          start: from,
          end,
        });
        take(state, i, i + 1, "condition");
        take(state, from, end, "condition");
        i = end - 1;
        continue;
      }
    }
    const comparison = comparisonAt(state, i);
    const afterComparison = comparison ? i + comparison.length : i;
    const skipped = comparison && ["a", "an", "of"].includes(textAt(state, afterComparison)) ? 1 : 0;
    const number = numberAt(state, afterComparison + skipped);
    if (comparison && number) {
      const end = afterComparison + skipped + number.length;
      const moneyEnd = end + currencyAfter(state, end);
      pending.push({
        kind: "number",
        conditions: [
          {
            operator: comparison.operator,
            value: numberToString(number.value),
            typed: phraseOf(state, afterComparison + skipped, end),
          },
        ],
        money: isMoney(state, i, moneyEnd),
        start: i,
        end: moneyEnd,
        ...(comparison.attribute ? { attribute: comparison.attribute } : {}),
      });
      take(state, end, moneyEnd, "condition");
      take(state, i, end, "condition");
      i = end - 1;
      continue;
    }
    const plain = !comparison ? numberAt(state, i) : null;
    if (plain) {
      const after = i + plain.length;
      const trailing = TRAILING_COMPARISONS.find(([words]) => wordsAt(state, after, words));
      if (trailing) {
        const end = after + trailing[0].length;
        pending.push({
          kind: "number",
          conditions: [{ operator: trailing[1], value: numberToString(plain.value) }],
          money: isMoney(state, i, end),
          start: i,
          end,
        });
        take(state, i, end, "condition");
        i = end - 1;
        continue;
      }
    }
    const text = TEXT_OPERATORS.find(([words]) => wordsAt(state, i, words));
    if (text) {
      const literalAt = i + text[0].length;
      const literal = state.tokens[literalAt];
      if (literal && (literal.quoted || isFree(state, literalAt))) {
        pending.push({ kind: "text", operator: text[1], value: literal.raw, start: i, end: literalAt + 1 });
        take(state, i, literalAt + 1, "condition");
        i = literalAt;
      }
    }
  }
  // "with 'Holiday' in the name": a quoted literal with no operator word means contains.
  for (let i = 0; i < state.tokens.length; i++) {
    if (state.tokens[i]!.quoted && isFree(state, i) && textAt(state, i + 1) === "in") {
      pending.push({
        kind: "text",
        operator: "contains",
        value: state.tokens[i]!.raw,
        start: i,
        end: i + 1,
        memberAfter: true,
      });
      take(state, i, i + 1, "condition");
    }
  }
  scanWordInColumn(state, pending);
  return pending;
}

/** Words that give rows a text in a column: "with hoodie in the name", "receipts that have agua in the description". */
const HAVING_WORDS = new Set(["with", "have", "has", "having"]);

/**
 * "SKUs with hoodie in the display name", "with 2503 in the bar number": a word the catalogue does not use (or
 * digits), then "in the" and a column, is a text the column contains (rule 6). Not before a period ("with refunds
 * in the last month").
 */
function scanWordInColumn(state: ParseState, pending: PendingCondition[]): void {
  for (let i = 0; i + 4 < state.tokens.length; i++) {
    if (!HAVING_WORDS.has(textAt(state, i))) continue;
    // "with Христо Ботев in the name", "have Bloco A in the nome unidade": a name typed in capitals may run to a few
    // words; a lower-case text is one word.
    let end = i + 2;
    while (end < i + 5 && textAt(state, end) !== "in" && isCapitalised(state.tokens[end]!)) end++;
    if (textAt(state, end) !== "in" || textAt(state, end + 1) !== "the") continue;
    const words = state.tokens.slice(i + 1, end);
    const first = words[0]!;
    const column = state.used[end + 2];
    if (column === undefined || (column !== null && column !== "mention") || STOPWORDS.has(first.text)) continue;
    if (words.some((word, k) => !isFree(state, i + 1 + k) || word.quoted)) continue;
    if (words.length > 1 && !words.every(isCapitalised)) continue;
    if (!/[\p{L}\p{N}]/u.test(first.text) || (words.length === 1 && namesCatalogueWord(state, first.text))) continue;
    const value = words.map((word) => word.raw).join(" ");
    pending.push({ kind: "text", operator: "contains", value, start: i + 1, end, memberAfter: true });
    take(state, i + 1, end, "condition");
  }
}

/** A word typed with a capital, as names are ("Bloco", "A", "Христо"). */
function isCapitalised(token: { raw: string }): boolean {
  return /^\p{Lu}/u.test(token.raw);
}

function namesCatalogueWord(state: ParseState, word: string): boolean {
  // Description words do not count: a description may well mention the very value ("snowplow tracker").
  return wordKeys(word, "question").some(
    (key) =>
      state.index.cubeKeys.has(key) || (state.index.memberKeys.get(key) ?? []).some((hit) => hit.source === "name"),
  );
}

/** "reviews with rating 5", "status code 503": a bare number right after a number or string column means equals. */
export function scanBareNumbers(state: ParseState): { pending: PendingComparison; mention: Mention }[] {
  const found: { pending: PendingComparison; mention: Mention }[] = [];
  for (let i = 1; i < state.tokens.length; i++) {
    const number = numberAt(state, i);
    const mention = number ? mentionBefore(state, i, 0) : undefined;
    if (!number || !mention) continue;
    if (finishesName(state, mention, i)) continue;
    // "with status code 503": a string column holding numbers' text ("503") is compared as text too.
    const compared = topCandidates(mention).some(
      (c) => c.member?.type === "number" || (c.member?.kind === "dimension" && c.member.type === "string"),
    );
    if (!compared) continue;
    // "excluding season 8": the negation before the column's word negates its value.
    const operator = isNegated(state, mention.start) ? "notEquals" : "equals";
    // "zones 127 and 128": numbers joined to the first are more values of the same column.
    for (let at = i, value: ReturnType<typeof numberAt> = number; value;) {
      const end: number = at + value.length;
      const pending: PendingComparison = {
        kind: "number",
        conditions: [{ operator, value: numberToString(value.value), typed: phraseOf(state, at, end) }],
        money: false,
        start: at,
        end,
      };
      found.push({ pending, mention });
      take(state, at, end, "condition");
      i = end - 1;
      // A comma is no token: it marks the number before it as a pause ("7, 8 or 9").
      const joiner = ["and", "or"].includes(textAt(state, end)) ? 1 : 0;
      const next = joiner > 0 || state.tokens[end - 1]!.pause ? end + joiner : -1;
      const joined: ReturnType<typeof numberAt> = next >= 0 ? numberAt(state, next) : null;
      if (joined) take(state, end, next, "condition");
      at = next;
      value = joined;
    }
  }
  return found;
}

/** "by status 1" with `status1` ("Status 1"): a number that finishes a member's name is part of the phrase. */
function finishesName(state: ParseState, mention: Mention, at: number): boolean {
  const typed = state.tokens
    .slice(mention.start, at + 1)
    .map((token) => token.text)
    .join(" ");
  // Every cube's column so named stays: the cube the rest of the question is about chooses among them.
  const named = mention.candidates.filter((c) =>
    [c.member?.nameWords, c.member?.titleWords].some((words) => words?.join(" ") === typed),
  );
  if (named.length === 0) return false;
  mention.candidates = named.map((candidate) => ({ ...candidate, coverage: 1 }));
  mention.end = at + 1;
  mention.phrase = phraseOf(state, mention.start, mention.end);
  take(state, at, at + 1, "mention");
  return true;
}

export interface PendingSet {
  operator: "set" | "notSet";
  cueStart: number;
  /** Token where the member phrase starts. */
  at: number;
  phrase: string;
  /** No article: only a plural string dimension with no value after it qualifies (see `bareSetTarget`). */
  bare: boolean;
}

const NOT_SET_CUES = [
  ["with", "no"],
  ["without", "a"],
  ["without", "an"],
  ["without", "any"],
  ["without"],
  ["missing", "a"],
  ["missing", "an"],
  ["missing"],
  ["lacking"],
  ["that", "have", "no"],
  ["that", "has", "no"],
  ["have", "no"],
  ["has", "no"],
  // "how many swaps had no referrer": the past of the verb too.
  ["had", "no"],
  ["with", "empty"],
];
const SET_CUES = [
  ["that", "have", "a"],
  ["that", "has", "a"],
  ["that", "have", "an"],
  ["that", "has", "an"],
  ["which", "have", "a"],
  ["who", "have", "a"],
  ["having", "a"],
  ["with", "a"],
  ["with", "an"],
  // "how many claims have a reopen date": the verb alone, after the counted noun.
  ["have", "a"],
  ["have", "an"],
  ["has", "a"],
  ["has", "an"],
  ["had", "a"],
  ["had", "an"],
];
/** Without an article ("that have notes", "with remarks") a presence test needs a plural string dimension and no value after it. */
const BARE_SET_CUES = [
  ["that", "have"],
  ["that", "has"],
  ["which", "have"],
  ["which", "has"],
  ["who", "have"],
  ["having"],
  ["with"],
];

/** "without a coupon code" (notSet), "that have a comment" (set). */
export function scanSetCues(state: ParseState): PendingSet[] {
  const found: PendingSet[] = [];
  for (let i = 0; i < state.tokens.length; i++) {
    for (const [cues, operator, bare] of [
      [NOT_SET_CUES, "notSet", false],
      [SET_CUES, "set", false],
      [BARE_SET_CUES, "set", true],
    ] as const) {
      const cue = cues.find((words) => wordsAt(state, i, words) && allFree(state, i, i + words.length));
      if (cue) {
        found.push({ operator, cueStart: i, at: i + cue.length, phrase: phraseOf(state, i, i + cue.length + 1), bare });
        i += cue.length - 1;
        break;
      }
    }
  }
  return found;
}

/** "that have notes", "with remarks": the plural string dimension right after a bare cue, when no value follows it. */
export function bareSetTarget(state: ParseState, pending: PendingSet): Mention | undefined {
  const mention = mentionAfter(state, pending.at, 0);
  const member = mention?.candidates[0]?.member;
  if (!mention || member?.kind !== "dimension" || member.type !== "string") return undefined;
  const last = textAt(state, mention.end - 1);
  if (singular(last) === last) return undefined;
  const next = mention.end;
  const valueFollows =
    next < state.tokens.length &&
    (state.used[next] === "value" || (isFree(state, next) && !STOPWORDS.has(textAt(state, next))));
  return valueFollows ? undefined : mention;
}
