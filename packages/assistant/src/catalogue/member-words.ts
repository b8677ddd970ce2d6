/**
 * The words of catalogue names: identifiers split into words (snake_case, camelCase, run-together words,
 * table prefixes), and everything a member's name, title and description contribute to the index, derived once
 * per distinct member.
 */
import type { Member } from "../types.js";
import type { IndexedMember, WordSource } from "./index.js";
import { ABBREVIATIONS, AGGREGATION_WORDS, STOPWORDS } from "../text/lexicon.js";
import { foldAccents, splitCompound, wordKeys } from "../text/words.js";
import { mayStateAliases, statedAliases } from "./aliases.js";
import { mayListValues, valuesListedIn } from "./described-values.js";

const SHORT_PREFIX = /^([a-z]{1,2})_(?=[a-z]{2})/i;

/** A qualified name's last part (`orders.status` -> status); a name without a dot is itself. */
export function afterLastDot(name: string): string {
  return name.slice(name.lastIndexOf(".") + 1);
}

/**
 * Splits an identifier or a title into lowercase words: `l_extendedPrice` -> extended, price. With
 * `splitRunTogether` false, run-together words stay whole ("acctbal"), as someone may type them.
 * `tablePrefix` is the one/two-letter prefix to drop: by default any (cube names), for members only the
 * prefix their cube puts on most of its members (`l_`, `ps_` in TPC-H), so that a word such as "po" in
 * `po_count` next to `total_po_value` is kept.
 */
export function identifierWords(
  text: string,
  isIdentifier: boolean,
  splitRunTogether = true,
  tablePrefix: string | null | undefined = undefined,
): readonly string[] {
  // Large catalogues repeat the same short names in every cube ("status", "created_at"): split each once.
  const key = `${isIdentifier ? "i" : "t"}${splitRunTogether ? "s" : "w"}${tablePrefix ?? "-"}${tablePrefix === undefined ? "u" : ""}:${isIdentifier ? afterLastDot(text) : text}`;
  let words = wordsCache.get(key);
  if (!words) {
    words = splitIdentifier(text, isIdentifier, splitRunTogether, tablePrefix);
    if (wordsCache.size >= 100_000) wordsCache.clear();
    wordsCache.set(key, words);
  }
  return words;
}
const wordsCache = new Map<string, readonly string[]>();

function splitIdentifier(
  text: string,
  isIdentifier: boolean,
  splitRunTogether: boolean,
  tablePrefix: string | null | undefined,
): string[] {
  // "Humidité", "Précipitations": accents are folded, so the words match as typed with or without them.
  let source = foldAccents(text);
  // "Memory Utilized %": the sign is the word "percent", as the question's "%" after a word is (tokenize.ts).
  if (!isIdentifier) source = source.replace(/%/g, " percent ");
  if (isIdentifier) {
    source = afterLastDot(source);
    const prefix = SHORT_PREFIX.exec(source)?.[1];
    // TPC-H style one/two-letter table prefixes (`l_`, `ps_`) carry no meaning.
    if (prefix && (tablePrefix === undefined || prefix.toLowerCase() === tablePrefix))
      source = source.slice(prefix.length + 1);
  }
  const words = source
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    // "HTTPServer" -> HTTP Server, but a plural of initials stays one word ("Fail TCs", "openPRs", "URLsByHost").
    .replace(/([A-Z]+)([A-Z](?!s(?![a-z]))[a-z])/g, "$1 $2")
    // After the case split: "reviewVelocity7d" -> review velocity 7d; short heads stay whole ("p75", "q4" are read
    // by letterDigitForms), also inside a longer name ("averageO3" -> average o3, like the column `o3`).
    .replace(/([a-zA-Z]{3})(\d)/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9#]+/)
    .filter((word) => word.length > 0);
  return words.flatMap((word) => (isIdentifier && splitRunTogether ? splitCompound(word) : [word]));
}

export function uniqueWords(words: string[]): string[] {
  return [...new Set(words)];
}

export function keysOf(words: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const word of words) for (const key of wordKeys(word, "catalogue")) keys.add(key);
  return keys;
}

/**
 * The short prefix a cube puts on its columns' names (`l_` on every lineitem column), if at least half of
 * its dimensions, and two at least, carry the same one: only then is it a table prefix and not a word ("po_count").
 */
export function tablePrefixOf(members: unknown[]): string | null {
  const counts = new Map<string, number>();
  for (const member of members) {
    const name = afterLastDot(String((member as Member | undefined)?.name ?? ""));
    const prefix = SHORT_PREFIX.exec(name)?.[1]?.toLowerCase();
    if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [prefix, count] of counts) if (count > bestCount) [best, bestCount] = [prefix, count];
  // One column is no convention: `ad_format` beside `platform` keeps its "ad".
  return bestCount >= 2 && bestCount * 2 >= members.length ? best : null;
}

/**
 * "p75" for percentile_75, "q4" for quarter_4: a word followed by a number is written as its initial and the
 * number, the usual short form of ordinal or percentile names, or with the number run into it ("sales1"); either
 * names the member like its title would.
 */
function letterDigitForms(words: readonly string[]): string[][] {
  const forms: string[][] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [word, number] = [words[i]!, words[i + 1]!];
    // "sales1" for the `sales_1` of `sales1UserId`, as the name is typed: the number run into its word.
    if (/^[a-z]{3,}$/.test(word) && /^\d{1,3}$/.test(number)) forms.push([`${word[0]}${number}`], [`${word}${number}`]);
  }
  return forms;
}

