/**
 * Initials in names and in questions: "POs" for purchase_orders, "mtd cost" for month_to_date_cost, "local health
 * district" for `lhdName`.
 */
import { STOPWORDS } from "../text/lexicon.js";
import { initials, isKnownWord, sharesForm, wordKeys } from "../text/words.js";

/** Function words whose letter an initialism keeps: ARPU, CPC, ROAS. */
const INITIAL_JOINERS = new Set(["per", "on", "of", "to", "for"]);

/** "po" or "POs" for purchase_orders, "pr" or "PRs" for PullRequests: the initials of two or more words, or their plural. */
export function isAcronymOf(label: readonly string[], word: string): boolean {
  // Initials stand for words people say: not for run-together ones no dictionary knows ("CV" is not
  // Contentprofileuniversity Videourl).
  if (label.length < 2 || label.some((part) => part.length > 12 && !isKnownWord(part))) return false;
  const letters = initials(label);
  return letters === word || (word.length > 2 && word.endsWith("s") && letters === word.slice(0, -1));
}

/**
 * "local health district" for `lhdName`: three or four typed words whose initials are a word of a name. Initials
 * that are an English word stand for the words only where the member's description says them (`spelledBy`).
 */
export function spelledInitials(words: readonly string[]): string | undefined {
  // "average revenue per account" for `arpa`, "return on ad spend" for `roas`: a joining word inside keeps its letter.
  const stop = (word: string, i: number) =>
    STOPWORDS.has(word) && !(i > 0 && i < words.length - 1 && INITIAL_JOINERS.has(word));
  if (words.length < 3 || words.length > 4 || words.some((word, i) => !/^[a-z]+$/.test(word) || stop(word, i)))
    return undefined;
  return initials(words);
}

/**
 * "career points per game" for `career_ppg`: the phrase's last three or four words spell initials, after one or more
 * words of their own. Each way of reading them, longest first.
 */
export function closingInitials(words: readonly string[]): { letters: string; length: number }[] {
  const found: { letters: string; length: number }[] = [];
  for (const length of [4, 3]) {
    if (words.length <= length) continue;
    const letters = spelledInitials(words.slice(-length));
    if (letters !== undefined) found.push({ letters, length });
  }
  return found;
}

/**
 * Initials a member's name has, spelled by the phrase: a name word no dictionary knows ("lhd"), or one it knows
 * whose member the description spells out (`cpi_vnd`, "Cost per install"); "car" is not "cost at retail".
 */
export function spelledBy(
  member: { nameWords: readonly string[]; descKeys: ReadonlySet<string> },
  spelled: string,
  words: readonly string[],
): boolean {
  if (!member.nameWords.includes(spelled)) return false;
  if (!isKnownWord(spelled)) return true;
  return words.every(
    (word) => STOPWORDS.has(word) || wordKeys(word, "question").some((key) => member.descKeys.has(key)),
  );
}

/** "mtd cost" for month_to_date_cost: initials of the name's first words, then its other words as written. */
export function opensWithInitials(label: readonly string[], words: readonly string[]): boolean {
  const [first, ...rest] = words;
  const opening = first!.length;
  if (opening < 2 || label.length !== opening + rest.length) return false;
  return initials(label.slice(0, opening)) === first && rest.every((word, j) => sharesForm(word, label[opening + j]!));
}
