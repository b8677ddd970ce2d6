/**
 * Other names a description states for its cube or member: "staff also call loans checkouts",
 * "Patrons, a.k.a. members", "Number of loans (checkouts)". Catalogue authors write down what people
 * call a thing; those words name it as surely as its title does. Only words the description explicitly
 * offers as another name count, never the rest of the description.
 */
import { STOPWORDS } from "../text/lexicon.js";
import { isStateWord } from "../text/words.js";

/** "also called X", "a.k.a. X", "also known as X", "sometimes called X", "referred to as X", "also call [them] X". */
const INTRODUCERS = [
  /\b(?:also|sometimes|often|commonly|usually)\s+(?:called|named|known\s+as|referred\s+to\s+as)\s+([^;.()]+)/g,
  /(?:^|[\s,(])(?:a\.k\.a\.?|aka)\s+([^;.()]+)/g,
  /\b(?:is|are)\s+referred\s+to\s+as\s+([^;.()]+)/g,
  // People calling it something ("staff also call loans checkouts"), never a system that "calls" a service.
  /\b(?:staff|people|users|we|they|customers|teams?|everyone|some|many|most)\s+(?:also\s+|sometimes\s+|often\s+|usually\s+)?call\s+([^;.()]+)/g,
];

/**
 * "Synonyms: revenue, total value, payment volume.", "Aliases: TPV": a list the description labels as other names.
 * Each item is a name as people type it, so it may share the thing's own words ("payment volume").
 */
/** Labels a description puts before a list of other names; described-values.ts keeps such lists out of values. */
export const NAME_LIST_LABEL = "(?:synonyms?|aliases|alias|other names?|also called|also known as|aka)";
const LABELLED_LIST = new RegExp(`\\b${NAME_LIST_LABEL}\\s*:\\s*([^;.()]+)`, "g");
const MAX_LISTED_WORDS = 4;

function listedName(words: string[], ownWords: Set<string>): string[] {
  const name = words.slice(leadingArticles(words, new Set()));
  // "how many payments" is a question, not a name; a name of only the thing's own words adds nothing.
  if (name.length === 0 || name.length > MAX_LISTED_WORDS || STOPWORDS.has(name[0]!)) return [];
  if (name.some((word) => !/^[a-z][a-z-]*$/.test(word))) return [];
  return name.every((word) => ownWords.has(word) || STOPWORDS.has(word)) ? [] : name;
}

/** Words standing for the thing itself before the alias ("call them checkouts"). */
const PRONOUNS = new Set(["it", "them", "these", "this", "those", "they"]);
/** Parentheses that hold units, currencies or examples, never another name. */
const NOT_NAMES = new Set([
  "usd",
  "eur",
  "gbp",
  "utc",
  "percent",
  "pct",
  "cents",
  "days",
  "hours",
  "minutes",
  "seconds",
  "kg",
  "km",
  "optional",
  "deprecated",
  "legacy",
  "approx",
  "estimated",
  "net",
  "gross",
  "incl",
  "excl",
  "total",
  "rounded",
  "local",
]);
const MAX_ALIAS_WORDS = 3;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/["'`]/g, "")
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 0);
}

/** Leading non-stopword words of one alternative ("the checkouts by staff" -> checkouts). */
/** How many words open `words` as articles (or as one of `also`, like the pronouns of "call them X"). */
function leadingArticles(words: readonly string[], also: ReadonlySet<string>): number {
  let start = 0;
  while (start < words.length && (["the", "a", "an"].includes(words[start]!) || also.has(words[start]!))) start++;
  return start;
}

function leadingName(words: string[], ownWords: Set<string>, skipOwn: boolean): string[] {
  let start = leadingArticles(words, PRONOUNS);
  // "staff also call loans checkouts": the thing's own word comes first, the other name after it.
  if (skipOwn && start + 1 < words.length && ownWords.has(words[start]!)) start++;
  const name: string[] = [];
  for (let i = start; i < words.length && name.length < MAX_ALIAS_WORDS; i++) {
    const word = words[i]!;
    if (STOPWORDS.has(word) || !/^[a-z][a-z-]*$/.test(word)) break;
    name.push(word);
  }
  return name.length > 0 && name.every((word) => word.length >= 3 && !ownWords.has(word)) ? name : [];
}

/** Words without which no description states another name (the patterns above): most descriptions have none. */
const ALIAS_MARKS = /call|named|known|referred|\baka\b|a\.k\.a|synonym|alias|other names?|\(/i;

/** The description may state another name: only then do the words around it (its cube's) matter. */
export function mayStateAliases(description: string | undefined): boolean {
  return description !== undefined && ALIAS_MARKS.test(description);
}

/**
 * Alias phrases (lowercase word lists) stated by `description`. `ownWords` are the thing's own name/title
 * words (a member's also its cube's): a parenthesis counts only right after one of them, with the same
 * number ("loans (checkouts)"), so "(in USD)" or "(see notes)" never becomes a name.
 */
export function statedAliases(description: string | undefined, ownWords: Set<string>): string[][] {
  if (!description || !mayStateAliases(description)) return [];
  const aliases: string[][] = [];
  const add = (words: string[]) => {
    if (words.length > 0 && !aliases.some((alias) => alias.join(" ") === words.join(" "))) aliases.push(words);
  };
  const text = description.toLowerCase();
  for (const pattern of INTRODUCERS) {
    const skipOwn = pattern === INTRODUCERS[3];
    for (const match of text.matchAll(pattern)) {
      for (const alternative of match[1]!.split(/,|\bor\b|\band\b|\//))
        add(leadingName(wordsOf(alternative), ownWords, skipOwn));
    }
  }
  for (const match of text.matchAll(LABELLED_LIST))
    for (const item of match[1]!.split(/,|\bor\b|\//)) add(listedName(wordsOf(item), ownWords));
  for (const match of text.matchAll(/([a-z]+)\s*\(([a-z][a-z -]{1,40})\)/g)) {
    const before = match[1]!;
    const inner = wordsOf(match[2]!);
    if (
      !ownWords.has(before) ||
      inner.length > 2 ||
      inner.some((word) => NOT_NAMES.has(word) || STOPWORDS.has(word) || isStateWord(word))
    )
      continue;
    const last = inner[inner.length - 1]!;
    if (before.endsWith("s") !== last.endsWith("s")) continue;
    add(leadingName(inner, ownWords, false));
  }
  return aliases;
}
