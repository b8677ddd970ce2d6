/**
 * The catalogue, indexed once per engine: every member and cube is reduced to the words of its name,
 * title and description (split from snake_case / camelCase / run-together names, abbreviations
 * expanded, lemmatised), and every word form points back at the members that use it.
 */
import type { Catalogue, Cube, Member } from "../types.js";
import { ABBREVIATIONS, AGGREGATION_WORDS, STOPWORDS } from "../text/lexicon.js";
import { splitCompound, wordKeys } from "../text/words.js";
import { statedAliases } from "./aliases.js";

export type WordSource = "name" | "title" | "desc";

export interface IndexedMember {
  /** Qualified `cube.member`. */
  name: string;
  cube: string;
  kind: "measure" | "dimension";
  type: string;
  title?: string;
  description?: string;
  /** Distinct words of name and title, in order (labels shown to people). */
  labelWords: string[];
  /** Words of the name and of the title separately: coverage is measured against each. */
  nameWords: readonly string[];
  titleWords: readonly string[];
  /** Label words as written plus their abbreviation expansions ("avg" -> average): exact, not lemma, matches. */
  exactWords: ReadonlySet<string>;
  /** All word forms of the label words / description words. */
  labelKeys: ReadonlySet<string>;
  descKeys: ReadonlySet<string>;
  /** Label words that are not aggregation words ("avg_rating" -> rating). */
  contentWords: string[];
  descWords: string[];
  /** Other names its description states ("Number of loans (checkouts)"): matched like its title. */
  aliasWords: string[][];
  /** Each word form of the member with the first source that names it ("name" before "desc"). */
  keyHits: readonly (readonly [key: string, source: WordSource])[];
  /** Position in the catalogue (earlier members win exact ties). */
  order: number;
}

export interface IndexedCube {
  name: string;
  title?: string;
  words: string[];
  nameWords: readonly string[];
  titleWords: readonly string[];
  /** Other names its description states ("staff also call loans checkouts"): as strong as its title. */
  aliasWords: string[][];
  keys: Set<string>;
  measures: IndexedMember[];
  dimensions: IndexedMember[];
  order: number;
}

export interface KeyHit {
  member: IndexedMember;
  source: WordSource;
}

export interface CatalogueIndex {
  cubes: IndexedCube[];
  cubeByName: Map<string, IndexedCube>;
  members: IndexedMember[];
  memberByName: Map<string, IndexedMember>;
  /** word form -> members whose name/title/description use it. */
  memberKeys: Map<string, KeyHit[]>;
  /** word form -> cubes whose name/title use it. */
  cubeKeys: Map<string, IndexedCube[]>;
  /** word form -> cubes whose description uses it ("Parcels shipped to recipients"): the weakest cube signal. */
  cubeDescKeys: Map<string, IndexedCube[]>;
  /** Every catalogue word as written, the target vocabulary for typo correction. */
  vocabulary: Set<string>;
  /** Lowercase member names as written in the catalogue (short and qualified) -> members: "c_mktsegment". */
  rawNames: Map<string, IndexedMember[]>;
}

const SHORT_PREFIX = /^([a-z]{1,2})_(?=[a-z]{2})/i;

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
  const key = `${isIdentifier ? "i" : "t"}${splitRunTogether ? "s" : "w"}${tablePrefix ?? "-"}${tablePrefix === undefined ? "u" : ""}:${isIdentifier ? text.replace(/^.*\./, "") : text}`;
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
  let source = text;
  if (isIdentifier) {
    source = source.replace(/^.*\./, "");
    const prefix = SHORT_PREFIX.exec(source)?.[1];
    // TPC-H style one/two-letter table prefixes (`l_`, `ps_`) carry no meaning.
    if (prefix && (tablePrefix === undefined || prefix.toLowerCase() === tablePrefix))
      source = source.slice(prefix.length + 1);
  }
  const words = source
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9#]+/)
    .filter((word) => word.length > 0);
  return words.flatMap((word) => (isIdentifier && splitRunTogether ? splitCompound(word) : [word]));
}

function uniqueWords(words: string[]): string[] {
  return [...new Set(words)];
}

function keysOf(words: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const word of words) for (const key of wordKeys(word, "catalogue")) keys.add(key);
  return keys;
}

