/**
 * Periods (ANSWERS.md rule 5): relative Cube strings ("last 3 months"), absolute [from, to] pairs, and
 * since/before bounds. The matcher runs over the token texts joined by spaces, with number words
 * already turned into digits, and reports which tokens it used.
 */
import { type Token, inHyphenedNumber } from "../text/tokenize.js";
import { parseNumberAt } from "../text/numbers.js";
import { valueWords, wordsOfValue } from "./prepare.js";

export type PeriodKind = "range" | "since" | "before" | "after";

export interface Period {
  kind: PeriodKind;
  /** For `range`: the Cube dateRange. */
  dateRange: string | [string, string] | undefined;
  /** For since/before/after: the bound (YYYY-MM-DD). */
  date: string | undefined;
  /** Approximate length in days, for the trend granularity rule; Infinity when open-ended. */
  days: number;
  /** Token range [start, end). */
  start: number;
  end: number;
  phrase: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/**
 * Years 1800-2299: historical data, and data whose dates are shifted on purpose (de-identified clinical records
 * are dated in the 2100s), are asked about by the years they hold.
 */
const YEAR_DIGITS = "(?:1[89]|2[0-2])\\d{2}";
const YEAR = `(${YEAR_DIGITS})`;
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 31, quarter: 92, year: 366 };
const ORDINAL_QUARTER: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  last: 4,
};

interface DateSpan {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthNumber = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;

function monthSpan(y: number, m: number): DateSpan {
  return { from: iso(y, m, 1), to: iso(y, m, lastDay(y, m)) };
}

/** One absolute date expression at the start of `text`, e.g. "march 2024", "q1 2024", "2024-05-03". */
const ABSOLUTE: { pattern: RegExp; span: (m: RegExpExecArray, year: number) => DateSpan | null; yearless?: true }[] = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})/, span: (m) => day(Number(m[1]), Number(m[2]), Number(m[3])) },
  { pattern: new RegExp(`^${MONTH} ${DAY} ${YEAR}`), span: (m) => day(Number(m[3]), monthNumber(m[1]!), Number(m[2])) },
  {
    pattern: new RegExp(`^${DAY} (?:of )?${MONTH} ${YEAR}`),
    span: (m) => day(Number(m[3]), monthNumber(m[2]!), Number(m[1])),
  },
  {
    pattern: new RegExp(`^${MONTH} ${DAY}(?! ?\\d)`),
    span: (m, y) => day(y, monthNumber(m[1]!), Number(m[2])),
    yearless: true,
  },
  { pattern: new RegExp(`^${MONTH} (?:of )?${YEAR}`), span: (m) => monthSpan(Number(m[2]), monthNumber(m[1]!)) },
  { pattern: new RegExp(`^q([1-4]) (?:of )?${YEAR}`), span: (m) => quarter(Number(m[2]), Number(m[1])) },
  { pattern: new RegExp(`^${YEAR} q([1-4])`), span: (m) => quarter(Number(m[1]), Number(m[2])) },
  {
    pattern: new RegExp(`^(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last) quarter (?:of )?${YEAR}`),
    span: (m) => quarter(Number(m[2]), ORDINAL_QUARTER[m[1]!] ?? 1),
  },
  { pattern: /^q([1-4])\b/, span: (m, y) => quarter(y, Number(m[1])), yearless: true },
  {
    pattern: /^(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th) quarter\b/,
    span: (m, y) => quarter(y, ORDINAL_QUARTER[m[1]!] ?? 1),
    yearless: true,
  },
  {
    pattern: new RegExp(`^${YEAR}(?! ?\\d)`),
    span: (m) => ({ from: iso(Number(m[1]), 1, 1), to: iso(Number(m[1]), 12, 31) }),
  },
  // A bare month name: "may" is too often a verb to count without a day or year.
  {
    pattern:
      /^(january|february|march|april|june|july|august|september|october|november|december|jan|feb|aug|sept|oct|nov|dec)\b/,
    span: (m, y) => monthSpan(y, monthNumber(m[1]!)),
    yearless: true,
  },
];

function day(y: number, m: number, d: number): DateSpan | null {
  if (m < 1 || m > 12 || d < 1 || d > lastDay(y, m)) return null;
  return { from: iso(y, m, d), to: iso(y, m, d) };
}

function quarter(y: number, q: number): DateSpan {
  return { from: iso(y, q * 3 - 2, 1), to: iso(y, q * 3, lastDay(y, q * 3)) };
}

function readAbsolute(text: string, year: number): { span: DateSpan; length: number; yearless: boolean } | null {
  for (const { pattern, span, yearless } of ABSOLUTE) {
    const match = pattern.exec(text);
    if (!match) continue;
    const result = span(match, year);
    if (result) return { span: result, length: match[0].length, yearless: yearless === true };
  }
  return null;
}

const RANGE_MONTH = new RegExp(`^${MONTH}\\b`);

