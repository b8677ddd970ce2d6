/** Cue words that shape the query (grouping, ranking, sorting, comparisons, granularity, negation). */

export const GRANULARITY_WORDS: Record<string, string> = {
  minute: "minute",
  minutes: "minute",
  hourly: "hour",
  hour: "hour",
  hours: "hour",
  daily: "day",
  day: "day",
  days: "day",
  weekly: "week",
  week: "week",
  weeks: "week",
  monthly: "month",
  month: "month",
  months: "month",
  quarterly: "quarter",
  quarter: "quarter",
  quarters: "quarter",
  yearly: "year",
  year: "year",
  years: "year",
  annual: "year",
  annually: "year",
};
/** Adjectival forms set a granularity wherever they appear; nouns only after a grouping cue ("by month"). */
export const GRANULARITY_ADJECTIVES = new Set([
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "quarterly",
  "yearly",
  "annual",
  "annually",
]);
export const TREND_WORDS = new Set([
  "trend",
  "trends",
  "trending",
  "trended",
  "timeline",
  "evolution",
  "evolve",
  "evolved",
]);

/** "call volume": how many there are of the thing named before it. */
export const VOLUME_WORDS = new Set(["volume", "volumes"]);

/** Words after which the next member is a grouping (ANSWERS.md rule 3). */
export const GROUP_BEFORE = new Set(["by", "per", "each", "every", "across"]);
/** Words after the member that make it a grouping ("country breakdown"). */
export const GROUP_AFTER = new Set(["breakdown", "wise"]);

export const SORT_WORDS = new Set(["sorted", "sort", "ordered", "order", "ranked", "rank", "sorting", "ordering"]);
/** "latest first", "oldest first": records ordered by their date. */
export const TIME_SORT_WORDS = new Set(["newest", "latest", "recent", "oldest", "earliest"]);
export const ASCENDING = new Set(["ascending", "asc", "increasing"]);
export const DESCENDING = new Set(["descending", "desc", "decreasing"]);

export const TOP_WORDS = new Set(["top", "best", "highest", "largest", "biggest", "most", "leading", "greatest"]);
export const BOTTOM_WORDS = new Set(["bottom", "worst", "lowest", "smallest", "least", "fewest", "weakest"]);
/**
 * Superlatives that rank by a measure of time, size, cost, heat or height after a count ("5 slowest endpoints by
 * p99 latency", "3 cheapest plans by price", "3 coldest rooms by average temperature"): slow, long, busy, hot and tall
 * are much of it, fast, short, cheap and cold little.
 */
export const MEASURE_SUPERLATIVES: Record<string, "asc" | "desc"> = {
  slowest: "desc",
  longest: "desc",
  busiest: "desc",
  heaviest: "desc",
  costliest: "desc",
  priciest: "desc",
  hottest: "desc",
  warmest: "desc",
  wettest: "desc",
  tallest: "desc",
  richest: "desc",
  loudest: "desc",
  deepest: "desc",
  fastest: "asc",
  quickest: "asc",
  shortest: "asc",
  cheapest: "asc",
  lightest: "asc",
  coldest: "asc",
  coolest: "asc",
  driest: "asc",
  poorest: "asc",
  quietest: "asc",
  shallowest: "asc",
};

/** "which vendor sold the most items": the superlatives of a quantity that a verb may come before. */
export const QUANTITY_SUPERLATIVES = new Set(["most", "least", "fewest"]);

/** "the most common / frequent / popular D": how often a value occurs, i.e. a count (rule 7). */
export const FREQUENCY_WORDS = new Set(["common", "frequent", "popular", "usual", "prevalent"]);

export const LIST_WORDS = new Set(["list", "listing", "enumerate"]);

export const NEGATION_WORDS = new Set([
  "not",
  "excluding",
  "exclude",
  "except",
  "non",
  "without",
  "isn't",
  "aren't",
  "never",
]);
export const NEGATION_PHRASES = [
  ["other", "than"],
  ["apart", "from"],
  ["aside", "from"],
  ["out", "of"],
  ["rather", "than"],
];

export const SCATTER_WORDS = new Set(["vs", "versus", "against"]);
export const SHARE_WORDS = new Set(["share", "proportion", "percentage", "distribution", "split", "mix", "portion"]);

/** Comparison phrases -> Cube operators, longest first. */
export const COMPARISONS: [string[], string][] = [
  [["greater", "than", "or", "equal", "to"], "gte"],
  [["less", "than", "or", "equal", "to"], "lte"],
  [["no", "less", "than"], "gte"],
  [["no", "more", "than"], "lte"],
  [["no", "fewer", "than"], "gte"],
  [["more", "than"], "gt"],
  [["greater", "than"], "gt"],
  [["higher", "than"], "gt"],
  [["larger", "than"], "gt"],
  [["bigger", "than"], "gt"],
  [["less", "than"], "lt"],
  [["fewer", "than"], "lt"],
  [["lower", "than"], "lt"],
  [["smaller", "than"], "lt"],
  [["longer", "than"], "gt"],
  [["shorter", "than"], "lt"],
  [["at", "least"], "gte"],
  [["at", "most"], "lte"],
  [["up", "to"], "lte"],
  [["equal", "to"], "equals"],
  [["exactly"], "equals"],
  [["equals"], "equals"],
  [["over"], "gt"],
  [["above"], "gt"],
  [["exceeding"], "gt"],
  [["exceeds"], "gt"],
  [["under"], "lt"],
  [["below"], "lt"],
  [[">="], "gte"],
  [["<="], "lte"],
  [[">"], "gt"],
  [["<"], "lt"],
  [["="], "equals"],
];
/** "25 or less", "10 or more" */
export const TRAILING_COMPARISONS: [string[], string][] = [
  [["or", "more"], "gte"],
  [["or", "greater"], "gte"],
  [["or", "higher"], "gte"],
  [["or", "above"], "gte"],
  [["or", "less"], "lte"],
  [["or", "fewer"], "lte"],
  [["or", "lower"], "lte"],
  [["or", "below"], "lte"],
  [["plus"], "gte"],
];

export const TEXT_OPERATORS: [string[], string][] = [
  [["starting", "with"], "startsWith"],
  [["starts", "with"], "startsWith"],
  [["start", "with"], "startsWith"],
  [["beginning", "with"], "startsWith"],
  [["begins", "with"], "startsWith"],
  [["begin", "with"], "startsWith"],
  [["ending", "with"], "endsWith"],
  [["ends", "with"], "endsWith"],
  [["end", "with"], "endsWith"],
  [["containing"], "contains"],
  [["contains"], "contains"],
  [["contain"], "contains"],
  [["including"], "contains"],
  [["includes"], "contains"],
  [["like"], "contains"],
  [["matching"], "contains"],
  [["mentioning"], "contains"],
];

export const CUE_VOCABULARY: string[] = [
  ...Object.keys(GRANULARITY_WORDS),
  ...TREND_WORDS,
  ...SORT_WORDS,
  ...ASCENDING,
  ...DESCENDING,
  ...TOP_WORDS,
  ...BOTTOM_WORDS,
  ...Object.keys(MEASURE_SUPERLATIVES),
  "yesterday",
  "today",
  "previous",
  "last",
  "since",
  "before",
  "between",
  "excluding",
  "breakdown",
  "average",
  "total",
  "distribution",
  "percentage",
  "proportion",
  "containing",
  "starting",
  "ending",
];