function qualify(cube: Cube, member: Member): string {
  const name = String(member.name ?? "");
  return name.includes(".") ? name : `${cube.name}.${name}`;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** Values are added one owner at a time, so a repeat can only be the list's last entry (no linear scan). */
function addKey<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

function isCountMeasure(kind: "measure" | "dimension", member: Member): boolean {
  return kind === "measure" && String(member.type).toLowerCase() === "count";
}

/**
 * The short prefix a cube puts on its columns' names (`l_` on every lineitem column), if at least half of
 * its dimensions carry the same one: only then is it a table prefix and not a word ("po_count").
 */
function tablePrefixOf(members: unknown[]): string | null {
  const counts = new Map<string, number>();
  for (const member of members) {
    const name = String((member as Member | undefined)?.name ?? "").replace(/^.*\./, "");
    const prefix = SHORT_PREFIX.exec(name)?.[1]?.toLowerCase();
    if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [prefix, count] of counts) if (count > bestCount) [best, bestCount] = [prefix, count];
  return bestCount * 2 >= members.length ? best : null;
}

/**
 * "p75" for percentile_75, "q4" for quarter_4: a word followed by a number is written as its initial and the
 * number, the usual short form of ordinal or percentile names; it names the member like its title would.
 */
function letterDigitForms(words: readonly string[]): string[][] {
  const forms: string[][] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [word, number] = [words[i]!, words[i + 1]!];
    if (/^[a-z]{3,}$/.test(word) && /^\d{1,3}$/.test(number)) forms.push([`${word[0]}${number}`]);
  }
  return forms;
}

/** What a member's words are, whatever cube it is in: shared by every member with the same name and labels. */
type MemberWords = Omit<IndexedMember, "name" | "cube" | "kind" | "type" | "title" | "description" | "order">;

/**
 * Large catalogues repeat the same members in every cube ("status", "created_at", "count"): their words are
 * derived once per distinct name, title and description, which keeps the build's time and garbage down.
 */
const memberWordsCache = new Map<string, MemberWords>();

function memberWords(
  name: string,
  title: string | undefined,
  description: string | undefined,
  isTime: boolean,
  isCount: boolean,
  tablePrefix: string | null,
  cubeWords: string[],
): MemberWords {
  // Stated aliases skip the cube's own words, so only a described member depends on its cube.
  const cacheKey = [
    name.replace(/^.*\./, ""),
    title ?? "",
    description ?? "",
    isTime,
    isCount,
    tablePrefix ?? "",
    description && !isCount ? cubeWords.join(" ") : "",
  ].join("\u0000");
  const cached = memberWordsCache.get(cacheKey);
  if (cached) return cached;
  const nameWords = identifierWords(name, true, true, tablePrefix);
  const titleWords = title ? identifierWords(title, false) : [];
  const labelWords = uniqueWords([...nameWords, ...titleWords]);
  const runTogether = identifierWords(name, true, false, tablePrefix).filter((word) => !nameWords.includes(word));
  // A count's stated alias ("Number of courses (classes)") names the counted entity, so it belongs to the cube.
  const aliasWords = [
    ...(isCount ? [] : statedAliases(description, new Set([...labelWords, ...cubeWords]))),
    ...letterDigitForms(nameWords),
    ...letterDigitForms(titleWords),
  ];
  const aliasFlat = aliasWords.flat();
  const descWords = description
    ? uniqueWords(identifierWords(description, false).filter((word) => !STOPWORDS.has(word)))
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
  if (memberWordsCache.size >= 50_000) memberWordsCache.clear();
  memberWordsCache.set(cacheKey, words);
  return words;
}

function indexMember(
  cube: Cube,
  cubeWords: string[],
  member: Member,
  kind: "measure" | "dimension",
  order: number,
  tablePrefix: string | null,
): IndexedMember {
  const name = qualify(cube, member);
  const title = optionalText(member.title);
  const description = optionalText(member.description);
  const type = String(member.type ?? "string").toLowerCase();
  const words = memberWords(
    name,
    title,
    description,
    type === "time",
    isCountMeasure(kind, member),
    tablePrefix,
    cubeWords,
  );
  return {
    name,
    cube: String(cube.name),
    kind,
    type,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...words,
    order,
  };
}

