/**
 * Words a reading leaves unplaced (`unmatched`), and the two judgements built on them: a question of groupings
 * alone, and a question mostly about something else (rule 12).
 */
import { AGGREGATION_WORDS, STOPWORDS } from "../text/lexicon.js";
import { saysWholeData } from "./guess-common.js";
import { NEGATION_PHRASES, NEGATION_WORDS, SCATTER_WORDS, SHARE_WORDS } from "./cues.js";
import type { Understanding } from "./analyze.js";
import { isFree, textAt } from "./state.js";
import { isInflectedVerb, singular } from "../text/words.js";

/** Words that shaped the query without naming anything (aggregations, chart words) are not "unmatched". */
const SHAPING_WORDS = new Set([
  ...Object.keys(AGGREGATION_WORDS),
  ...SHARE_WORDS,
  ...SCATTER_WORDS,
  ...NEGATION_WORDS,
  ...NEGATION_PHRASES.flat(),
  "yet",
  "still",
  "already",
]);

/** Aggregations a query can only honour with a measure ("average O3 by station" is no listing of O3 values). */
export const MEASURE_AGGREGATIONS = new Set([
  "total",
  "sum",
  "average",
  "avg",
  "mean",
  "median",
  "minimum",
  "min",
  "maximum",
  "max",
]);

/**
 * "server protocol breakdown", "by region": the question names groupings and nothing else, so what each group
 * holds is the count of the grouped column's cube (any other word, placed or not, might be what was meant).
 */
export function onlyGroupings(u: Understanding): boolean {
  return (
    u.resolved.length > 0 &&
    u.resolved.every((item) => item.role === "group") &&
    unmatchedWords(u, true, true).length === 0
  );
}

/**
 * "absorption tests by turno" where no cube is named for the tests: the plural noun broken down, though unplaced, is
 * the rows of the grouped column's cube (rule 2), not a listing of the column. Only when nothing else is the
 * question's subject.
 */
export function breakdownOfUnplacedRows(u: Understanding): boolean {
  const by = u.cues.groupAt[0];
  if (by === undefined || by < 2 || u.resolved.some((item) => item.role === "free" || item.entity)) return false;
  const noun = u.state.tokens[by - 2]!;
  return u.state.used[by - 2] === null && /^\p{L}{3,}s$/u.test(noun.text) && singular(noun.text) !== noun.text;
}

/** Aggregations no count of rows honours ("max sum by state" is not how many rows each state has). */
const VALUE_AGGREGATIONS = new Set(["average", "avg", "mean", "median", "minimum", "min", "maximum", "max"]);

/**
 * An aggregation the user typed that the answer leaves unplaced: with no measure at all ("total payroll cost"), or
 * a value aggregation beside a mere count of rows ("average water absorption per unit" counting the tests).
 */
export function unansweredAggregation(unmatched: readonly string[], measured: boolean): boolean {
  return unmatched.some((word) => {
    const lower = word.toLowerCase();
    return MEASURE_AGGREGATIONS.has(lower) && (!measured || VALUE_AGGREGATIONS.has(lower));
  });
}

/** `measured`: the query has a measure; `named`: one the question named (not a count of the rows it is about). */
export function unmatchedWords(u: Understanding, measured: boolean, named: boolean): string[] {
  const unhonoured = (word: string) =>
    (!measured && MEASURE_AGGREGATIONS.has(word)) || (!named && VALUE_AGGREGATIONS.has(word));
  return u.state.tokens
    .filter(
      (token, i) =>
        u.state.used[i] === null &&
        !STOPWORDS.has(token.text) &&
        (!SHAPING_WORDS.has(token.text) || unhonoured(token.text)) &&
        !countedLightVerb(u, i) &&
        // "in the collection": where the rows are, which every answer is about.
        !saysWholeData(u.state, i) &&
        /\p{L}/u.test(token.text),
    )
    .map((token) => token.raw);
}

/** Verbs that only say a counted thing happened ("make a delivery", "take a trip", "do a job"). */
const LIGHT_VERBS = new Set(["make", "do", "take", "get", "have", "complete", "perform"]);
const AUXILIARIES = new Set(["did", "do", "does"]);

/**
 * "how many deliveries did courier Joao Silva make": the light verb an auxiliary leaves to the end of a count says
 * the counted rows happened; it names nothing the answer leaves out.
 */
function countedLightVerb(u: Understanding, i: number): boolean {
  if (!LIGHT_VERBS.has(u.state.tokens[i]!.text) || i !== u.state.tokens.length - 1) return false;
  return u.cues.countAt.some((at) => u.state.tokens.slice(at, i).some((token) => AUXILIARIES.has(token.text)));
}

/**
 * "what is the stock price of IBM": one catalogue word inside a question about something else. The
 * question is refused when that single phrase is all that was understood (no period, value, grouping),
 * an unknown word modifies it ("stock price": a different kind of price) and something else is unknown, or when
 * it only modifies two or more unknown nouns that end the question ("what is our customer churn rate": a rate,
 * not customers). Filler words ("hey, quickly pull mrr") do not modify the phrase, so casual questions are still
 * answered.
 */
export function mostlyForeign(u: Understanding, unmatchedCount: number): boolean {
  const only = u.resolved[0];
  if (!only || u.resolved.length !== 1 || u.state.periods.length > 0) return false;
  if (u.state.filters.some((f) => !f.guessed) || u.cues.granularity || u.cues.ranking || u.cues.groupAt.length > 0)
    return false;
  const before = only.mention.start - 1;
  const modified =
    before >= 0 &&
    u.state.used[before] === null &&
    !STOPWORDS.has(u.state.tokens[before]!.text) &&
    /\p{L}/u.test(u.state.tokens[before]!.text);
  const guessedWords = u.state.filters.filter((f) => f.weak).reduce((n, f) => n + f.phrase.split(/\s+/).length, 0);
  return (modified && unmatchedCount + guessedWords >= 2) || endsOnUnplacedNouns(u, only.mention.end);
}

/**
 * Every token after the phrase, two or more, is an unplaced content word, and the last is no verb ("customers
 * churned"). One may only say the phrase collectively ("voter base", "age groups").
 */
function endsOnUnplacedNouns(u: Understanding, end: number): boolean {
  const rest = u.state.tokens.slice(end);
  return (
    rest.length > 1 &&
    rest.every(
      (token, k) =>
        u.state.used[end + k] === null &&
        /\p{L}/u.test(token.text) &&
        !STOPWORDS.has(token.text) &&
        !SHAPING_WORDS.has(token.text),
    ) &&
    !isInflectedVerb(rest.at(-1)!.text)
  );
}

/**
 * "how many patients were admitted to the ER" on a ledger: the words counted are in no cube, and nothing but a guessed
 * value ("ER") points to one, so its count would answer another question. ("how many characters died per season" still
 * counts the cube its grouping is of.)
 */
export function countsUnplacedRows(u: Understanding, named: boolean): boolean {
  if (named || u.resolved.length > 0 || u.state.filters.some((filter) => !filter.guessed)) return false;
  return u.cues.countAt.some((at) => {
    let end = at;
    while (
      end < u.state.tokens.length &&
      isFree(u.state, end) &&
      !STOPWORDS.has(textAt(u.state, end)) &&
      /\p{L}/u.test(textAt(u.state, end))
    )
      end++;
    // "how many new signups": free words before a named noun only describe it; a condition after them ("wallets hold
    // more than 1000") names no noun.
    const nounNamed = end < u.state.tokens.length && ["mention", "value"].includes(u.state.used[end] ?? "");
    return end > at && !nounNamed;
  });
}
