/**
 * Cue scanning before member matching: granularity and trend words, sorting, ranking, limits, count
 * phrases and listing words. Cue tokens are marked used so they never become member mentions
 * ("ordered by" is not the orders cube).
 */
import { parseNumberAt } from "../text/numbers.js";
import {
  ASCENDING,
  BOTTOM_WORDS,
  MEASURE_SUPERLATIVES,
  DESCENDING,
  FREQUENCY_WORDS,
  GRANULARITY_ADJECTIVES,
  GRANULARITY_WORDS,
  GROUP_BEFORE,
  LIST_WORDS,
  SORT_WORDS,
  TIME_SORT_WORDS,
  TOP_WORDS,
  TREND_WORDS,
} from "./cues.js";
import { ABBREVIATIONS, CATALOGUE_ONLY_ABBREVIATIONS, STOPWORDS } from "../text/lexicon.js";
import { LIST_SEPARATORS } from "./listing.js";
import { type AttributeSuperlative, scanAttributeSuperlative } from "./attribute-adjectives.js";
import { singular, wordKeys } from "../text/words.js";
import { type ParseState, isFree, take, textAt, wordsAt } from "./state.js";

export interface Ranking {
  direction: "asc" | "desc";
  limit?: number;
  /** Where the ranked thing (a dimension or entity) is expected to start. */
  targetStart: number;
  /** Where the ranking measure is expected ("the most M", "best-selling"): start token. */
  measureStart?: number;
  /** "best-selling": rank by the sales-like measure when the question names none. */
  selling?: boolean;
  /** "the most common D": rank D's values by how many rows have them (the count), ANSWERS.md rule 7. */
  byFrequency?: boolean;
}

export interface Cues {
  granularity?: string;
  trend: boolean;
  sorts: { start: number; direction?: "asc" | "desc" }[];
  timeSort?: "asc" | "desc";
  limit?: number;
  /** The limit counts rows ("first 15 order numbers", "show 30 rows"): without a measure, a listing. */
  rowLimit?: boolean;
  ranking?: Ranking;
  /** Token index where a counted noun starts ("how many X"). */
  countAt: number[];
  listing: boolean;
  /** Token index right after a grouping word. */
  groupAt: number[];
  /** "the longest film": records picked by the column an adjective names. */
  attributeSuperlative?: AttributeSuperlative;
}

function numberAfter(state: ParseState, i: number): { value: number; length: number } | null {
  const parsed = parseNumberAt(state.tokens, i);
  return parsed && Number.isInteger(parsed.value) && parsed.value > 0 && parsed.value < 100_000 ? parsed : null;
}

/** "top 5", "bottom 3": a ranking word with its count, which a value's words never stand for. */
export function opensCountedRanking(state: ParseState, i: number): boolean {
  const word = textAt(state, i);
  return (word === "top" || word === "bottom") && numberAfter(state, i + 1) !== null;
}

function scanGranularity(state: ParseState, cues: Cues): void {
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i)) continue;
    const word = textAt(state, i);
    const unit = GRANULARITY_WORDS[word];
    // "default hourly rate", "ordered by days since last visit": the word starts a member's own name.
    if (unit && (GRANULARITY_ADJECTIVES.has(word) || GROUP_BEFORE.has(textAt(state, i - 1))) && inMemberLabel(state, i))
      continue;
    if (unit && (namesCyclePart(state, i) || pluralNamesMeasure(state, i))) continue;
    if (unit && GRANULARITY_ADJECTIVES.has(word)) {
      cues.granularity ??= unit;
      take(state, i, i + 1, "granularity");
    } else if (unit && (GROUP_BEFORE.has(textAt(state, i - 1)) || wordsAt(state, i - 2, ["for", "each"]))) {
      cues.granularity ??= unit;
      take(state, i - 1, i + 1, "granularity");
    } else if (unit && (listedAfterGrouping(state, i) || afterGroupedTimeColumn(state, i) || rankedPeriods(state, i))) {
      cues.granularity ??= unit;
      take(state, i, i + 1, "granularity");
    } else if (TREND_WORDS.has(word) || (word === "over" && textAt(state, i + 1) === "time") || word === "timeseries") {
      cues.trend = true;
      take(state, i, word === "over" ? i + 2 : i + 1, "trend");
    }
  }
}