export function buildCatalogueIndex(catalogue: Catalogue): CatalogueIndex {
  const index: CatalogueIndex = {
    cubes: [],
    cubeByName: new Map(),
    members: [],
    memberByName: new Map(),
    memberKeys: new Map(),
    cubeKeys: new Map(),
    cubeDescKeys: new Map(),
    vocabulary: new Set(),
    rawNames: new Map(),
  };
  const cubes = Array.isArray(catalogue?.cubes) ? catalogue.cubes : [];
  for (const cube of cubes) {
    if (!cube || typeof cube.name !== "string" || index.cubeByName.has(cube.name)) continue;
    const title = optionalText(cube.title);
    const nameWords = identifierWords(cube.name, true);
    const titleWords = title ? identifierWords(title, false) : [];
    const words = uniqueWords([...nameWords, ...titleWords]);
    const description = optionalText(cube.description);
    const aliasWords = statedAliases(description, new Set(words));
    const indexedCube: IndexedCube = {
      name: cube.name,
      ...(title ? { title } : {}),
      words,
      nameWords,
      titleWords,
      aliasWords,
      keys: keysOf(words),
      measures: [],
      dimensions: [],
      order: index.cubes.length,
    };
    // Columns carry a table prefix; measures defined on top of them usually do not (`sum_qty` over `l_quantity`).
    const tablePrefix = tablePrefixOf(Array.isArray(cube.dimensions) ? cube.dimensions : []);
    for (const [kind, list] of [
      ["measure", cube.measures],
      ["dimension", cube.dimensions],
    ] as const) {
      for (const member of Array.isArray(list) ? list : []) {
        if (!member || typeof member.name !== "string") continue;
        const indexed = indexMember(cube, words, member, kind, index.members.length, tablePrefix);
        if (index.memberByName.has(indexed.name)) continue;
        if (isCountMeasure(kind, member)) aliasWords.push(...statedAliases(indexed.description, new Set(words)));
        (kind === "measure" ? indexedCube.measures : indexedCube.dimensions).push(indexed);
        index.members.push(indexed);
        index.memberByName.set(indexed.name, indexed);
      }
    }
    index.cubes.push(indexedCube);
    index.cubeByName.set(cube.name, indexedCube);
    for (const word of description ? identifierWords(description, false) : []) {
      if (STOPWORDS.has(word) || word.length < 3) continue;
      for (const key of wordKeys(word, "catalogue")) addKey(index.cubeDescKeys, key, indexedCube);
    }
    // "PageViews" is also typed as one word ("pageviews", or with a typo "pageveiws").
    const joined = cube.name.toLowerCase().replace(/[^a-z0-9]/g, "");
    const named = [...words, ...aliasWords.flat().filter((word) => !words.includes(word))];
    for (const word of joined.length > 3 && !words.includes(joined) ? [...named, joined, `${joined}s`] : named) {
      index.vocabulary.add(word);
      for (const key of wordKeys(word, "catalogue")) {
        addKey(index.cubeKeys, key, indexedCube);
        indexedCube.keys.add(key);
      }
    }
  }
  for (const member of index.members) {
    addKey(index.rawNames, member.name.toLowerCase(), member);
    addKey(index.rawNames, member.name.replace(/^.*\./, "").toLowerCase(), member);
    for (const word of member.exactWords) index.vocabulary.add(word);
    for (const [key, source] of member.keyHits) {
      const hits = index.memberKeys.get(key);
      if (hits) hits.push({ member, source });
      else index.memberKeys.set(key, [{ member, source }]);
    }
  }
  return index;
}

/** A member by qualified or short name (short names resolve to the first cube that has them). */
export function findMember(index: CatalogueIndex, name: string): IndexedMember | undefined {
  const exact = index.memberByName.get(name);
  if (exact) return exact;
  const short = name.replace(/^.*\./, "");
  return index.members.find((member) => member.name.endsWith(`.${short}`));
}

/** The cube's own count measure ("how many orders"). */
export function countMeasureOf(cube: IndexedCube): IndexedMember | undefined {
  const counts = cube.measures.filter((measure) => measure.type === "count");
  return counts.find((measure) => measure.name.endsWith(".count")) ?? counts[0];
}

/** The first time dimension of a cube, the default for periods and trends. */
export function timeDimensionOf(cube: IndexedCube | undefined): IndexedMember | undefined {
  return cube?.dimensions.find((dimension) => dimension.type === "time");
}