/** What a member's words are, whatever cube it is in: shared by every member with the same name and labels. */
export type MemberWords = Omit<
  IndexedMember,
  "name" | "cube" | "kind" | "type" | "title" | "description" | "runTogetherName" | "order"
>;

/**
 * Values kept per (name, title, description) in nested maps: looking a member up hashes the catalogue's own strings
 * (hashed once each) instead of a key joined anew for every member. Forgets everything past `size` entries.
 */
class LabelsCache<V> {
  private readonly byName = new Map<string, Map<string, Map<string, V>>>();
  private entries = 0;
  constructor(
    private readonly size: number,
    private readonly create: (description: string) => V,
  ) {}

  get(name: string, title: string, description: string): V {
    let byTitle = this.byName.get(name);
    if (!byTitle) this.byName.set(name, (byTitle = new Map<string, Map<string, V>>()));
    let byDescription = byTitle.get(title);
    if (!byDescription) byTitle.set(title, (byDescription = new Map<string, V>()));
    let value = byDescription.get(description);
    if (value === undefined) {
      if (++this.entries > this.size) {
        this.byName.clear();
        this.entries = 0;
        return this.get(name, title, description);
      }
      byDescription.set(description, (value = this.create(description)));
    }
    return value;
  }
}

/**
 * Large catalogues repeat the same members in every cube ("status", "created_at", "count"): their words are
 * derived once per distinct name, title and description, which keeps the build's time and garbage down.
 */
interface LabelsEntry {
  /** The description may state other names (aliases.ts): then the member's words depend on its cube's. */
  mayStateAliases: boolean;
  byVariant: Map<string, MemberWords>;
}
const memberWordsCache = new LabelsCache<LabelsEntry>(50_000, (description) => ({
  mayStateAliases: mayStateAliases(description || undefined),
  byVariant: new Map(),
}));

/** Cube's own words for what a member is: `enemy_dimension`, `picks_measure` are the enemy and the picks. */
const KIND_SUFFIXES = new Set(["dimension", "measure"]);

function withoutKindSuffix(words: readonly string[]): readonly string[] {
  return words.length >= 2 && KIND_SUFFIXES.has(words.at(-1)!) ? words.slice(0, -1) : words;
}

export function memberWords(
  name: string,
  title: string | undefined,
  description: string | undefined,
  isTime: boolean,
  isCount: boolean,
  tablePrefix: string | null,
  cubeWords: string[],
): MemberWords {
  // Stated aliases skip the cube's own words, so only a described member depends on its cube.
  // Keyed part by part (no joined key string per member: a large catalogue indexes tens of thousands of them).
  const labels = memberWordsCache.get(afterLastDot(name), title ?? "", description ?? "");
  const cubePart = !isCount && labels.mayStateAliases ? cubeWords.join(" ") : "";
  const variant = `${isTime ? "t" : "-"}${isCount ? "c" : "-"}${tablePrefix ?? ""}\u0000${cubePart}`;
  const cached = labels.byVariant.get(variant);
  if (cached) return cached;
  const nameWords = withoutKindSuffix(identifierWords(name, true, true, tablePrefix));
  const titleWords = title ? identifierWords(title, false) : [];
  const labelWords = uniqueWords([...nameWords, ...titleWords]);
  const runTogether = identifierWords(name, true, false, tablePrefix).filter((word) => !nameWords.includes(word));
  // A count's stated alias ("Number of courses (classes)") names the counted entity, so it belongs to the cube.
  const aliasWords = [
    ...(isCount || !labels.mayStateAliases ? [] : statedAliases(description, new Set([...labelWords, ...cubeWords]))),
    ...letterDigitForms(nameWords),
    ...letterDigitForms(titleWords),
  ];
  const aliasFlat = aliasWords.flat();
  // The values a description lists ("Commercial, Medicare, Medicaid") say what the column holds, not what it is:
  // "Commercial book of business" is a value and its column, not one long name.
  const listed =
    description && mayListValues(description)
      ? new Set(valuesListedIn(description).flatMap((value) => identifierWords(value, false)))
      : undefined;
  const descWords = description
    ? uniqueWords(identifierWords(description, false).filter((word) => !STOPWORDS.has(word) && !listed?.has(word)))
    : [];
  const exactWords = new Set([
    ...runTogether,
    ...aliasFlat,
    ...labelWords.flatMap((word) => (ABBREVIATIONS[word] ? [word, ABBREVIATIONS[word]] : [word])),
  ]);
  const keyHits: [string, WordSource][] = [];
  const seen = new Set<string>();
  for (const [source, words] of [
    ["name", exactWords],
    ["desc", descWords],
  ] as const) {
    for (const word of words) {
      for (const key of wordKeys(word, "catalogue")) {
        if (seen.has(key)) continue;
        seen.add(key);
        keyHits.push([key, source]);
      }
    }
  }
  const words: MemberWords = {
    labelWords,
    exactWords,
    nameWords,
    titleWords,
    // A time dimension is also a "date"/"time" ("paid date" -> paid_at) without those words in its name.
    labelKeys: keysOf([...labelWords, ...runTogether, ...aliasFlat, ...(isTime ? ["date", "time"] : [])]),
    descKeys: keysOf(descWords),
    contentWords: labelWords.filter((word) => AGGREGATION_WORDS[word] === undefined),
    descWords,
    aliasWords,
    keyHits,
  };
  labels.byVariant.set(variant, words);
  return words;
}