/** "top 5 days by recordings": the periods ranked are the unit the measure is grouped by. */
function rankedPeriods(state: ParseState, i: number): boolean {
  const word = textAt(state, i);
  return word.endsWith("s") && i >= 2 && opensCountedRanking(state, i - 2) && numberAfter(state, i - 1)?.length === 1;
}

/**
 * "by birth year", "per signup month": a time noun after the words of a date column, opened by "by" or "per", is
 * the unit that column is grouped by.
 */
function afterGroupedTimeColumn(state: ParseState, i: number): boolean {
  const unit = textAt(state, i);
  for (let start = i - 1; start >= Math.max(1, i - 2); start--) {
    if (!GROUP_BEFORE.has(textAt(state, start - 1))) continue;
    const words = state.tokens.slice(start, i).map((token) => token.text);
    const times = (word: string) =>
      new Set(
        wordKeys(word, "question").flatMap((key) =>
          (state.index.memberKeys.get(key) ?? []).filter((hit) => hit.member.type === "time").map((hit) => hit.member),
        ),
      );
    const [first, ...rest] = words.map(times);
    // "by from year" for `fromYear`: the unit is the column's own word, not how it is grouped.
    return [...first!].some((member) => rest.every((set) => set.has(member)) && !member.labelKeys.has(unit));
  }
  return false;
}

/** "by branch name and month": a time noun that ends a list of groupings opened by "by" or "per". */
export function listedAfterGrouping(state: ParseState, i: number): boolean {
  if (!LIST_SEPARATORS.has(textAt(state, i - 1))) return false;
  for (let j = i - 2; j >= Math.max(0, i - 6); j--) {
    const word = textAt(state, j);
    if (GROUP_BEFORE.has(word)) return true;
    if (STOPWORDS.has(word) && !LIST_SEPARATORS.has(word)) return false;
  }
  return false;
}

/**
 * "by day of week", "hour of day": a part of a cycle that a column holds (`pickupDayOfWeek`) is that column, not a
 * grouping by day.
 */
function namesCyclePart(state: ParseState, i: number): boolean {
  const cycle = textAt(state, i + 2);
  if (textAt(state, i + 1) !== "of" || GRANULARITY_WORDS[cycle] === undefined) return false;
  const part = textAt(state, i);
  return (state.index.memberKeys.get(part) ?? []).some(
    (hit) => hit.member.kind === "dimension" && hit.member.type !== "time" && hit.member.labelKeys.has(cycle),
  );
}

/**
 * "default hourly rate", "annual salary": a granularity adjective that a member's own name puts next to the
 * following word is part of that name, not a grouping by time. So is "listing" in "a listing price" (the word
 * after, `side` 1) and "number" in "claim number of the claim ..." (the word before, `side` -1).
 */
function inMemberLabel(state: ParseState, i: number, side: 1 | -1 = 1): boolean {
  const neighbour = wordKeys(textAt(state, i + side), "question");
  if (neighbour.length === 0 || !isFree(state, i + side)) return false;
  return (state.index.memberKeys.get(textAt(state, i)) ?? []).some(
    (hit) =>
      hit.source === "name" &&
      hit.member.kind === "dimension" &&
      neighbour.some((key) => hit.member.labelKeys.has(key)),
  );
}

/** "top 3 reporters by hours" with an `hours` measure: a plural time unit that is a measure's whole name is it. */
function pluralNamesMeasure(state: ParseState, i: number): boolean {
  const word = textAt(state, i);
  if (singular(word) === word) return false;
  const whole = (words: readonly string[]) => words.length === 1 && singular(words[0]!) === singular(word);
  return (state.index.memberKeys.get(word) ?? []).some(
    (hit) => hit.member.kind === "measure" && (whole(hit.member.nameWords) || whole(hit.member.titleWords)),
  );
}