/** A bare month name, "may" included: only read as one end of a range. */
function readRangeMonth(text: string, year: number): { span: DateSpan; length: number; yearless: boolean } | null {
  const match = RANGE_MONTH.exec(text);
  return match ? { span: monthSpan(year, monthNumber(match[1]!)), length: match[0].length, yearless: true } : null;
}

const daysBetween = (span: DateSpan) => (Date.parse(span.to) - Date.parse(span.from)) / 86_400_000 + 1;

interface TextPeriod {
  period: { kind: PeriodKind; dateRange?: string | [string, string]; date?: string; days: number };
  length: number;
}

const RELATIVE: { pattern: RegExp; read: (m: RegExpExecArray) => TextPeriod["period"] | null }[] = [
  { pattern: /^(today|yesterday)\b/, read: (m) => ({ kind: "range", dateRange: m[1]!, days: 1 }) },
  {
    pattern: /^(?:the )?(?:this|current|present) (week|month|quarter|year)\b/,
    read: (m) => ({ kind: "range", dateRange: `this ${m[1]}`, days: UNIT_DAYS[m[1]!] ?? 31 }),
  },
  {
    pattern: /^(?:the )?(?:last|previous|past|prior|preceding) (week|month|quarter|year)\b/,
    read: (m) => ({ kind: "range", dateRange: `last ${m[1]}`, days: UNIT_DAYS[m[1]!] ?? 31 }),
  },
  {
    pattern: /^(?:the )?(?:last|previous|past|prior|preceding|trailing) (\d+) (day|week|month|quarter|year)s?\b/,
    read: (m) => {
      const n = Number(m[1]);
      const unit = m[2]!;
      if (n < 1) return null;
      return {
        kind: "range",
        dateRange: n === 1 ? `last ${unit}` : `last ${n} ${unit}s`,
        days: n * (UNIT_DAYS[unit] ?? 31),
      };
    },
  },
  { pattern: /^(?:(year|month|quarter) to date|(y|m|q)td)\b/, read: (m) => ytd(m[1] ?? m[2]!) },
];

function ytd(unit: string): TextPeriod["period"] {
  const full = unit.startsWith("y") ? "year" : unit.startsWith("m") ? "month" : "quarter";
  return { kind: "range", dateRange: `this ${full}`, days: UNIT_DAYS[full] ?? 31 };
}

const SINCE = /^(?:since|starting(?: from| on| in)?|as of|from)\s/;
const BEFORE = /^(?:before|prior to|until|till|up to|earlier than)\s/;
const AFTER = /^(?:after|later than)\s/;
const RANGE_START = /^(?:from|between)\s/;
const RANGE_JOIN = /^\s?(?:to|and|until|till|through|thru|-)\s/;

/** Reads one period at the start of `text`. */
function readPeriod(text: string, year: number): TextPeriod | null {
  for (const { pattern, read } of RELATIVE) {
    const match = pattern.exec(text);
    const period = match ? read(match) : null;
    if (match && period) return { period, length: match[0].length };
  }
  const rangeStart = RANGE_START.exec(text);
  const afterPrefix = rangeStart ? rangeStart[0].length : 0;
  // Inside "between ... and ..." any month name is a month ("between May and August 2005"), "may" included.
  const end = (from: string, y: number) => readAbsolute(from, y) ?? (rangeStart ? readRangeMonth(from, y) : null);
  const first = end(text.slice(afterPrefix), year);
  if (first) {
    const rest = text.slice(afterPrefix + first.length);
    const join = RANGE_JOIN.exec(rest);
    const second = join ? end(rest.slice(join[0].length), Number(first.span.from.slice(0, 4))) : null;
    if (join && second) {
      // "March 1 and March 15, 2025": the year typed once covers both ends.
      const start =
        first.yearless && !second.yearless ? end(text.slice(afterPrefix), Number(second.span.to.slice(0, 4)))! : first;
      const span = { from: start.span.from, to: second.span.to };
      const length = afterPrefix + first.length + join[0].length + second.length;
      return { period: { kind: "range", dateRange: [span.from, span.to], days: daysBetween(span) }, length };
    }
  }
  for (const [prefix, kind] of [
    [SINCE, "since"],
    [BEFORE, "before"],
    [AFTER, "after"],
  ] as const) {
    const match = prefix.exec(text);
    const bound = match ? readAbsolute(text.slice(match[0].length), year) : null;
    if (match && bound) {
      // "applications from Q1 2025", "sales from 2024": a period of more than a day after a bare "from" is the
      // period itself; "from March 3" is where the rows start, as "since" says.
      if (match[0] === "from " && bound.span.from !== bound.span.to) {
        const span = bound.span;
        return {
          period: { kind: "range", dateRange: [span.from, span.to], days: daysBetween(span) },
          length: match[0].length + bound.length,
        };
      }
      const date = kind === "after" ? bound.span.to : bound.span.from;
      return { period: { kind, date, days: Infinity }, length: match[0].length + bound.length };
    }
  }
  const plain = readAbsolute(text, year);
  if (plain) {
    return {
      period: { kind: "range", dateRange: [plain.span.from, plain.span.to], days: daysBetween(plain.span) },
      length: plain.length,
    };
  }
  return null;
}

