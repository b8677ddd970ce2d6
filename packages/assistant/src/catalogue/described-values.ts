/**
 * Values a text column's description lists: "Payment outcome: succeeded, failed, refunded, or pending.", "Card
 * network: visa, mastercard, amex.", "credit or debit.", "Services (e.g. POS, Cards, Banking)". Catalogue authors
 * write the values down where they have no dictionary to hand; such a list is the column's dictionary until the
 * catalogue or the request gives one (which then wins, column by column).
 */
import type { Catalogue } from "../types.js";
import { wordKeys } from "../text/words.js";
import { afterLastDot, identifierWords } from "./member-words.js";
import { NAME_LIST_LABEL } from "./aliases.js";

/** "Synonyms: ..." lists other names of the column, never its values (see aliases.ts). */
const NAME_LISTS = new RegExp(`\\b${NAME_LIST_LABEL}\\s*:[^;.()]*`, "gi");
const MAX_ITEM_WORDS = 3;
const MAX_ITEM_CHARS = 30;
/** Words of prose, not of a value: a list with them is a sentence ("used for any time filter"). */
const PROSE_WORDS = new Set(["the", "a", "an", "of", "for", "to", "is", "are", "was", "when", "which", "that", "use"]);

function itemsOf(segment: string): string[] | undefined {
  const items = segment
    .split(/,|;|\s+or\s+|\s+and\s+/)
    .map((item) =>
      item
        .trim()
        .replace(/^(?:or|and)\s+/i, "")
        .replace(/\.$/, "")
        .trim(),
    )
    .filter((item) => item.length > 0);
  // "a, b, etc." samples the values too.
  if (items.length < 2 || /\betc\b|\.\.\./i.test(segment)) return undefined;
  const valueLike = (item: string) => {
    const words = item.split(/\s+/);
    return (
      words.length <= MAX_ITEM_WORDS &&
      item.length <= MAX_ITEM_CHARS &&
      /^[\p{L}\p{N}]/u.test(item) &&
      // "1=Standard, 2=JFK" maps codes to labels that another column holds.
      !/[=→]/.test(item) &&
      !words.some((word) => PROSE_WORDS.has(word.toLowerCase()) || /^(?:e\.g|i\.e)\.?$/i.test(word))
    );
  };
  return items.every(valueLike) ? items : undefined;
}

/** Marks of a list (a comma, a colon, a parenthesis, "or"): only a text with one may list values. */
const LIST_MARKS = /[,;:(]|\s(?:or|and)\s/;
export const mayListValues = (text: string) => LIST_MARKS.test(text);

/**
 * The values one description lists, or none. `catalogueWords` (lower case): names of cubes and members. A title
 * ("Account Status (Active, Dormant, Frozen, Closed)") lists them only in parentheses: the rest of it is a name.
 */
export function valuesListedIn(
  description: string,
  catalogueWords: ReadonlySet<string> = new Set(),
  inTitle = false,
): string[] {
  const text = description.replace(NAME_LISTS, "").trim();
  const found: string[] = [];
  // A listed value that is also a name in the catalogue ("track" beside a `Tracks` cube) says nothing sure.
  const named = (item: string) => wordKeys(item.toLowerCase(), "catalogue").some((key) => catalogueWords.has(key));
  const take = (segment: string | undefined, wordsOnly = false) => {
    const items = segment === undefined ? undefined : itemsOf(segment);
    if (!items || (wordsOnly && items.some((item) => /\s/.test(item)))) return;
    for (const item of items) if (!found.includes(item) && !named(item)) found.push(item);
  };
  // "Label: a, b, c." — the list after a colon, to the end of its sentence.
  if (!inTitle) for (const match of text.matchAll(/:\s*([^:;()]+?)(?:\.(?:\s|$)|;|$)/g)) take(match[1]);
  // "(a, b or c)"; "(e.g. a, b)" only samples the values, so it is no dictionary.
  for (const match of text.matchAll(/\(([^()]+)\)/g))
    if (!/^\s*(?:e\.g\.?|for example|such as|like|including)\b/i.test(match[1]!)) take(match[1]);
  // The whole description is the list, of single words: "credit or debit.", "merchant, sub_merchant, or
  // hybrid_sub_merchant." ("Carrier code and number" is a phrase).
  if (found.length === 0 && !inTitle) take(text.replace(/[\s.]+$/, ""), true);
  return found;
}

/**
 * A title without the values it lists in parentheses ("Account Status (Active, Dormant)" -> "Account Status"): the
 * listed words are values, so a question's "dormant" is a value of the column, not a word of its name.
 */
export function titleWithoutListedValues(title: string): string {
  const name = title.replace(/\s*\(([^()]+)\)/g, (whole, inner: string) => (itemsOf(inner) ? "" : whole)).trim();
  return name.length > 0 ? name : title;
}

/** Every text dimension's listed values, keyed by qualified member name. */
export function describedValues(catalogue: Catalogue): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  const cubes = Array.isArray(catalogue.cubes) ? catalogue.cubes : [];
  // The catalogue's name words are needed only if some text may list values; most large catalogues have none.
  let catalogueWords: Set<string> | undefined;
  const wordsOfNames = () => (catalogueWords ??= nameWordsOf(cubes));
  for (const cube of cubes) {
    for (const member of Array.isArray(cube?.dimensions) ? cube.dimensions : []) {
      if (!member || typeof member.name !== "string") continue;
      if (String(member.type ?? "string").toLowerCase() !== "string") continue;
      const listedIn = (text: unknown, inTitle = false) =>
        typeof text === "string" && mayListValues(text) ? valuesListedIn(text, wordsOfNames(), inTitle) : [];
      const described = listedIn(member.description);
      const listed = described.length > 0 ? described : listedIn(member.title, true);
      if (listed.length === 0) continue;
      values[member.name.includes(".") ? member.name : `${cube.name}.${member.name}`] = listed;
    }
  }
  return values;
}

/** Word forms of every cube and member name (each distinct name split once). */
function nameWordsOf(cubes: Catalogue["cubes"]): Set<string> {
  const names = new Set<string>();
  for (const cube of cubes) {
    if (typeof cube?.name === "string") names.add(afterLastDot(cube.name));
    for (const member of [...(cube?.measures ?? []), ...(cube?.dimensions ?? [])])
      if (typeof member?.name === "string") names.add(afterLastDot(member.name));
  }
  const words = new Set<string>();
  for (const name of names)
    for (const word of identifierWords(name, true)) for (const key of wordKeys(word, "catalogue")) words.add(key);
  return words;
}