/**
 * "sessions by number of events", "how many sessions had a number of events above 50" with `Sessions.numberEvents`:
 * "number of" and the word after it spell a numeric column's whole name, and the question names that column's
 * own cube elsewhere, so the phrase is the column, not a count of events ("number of events by day" still counts).
 */
function namesNumberColumn(state: ParseState, i: number): boolean {
  const next = wordKeys(textAt(state, i + 2), "question");
  if (next.length === 0 || !isFree(state, i + 2)) return false;
  const elsewhere = state.tokens.flatMap((token, k) => (k < i || k > i + 2 ? wordKeys(token.text, "question") : []));
  return (state.index.memberKeys.get("number") ?? []).some((hit) => {
    const { member } = hit;
    const words = member.nameWords.filter((word) => !STOPWORDS.has(word));
    const cube = state.index.cubeByName.get(member.cube);
    return (
      hit.source === "name" &&
      member.kind === "dimension" &&
      member.type === "number" &&
      words.length === 2 &&
      words.some((word) => word !== "number" && wordKeys(word, "catalogue").some((key) => next.includes(key))) &&
      elsewhere.some((key) => cube?.keys.has(key))
    );
  });
}

function scanSorting(state: ParseState, cues: Cues): void {
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i)) continue;
    const word = textAt(state, i);
    if (SORT_WORDS.has(word) && textAt(state, i + 1) === "by") {
      take(state, i, i + 2, "sort");
      cues.sorts.push({ start: i + 2 });
    } else if (ASCENDING.has(word) || DESCENDING.has(word)) {
      const direction = ASCENDING.has(word) ? "asc" : "desc";
      const last = cues.sorts[cues.sorts.length - 1];
      if (last) last.direction = direction;
      // "sorted descending" names no member: the first measure is sorted.
      else cues.sorts.push({ start: -1, direction });
      if (SORT_WORDS.has(textAt(state, i - 1))) take(state, i - 1, i, "sort");
      take(state, textAt(state, i - 1) === "in" ? i - 1 : i, textAt(state, i + 1) === "order" ? i + 2 : i + 1, "sort");
    } else if (textAt(state, i + 1) === "first" && TIME_SORT_WORDS.has(word)) {
      cues.timeSort = word === "oldest" || word === "earliest" ? "asc" : "desc";
      take(state, textAt(state, i - 1) === "most" ? i - 1 : i, i + 2, "sort");
    }
  }
}

/** "the most common D", "3 most frequent D", "least popular D": a count by D, ranked (limit 1 unless a number says). */
function scanFrequencyRanking(state: ParseState, cues: Cues): void {
  for (let i = 0; i < state.tokens.length; i++) {
    const word = textAt(state, i);
    if ((word !== "most" && word !== "least") || !FREQUENCY_WORDS.has(textAt(state, i + 1))) continue;
    if (!isFree(state, i) || !isFree(state, i + 1)) continue;
    let lead: { value: number; length: number } | null = null;
    for (let start = Math.max(0, i - 3); start < i && !lead; start++) {
      const n = numberAfter(state, start);
      if (n && start + n.length === i) lead = n;
    }
    const first = lead ? i - lead.length : i;
    cues.ranking ??= {
      direction: word === "most" ? "desc" : "asc",
      limit: lead?.value ?? 1,
      targetStart: i + 2,
      byFrequency: true,
    };
    take(state, first, i + 2, "rank");
    return;
  }
}