/**
 * Words a period can start with (every pattern above): other words are skipped without running the patterns,
 * which keeps the per-token cost of a long question at one set lookup. Tokens with a digit always try.
 */
const PERIOD_STARTS = new Set([
  "today",
  "yesterday",
  "the",
  "this",
  "current",
  "present",
  "last",
  "previous",
  "past",
  "prior",
  "preceding",
  "trailing",
  "year",
  "month",
  "quarter",
  "ytd",
  "mtd",
  "qtd",
  "since",
  "starting",
  "as",
  "from",
  "before",
  "until",
  "till",
  "up",
  "earlier",
  "after",
  "later",
  "between",
  "first",
  "second",
  "third",
  "fourth",
  "jan",
  "january",
  "feb",
  "february",
  "mar",
  "march",
  "apr",
  "april",
  "may",
  "jun",
  "june",
  "jul",
  "july",
  "aug",
  "august",
  "sep",
  "sept",
  "september",
  "oct",
  "october",
  "nov",
  "november",
  "dec",
  "december",
]);
const mayStartPeriod = (word: string) => PERIOD_STARTS.has(word) || /\d/.test(word);

/** Words after which a number is compared, not a year ("more than 2000", "above 2500", "at least 2000"). */
const COMPARED_AFTER = new Set(["above", "over", "under", "below", "than", "least", "most", "exceeding", "exactly"]);
const YEAR_LIKE = new RegExp(`^${YEAR_DIGITS}$`);

/** "above 2000 meters", "between 500 and 2000": a year-like number that a comparison or a range of numbers holds. */
function isCompared(words: string[], i: number): boolean {
  if (!YEAR_LIKE.test(words[i]!)) return false;
  if (COMPARED_AFTER.has(words[i - 1] ?? "")) return true;
  const low = words[i - 2] ?? "";
  return words[i - 1] === "and" && words[i - 3] === "between" && /^\d+$/.test(low) && !YEAR_LIKE.test(low);
}

/**
 * Finds every period in the question. `now` only supplies the year for dates typed without one.
 * Returns periods in question order; tokens they cover are reported through `start`/`end`.
 */
export function findPeriods(tokens: Token[], now: Date): Period[] {
  const words = tokens.map((token, i) => {
    // Quoted literals, numbers joined by hyphens ("2024-2025", a financial year) and a year joined to a word ("the
    // 2025-Fall semester") are values, not dates.
    if (token.quoted || inHyphenedNumber(tokens, i) || /^(?:\d{4}-[a-z]{3,}|[a-z]{3,}-\d{4})$/.test(token.text))
      return "\u0000";
    const number = /^[a-z]+$/.test(token.text) ? parseNumberAt(tokens, i) : null;
    return number && number.length === 1 && token.text !== "one" ? String(number.value) : token.text;
  });
  const starts: number[] = [];
  let text = "";
  for (const word of words) {
    starts.push(text.length);
    text += word + " ";
  }
  const tokenAt = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] ?? Infinity) <= offset) index++;
    return index;
  };
  const periods: Period[] = [];
  const year = now.getUTCFullYear();
  for (let i = 0; i < words.length; i++) {
    if (!mayStartPeriod(words[i]!)) continue;
    const found = readPeriod(text.slice(starts[i]), year);
    if (!found) continue;
    const end = tokenAt((starts[i] ?? 0) + found.length - 1) + 1;
    if (end === i + 1 && isCompared(words, i)) continue;
    const phrase = tokens
      .slice(i, end)
      .map((token) => token.raw)
      .join(" ");
    const { kind, dateRange, date, days } = found.period;
    periods.push({ kind, dateRange, date, days, start: i, end, phrase });
    i = end - 1;
  }
  return periods;
}

/**
 * "plays for Wonder Woman 1984": a year that a dictionary value spells together with the word before it is part of
 * that value (a title, an edition), not a period.
 */
export function periodInsideValue(values: Record<string, string[]>, tokens: readonly Token[], period: Period): boolean {
  const words = valueWords(values);
  const before = tokens[period.start - 1]?.text;
  const inside = tokens.slice(period.start, period.end).map((token) => token.text);
  if (!before || !words.has(before) || !inside.every((word) => words.has(word))) return false;
  const phrase = ` ${[before, ...inside].join(" ")} `;
  return Object.values(values).some(
    (list) => Array.isArray(list) && list.some((value) => ` ${wordsOfValue(value).join(" ")} `.includes(phrase)),
  );
}