function scanLimitsAndRanking(state: ParseState, cues: Cues): void {
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i)) continue;
    const word = textAt(state, i);
    const next = textAt(state, i + 1);
    if ((word === "limit" || word === "first") && numberAfter(state, i + 1)) {
      const n = numberAfter(state, i + 1)!;
      cues.limit = n.value;
      if (word === "first") cues.rowLimit = true;
      take(state, i, i + 1 + n.length, "limit");
      continue;
    }
    if (["show", "return", "display"].includes(word) && numberAfter(state, i + 1)) {
      const n = numberAfter(state, i + 1)!;
      if (["rows", "results", "records", "lines"].includes(textAt(state, i + 1 + n.length))) {
        cues.limit = n.value;
        cues.rowLimit = true;
        // "show 30 rows of patient names": rows of something are a listing.
        if (textAt(state, i + 2 + n.length) === "of") cues.listing = true;
        take(state, i, i + 2 + n.length, "limit");
        continue;
      }
    }
    if (
      (TOP_WORDS.has(word) || BOTTOM_WORDS.has(word)) &&
      ["selling", "sellers", "seller", "performing", "performers"].includes(next)
    ) {
      const direction = BOTTOM_WORDS.has(word) ? "asc" : "desc";
      // "the best-selling product" is one; "best-selling products" are a top 10.
      const plural = /[^s]s$/.test(textAt(state, i + 2)) || next.endsWith("ers");
      cues.ranking ??= { direction, limit: plural ? 10 : 1, targetStart: i + 2, selling: next.startsWith("sell") };
      take(state, i, i + 2, "rank");
      continue;
    }
    if (
      (word === "top" || word === "bottom" || (BOTTOM_WORDS.has(word) && word !== "least" && word !== "fewest")) &&
      !cues.ranking
    ) {
      const n = numberAfter(state, i + 1);
      const direction = word === "top" ? "desc" : "asc";
      if (n || word === "top" || word === "bottom") {
        cues.ranking = { direction, limit: n ? n.value : 10, targetStart: i + 1 + (n?.length ?? 0) };
        take(state, i, i + 1 + (n?.length ?? 0), "rank");
        continue;
      }
    }
    // "3 highest brands", "5 worst campaigns", "5 slowest endpoints by latency"
    const lead = numberAfter(state, i);
    const rankWord = lead ? textAt(state, i + lead.length) : "";
    if (
      lead &&
      (TOP_WORDS.has(rankWord) || BOTTOM_WORDS.has(rankWord) || MEASURE_SUPERLATIVES[rankWord]) &&
      !cues.ranking
    ) {
      cues.ranking = {
        direction: MEASURE_SUPERLATIVES[rankWord] ?? (BOTTOM_WORDS.has(rankWord) ? "asc" : "desc"),
        limit: lead.value,
        targetStart: i + lead.length + 1,
      };
      take(state, i, i + lead.length + 1, "rank");
      continue;
    }
    if (word === "which" || word === "what") scanWhichMost(state, cues, i);
    if (word === "with") scanWithTheMost(state, cues, i);
  }
}

/**
 * "controller support with the highest avg review score": a question that opens with what is ranked and says
 * "with the highest M" ranks by M; the singular asks for one, a number before it for that many. A record
 * superlative ("the url of the PR with the highest count") names its record through "of" and is read elsewhere.
 */
function scanWithTheMost(state: ParseState, cues: Cues, i: number): void {
  const word = textAt(state, i + 2);
  const top = TOP_WORDS.has(word);
  if (cues.ranking || textAt(state, i + 1) !== "the" || (!top && !BOTTOM_WORDS.has(word)) || !isFree(state, i + 2))
    return;
  const opening = textAt(state, 0) === "the" ? 1 : 0;
  // "the 3 device names with the lowest total duration": a number before what is ranked is how many.
  const lead = numberAfter(state, opening);
  const targetStart = opening + (lead?.length ?? 0);
  if (i <= targetStart || state.tokens.slice(0, i).some((token) => token.text === "of" || token.text === "how")) return;
  cues.ranking = {
    direction: top ? "desc" : "asc",
    ...(lead ? { limit: lead.value } : isSingularSubject(state, i - 1, i) ? { limit: 1 } : {}),
    targetStart,
    measureStart: i + 3,
  };
  if (lead) take(state, opening, targetStart, "rank");
  take(state, i + 1, i + 3, "rank");
}

/** "which 3 cities have the most M", "which channel brings in the most M" (singular -> limit 1). */
function scanWhichMost(state: ParseState, cues: Cues, i: number): void {
  const n = numberAfter(state, i + 1);
  const targetStart = i + 1 + (n?.length ?? 0);
  // "what's the biggest invoice amount" is an aggregate, not a ranking: the ranked noun must follow "which/what".
  if (STOPWORDS.has(textAt(state, targetStart))) return;
  for (let j = targetStart + 1; j < Math.min(state.tokens.length, targetStart + 7); j++) {
    const word = textAt(state, j);
    const top = word === "most" || word === "highest" || word === "largest" || word === "biggest" || word === "best";
    const bottom =
      word === "least" || word === "lowest" || word === "fewest" || word === "smallest" || word === "worst";
    if ((!top && !bottom) || !isFree(state, j)) continue;
    const singular = !n && isSingularSubject(state, targetStart, j);
    cues.ranking ??= {
      direction: top ? "desc" : "asc",
      ...(n ? { limit: n.value } : singular ? { limit: 1 } : {}),
      targetStart,
      measureStart: j + 1,
    };
    take(state, i, i + 1 + (n?.length ?? 0), "rank");
    take(state, j, j + 1, "rank");
    return;
  }
}

const SINGULAR_VERBS = new Set(["has", "is", "was", "does", "had"]);
const PLURAL_VERBS = new Set(["have", "are", "were", "do"]);

/** "which sales rep has" (singular verb) vs "which channels have"; else the noun's own number. */
function isSingularSubject(state: ParseState, start: number, end: number): boolean {
  for (let k = start + 1; k < end; k++) {
    if (SINGULAR_VERBS.has(textAt(state, k))) return true;
    if (PLURAL_VERBS.has(textAt(state, k))) return false;
  }
  const noun = textAt(state, start);
  return !/s$/.test(noun) || /ss$/.test(noun);
}

/** "number", or a short form of it said in questions ("nr of voters", "num of orders", "# of tickets"). */
const saysNumber = (word: string) =>
  word === "number" || (ABBREVIATIONS[word] === "number" && !CATALOGUE_ONLY_ABBREVIATIONS.has(word));

function scanCountsAndListing(state: ParseState, cues: Cues): void {
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i)) continue;
    const word = textAt(state, i);
    if (
      wordsAt(state, i, ["how", "many"]) ||
      (saysNumber(word) &&
        textAt(state, i + 1) === "of" &&
        !inMemberLabel(state, i, -1) &&
        !namesNumberColumn(state, i)) ||
      wordsAt(state, i, ["count", "of"])
    ) {
      take(state, i, i + 2, "count");
      cues.countAt.push(i + 2);
    } else if (i === 0 && word === "count" && !STOPWORDS.has(textAt(state, 1)) && !inMemberLabel(state, i)) {
      // "count transactions with a title starting with Rent": the command counts the rows it names.
      take(state, 0, 1, "count");
      cues.countAt.push(1);
    } else if (
      // "products with a listing price above 30", "list price by brand": the word opens a column's name.
      (LIST_WORDS.has(word) && !inMemberLabel(state, i)) ||
      (word === "show" && textAt(state, i + 1) === "all")
    ) {
      cues.listing = true;
      take(state, i, i + 1, "list");
    } else if (word === "with" && textAt(state, i + 1) === "their") {
      // "show paid invoices with their currency and amount": the records themselves, with attributes (rule 2).
      cues.listing = true;
    } else if (GROUP_BEFORE.has(word)) {
      cues.groupAt.push(i + 1);
    }
  }
}

export function scanCues(state: ParseState): Cues {
  const cues: Cues = { trend: false, sorts: [], countAt: [], listing: false, groupAt: [] };
  scanGranularity(state, cues);
  scanSorting(state, cues);
  scanFrequencyRanking(state, cues);
  // Before rankings: "the 3 longest films" picks films by their length, where "3 longest" would rank a measure.
  const superlative = scanAttributeSuperlative(state);
  if (superlative) cues.attributeSuperlative = superlative;
  scanLimitsAndRanking(state, cues);
  scanCountsAndListing(state, cues);
  return cues;
}
