/**
 * The catalogue, indexed once per engine: every member and cube is reduced to the words of its name,
 * title and description (split from snake_case / camelCase / run-together names, abbreviations
 * expanded, lemmatised), and every word form points back at the members that use it.
 */
import type { Catalogue, Cube, Member } from "../types.js";
import { COUNTING_WORDS, STOPWORDS } from "../text/lexicon.js";
import { initials, wordKeys } from "../text/words.js";
import { statedAliases } from "./aliases.js";
import { titleWithoutListedValues } from "./described-values.js";
import { KEY_WORDS, describedCountNoun, entityWords, keyNounOf, rowNounOf } from "./entity-nouns.js";
import { afterLastDot, identifierWords, keysOf, memberWords, tablePrefixOf, uniqueWords } from "./member-words.js";

// Key words are about entity names, but callers know them as part of the catalogue.
export { KEY_WORDS };

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
  /** The member's own name lowercased and run together (`sub_reddit` -> subreddit), to match a phrase typing it whole. */
  runTogetherName: string;
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
  /**
   * A cube with no count of its own is counted by its fact table's count: `CallFact.count` counts the calls that
   * `Call` describes (a star schema's fact table and its attribute cube).
   */
  countedBy?: IndexedMember;
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

function qualify(cube: Cube, member: Member): string {
  const name = String(member.name ?? "");
  return name.includes(".") ? name : `${cube.name}.${name}`;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** Values are added one owner at a time, so a repeat can only be the list's last entry (no linear scan). */
/** Adds `value` to the list kept under `key` (once, when added again in a row). */
export function addKey<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

function isCountMeasure(kind: "measure" | "dimension", member: Member): boolean {
  return kind === "measure" && String(member.type).toLowerCase() === "count";
}

// "no" as in "No of Resets": the abbreviation of number, only ever read beside the other words here.
const COUNT_NAME_WORDS = new Set(["count", "number", "num", "no", "cnt", "total", "of", "all", "rows", "records"]);

/**
 * The cube's own count (`count`, `payments_count`, `number_of_payments`): the other names its description states
 * name the counted rows, so they belong to the cube. A filtered count (`failed_count`: "Synonyms: declined") keeps
 * its other names for itself.
 */
function isRowCount(kind: "measure" | "dimension", member: Member, cubeWords: readonly string[]): boolean {
  if (!isCountMeasure(kind, member)) return false;
  const own = new Set(cubeWords.flatMap((word) => wordKeys(word, "catalogue")));
  return identifierWords(afterLastDot(String(member.name)), true).every(
    (word) => COUNT_NAME_WORDS.has(word) || wordKeys(word, "catalogue").some((key) => own.has(key)),
  );
}

function indexMember(
  cube: Cube,
  cubeWords: string[],
  member: Member,
  kind: "measure" | "dimension",
  order: number,
  tablePrefix: string | null,
  rowCount: boolean,
): IndexedMember {
  const name = qualify(cube, member);
  const title = optionalText(member.title);
  const description = optionalText(member.description);
  const type = String(member.type ?? "string").toLowerCase();
  // A text column's title may list its values ("Status (Active, Closed)"): they are not words of its name.
  const titleName = title && type === "string" && title.includes("(") ? titleWithoutListedValues(title) : title;
  const words = memberWords(name, titleName, description, type === "time", rowCount, tablePrefix, cubeWords);
  const cubeName = String(cube.name);
  // Every member is built with the same properties in the same order: one object shape for the whole index, which
  // keeps the build and every later property read fast (spreading optional parts gave each mix its own shape).
  return {
    name,
    cube: cubeName,
    kind,
    type,
    title,
    description,
    labelWords: words.labelWords,
    nameWords: words.nameWords,
    titleWords: words.titleWords,
    exactWords: words.exactWords,
    labelKeys: words.labelKeys,
    descKeys: words.descKeys,
    contentWords: words.contentWords,
    descWords: words.descWords,
    aliasWords: words.aliasWords,
    keyHits: words.keyHits,
    runTogetherName: name
      .slice(cubeName.length + 1)
      .toLowerCase()
      .replace(/_/g, ""),
    order,
  };
}

export function buildCatalogueIndex(catalogue: Catalogue): CatalogueIndex {
  const steps = indexingSteps(catalogue);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same build in slices of about `sliceMs` of work, giving the event loop back between slices: a large
 * catalogue never holds up the requests of other clients for longer than a slice.
 */
export async function buildCatalogueIndexInSlices(catalogue: Catalogue, sliceMs = 8): Promise<CatalogueIndex> {
  const steps = indexingSteps(catalogue);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/**
 * A first word that nearly every cube's name starts with (`Server` of `ServerOs`, `ServerLanguage`, `ServerAction`):
 * the catalogue's namespace, not part of what each cube names. At least three cubes, four in five of them.
 */
function namespaceWord(cubes: readonly Cube[]): string | undefined {
  const named = cubes.filter((cube) => typeof cube?.name === "string");
  if (named.length < 3) return undefined;
  const firsts = new Map<string, number>();
  for (const cube of named) {
    const words = identifierWords(cube.name, true);
    if (words.length > 1) firsts.set(words[0]!, (firsts.get(words[0]!) ?? 0) + 1);
  }
  for (const [word, count] of firsts) if (count >= 0.8 * named.length) return word;
  return undefined;
}

/** Pauses after every cube, and every few hundred members while their words are filed. */
function* indexingSteps(catalogue: Catalogue): Generator<void, CatalogueIndex> {
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
  const namespace = namespaceWord(cubes);
  for (const cube of cubes) {
    if (!cube || typeof cube.name !== "string" || index.cubeByName.has(cube.name)) continue;
    const title = optionalText(cube.title);
    const spelt = identifierWords(cube.name, true);
    // "ServerLanguage" among `ServerOs`, `ServerAction`, ...: the shared first word says nothing about this cube.
    const nameWords = spelt.length > 1 && spelt[0] === namespace ? spelt.slice(1) : spelt;
    const titleWords = title ? identifierWords(title, false) : [];
    const words = uniqueWords([...nameWords, ...titleWords]);
    const description = optionalText(cube.description);
    // "lifecycle" in `DeviceLifecycle` is split for its parts, and also kept whole, as people type it.
    const wholeName = identifierWords(cube.name, true, false);
    const runTogether = wholeName.filter((word) => !nameWords.includes(word));
    const aliasWords = [
      ...statedAliases(description, new Set(words)),
      ...(runTogether.length > 0 ? [[...entityWords(wholeName)]] : []),
    ];
    const indexedCube: IndexedCube = {
      name: cube.name,
      ...(title ? { title } : {}),
      words,
      nameWords,
      titleWords,
      aliasWords,
      keys: keysOf([...words, ...runTogether]),
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
        const rowCount = isRowCount(kind, member, words);
        const indexed = indexMember(cube, words, member, kind, index.members.length, tablePrefix, rowCount);
        if (index.memberByName.has(indexed.name)) continue;
        if (rowCount) aliasWords.push(...statedAliases(indexed.description, new Set(words)));
        (kind === "measure" ? indexedCube.measures : indexedCube.dimensions).push(indexed);
        index.members.push(indexed);
        index.memberByName.set(indexed.name, indexed);
      }
    }
    const rowNoun = rowNounOf(indexedCube.measures);
    if (rowNoun) aliasWords.push([rowNoun]);
    index.cubes.push(indexedCube);
    index.cubeByName.set(cube.name, indexedCube);
    for (const word of description ? identifierWords(description, false) : []) {
      if (STOPWORDS.has(word) || word.length < 3) continue;
      for (const key of wordKeys(word, "catalogue")) addKey(index.cubeDescKeys, key, indexedCube);
    }
    // "PageViews" is also typed as one word ("pageviews", or with a typo "pageveiws").
    const joined = cube.name.toLowerCase().replace(/[^a-z0-9]/g, "");
    const named = [...words, ...aliasWords.flat().filter((word) => !words.includes(word))];
    for (const word of joined.length > 3 && !words.includes(joined) ? [...named, joined, `${joined}s`] : named)
      addCubeWord(index, indexedCube, word);
    yield;
  }
  addRowNouns(index);
  addNamesWithoutSharedSuffix(index.cubes);
  // Members with the same words share one set of them (memberWords): its words enter the vocabulary once.
  const inVocabulary = new Set<ReadonlySet<string>>();
  for (const [position, member] of index.members.entries()) {
    if (position % 256 === 255) yield;
    const lowerName = member.name.toLowerCase();
    addKey(index.rawNames, lowerName, member);
    addKey(index.rawNames, afterLastDot(lowerName), member);
    if (!inVocabulary.has(member.exactWords)) {
      inVocabulary.add(member.exactWords);
      for (const word of member.exactWords) index.vocabulary.add(word);
    }
    // One hit per source, shared by all the member's word forms (they are read, never changed).
    const hitOf: Partial<Record<WordSource, KeyHit>> = {};
    for (const [key, source] of member.keyHits) {
      const hit = (hitOf[source] ??= { member, source });
      const hits = index.memberKeys.get(key);
      if (hits) hits.push(hit);
      else index.memberKeys.set(key, [hit]);
    }
  }
  addInitialsUsedByMembers(index);
  linkUncountedCubes(index.cubes);
  return index;
}

/** A word that names the cube: typed in questions, it finds the cube. */
function addCubeWord(index: CatalogueIndex, cube: IndexedCube, word: string): void {
  index.vocabulary.add(word);
  for (const key of wordKeys(word, "catalogue")) {
    addKey(index.cubeKeys, key, cube);
    cube.keys.add(key);
  }
}

/**
 * `AssetsCrate`, `DevicesCrate`, `TeamsCrate`: a last word most of a catalogue's cubes share is the team's naming
 * convention, not part of what the rows are, so each such cube is also named without it ("teams").
 */
function addNamesWithoutSharedSuffix(cubes: IndexedCube[]): void {
  const tally = new Map<string, number>();
  for (const cube of cubes) {
    const last = cube.nameWords.at(-1);
    if (last && cube.nameWords.length > 1) tally.set(last, (tally.get(last) ?? 0) + 1);
  }
  const shared = [...tally].find(([, count]) => count >= 3 && count >= cubes.length * 0.6)?.[0];
  if (!shared) return;
  for (const cube of cubes)
    if (cube.nameWords.length > 1 && cube.nameWords.at(-1) === shared)
      cube.aliasWords.push(cube.nameWords.slice(0, -1));
}

/** Nouns for a cube's rows that its key or its count's description gives, unless they name another cube. */
function addRowNouns(index: CatalogueIndex): void {
  for (const cube of index.cubes) {
    for (const noun of new Set([keyNounOf(cube), describedCountNoun(cube.measures)])) {
      if (!noun || isCubeWord(cube, noun) || index.cubes.some((other) => other !== cube && isCubeWord(other, noun)))
        continue;
      cube.aliasWords.push([noun]);
      addCubeWord(index, cube, noun);
    }
  }
}

/**
 * `PullRequestsOverview` beside `pr_authors`: the initials of a cube's noun of two words or more ("PR") are a name of
 * the cube where its members' names use them as a word; then "PR comments" are the comments of pull requests, not
 * the PR authors. Initials that are no English word need no such proof (the candidates find them, "POs").
 */
function addInitialsUsedByMembers(index: CatalogueIndex): void {
  for (const cube of index.cubes) {
    const noun = entityWords(cube.nameWords);
    if (noun.length < 2) continue;
    const shortWords = new Set<string>();
    for (const member of [...cube.measures, ...cube.dimensions])
      for (const word of member.nameWords) if (word.length <= 4) shortWords.add(word);
    // The noun's first words too: `PullRequestsOverview` is an overview of pull requests ("PR").
    for (let length = Math.min(noun.length, 4); length >= 2; length--) {
      const letters = initials(noun.slice(0, length));
      if (shortWords.has(letters) && !STOPWORDS.has(letters) && !index.cubeKeys.has(letters))
        addCubeWord(index, cube, letters);
    }
  }
}

/** Warehouse names for a fact table: `CallFact`, `fact_calls`, `fct_calls`. */
const FACT_WORDS = new Set(["fact", "facts", "fct"]);

/** `CallFact` or `fact_call` for `Call`: the same name words with one fact word before or after them. */
function isFactTableOf(fact: IndexedCube, cube: IndexedCube): boolean {
  const words = fact.nameWords;
  if (words.length !== cube.nameWords.length + 1) return false;
  const same = (offset: number) => cube.nameWords.every((word, k) => words[k + offset] === word);
  return (FACT_WORDS.has(words.at(-1)!) && same(0)) || (FACT_WORDS.has(words[0]!) && same(1));
}

/**
 * `count_students` in an attendance fact for `dim_students`: the one count in the catalogue named only for the
 * cube's rows (count words and the cube's noun), when the cube has no count of its own.
 */
function countNamedForRows(cubes: IndexedCube[], cube: IndexedCube): IndexedMember | undefined {
  const entity = entityWords(cube.nameWords);
  if (entity.length !== 1) return undefined;
  const nounKeys = new Set(wordKeys(entity[0]!, "catalogue"));
  const namesRows = (word: string) => wordKeys(word, "catalogue").some((key) => nounKeys.has(key));
  const found = cubes.flatMap((other) =>
    other === cube
      ? []
      : other.measures.filter((measure) => /^count/i.test(measure.type) && countNameOf(measure, namesRows)),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The measure's name is count words and words of what is counted, with at least one of each (`no_of_resets`). */
function countNameOf(measure: IndexedMember, namesRows: (word: string) => boolean): boolean {
  return (
    measure.nameWords.some(namesRows) &&
    measure.nameWords.some((word) => COUNT_NAME_WORDS.has(word)) &&
    measure.nameWords.every((word) => COUNT_NAME_WORDS.has(word) || namesRows(word))
  );
}

function linkUncountedCubes(cubes: IndexedCube[]): void {
  for (const cube of cubes) {
    if (cube.nameWords.length === 0 || countMeasureOf(cube)) continue;
    const counters = cubes.filter((other) => other !== cube && isFactTableOf(other, cube));
    const count = counters.length === 1 ? countMeasureOf(counters[0]!) : countNamedForRows(cubes, cube);
    if (count) cube.countedBy = count;
  }
}

/** A member by qualified or short name (short names resolve to the first cube that has them). */
export function findMember(index: CatalogueIndex, name: string): IndexedMember | undefined {
  const exact = index.memberByName.get(name);
  if (exact) return exact;
  const short = afterLastDot(name);
  return index.members.find((member) => member.name.endsWith(`.${short}`));
}

/** The catalogue word is one of the cube's own name or title words, in any of its forms ("tickets" for `ticket`). */
export function isCubeWord(cube: IndexedCube, word: string): boolean {
  return wordKeys(word, "catalogue").some((key) => cube.keys.has(key));
}

/** The cube's own count measure ("how many orders"). */
export function countMeasureOf(cube: IndexedCube): IndexedMember | undefined {
  const counts = cube.measures.filter((measure) => measure.type === "count");
  // A cube whose only count is a distinct count of its key, named `count`, counts its rows that way.
  const named = (measure: IndexedMember) => measure.name.endsWith(".count");
  const distinct = cube.measures.filter((measure) => /^count_?distinct/i.test(measure.type));
  // `count_film_id` among `count_title`, `count_rating` ... (a model generated one measure per column): the count of
  // the cube's own key counts every row.
  const ofRows = (measure: IndexedMember) =>
    measure.nameWords
      .filter((word) => !COUNTING_WORDS.has(word) && !KEY_WORDS.has(word))
      .every((word) => isCubeWord(cube, word));
  return (
    counts.find(named) ??
    counts.find(ofRows) ??
    distinct.find(named) ??
    // `HR.NoOfReset` ("No of Resets") on a cube titled "Hard Resets": a distinct count named only for the rows;
    // also before a count of some of them (`fulfillment_count` before `on_time_count`).
    distinct.find((measure) => countNameOf(measure, (word) => isCubeWord(cube, word))) ??
    counts[0] ??
    // A measure named `count` whose type is `number` (its SQL counts: `count(*)`) is still the count of the rows.
    cube.measures.find((measure) => measure.type === "number" && named(measure)) ??
    // `DailyTrips.totalTrips`: a table of daily totals counts its trips by the sum named for them, a "number of
    // trips" before a "total trips".
    sumNamedForRows(cube) ??
    cube.countedBy
  );
}

function sumNamedForRows(cube: IndexedCube): IndexedMember | undefined {
  const sums = cube.measures.filter(
    (measure) => measure.type === "sum" && countNameOf(measure, (word) => isCubeWord(cube, word)),
  );
  return sums.find((measure) => measure.nameWords.some((word) => COUNTING_WORDS.has(word))) ?? sums[0];
}

/** A column named for the key of something (`customerId`, `channel_key`): it holds keys, not names or counts. */
export function isKeyColumn(member: IndexedMember): boolean {
  const words = member.nameWords;
  return words.length >= 2 && KEY_WORDS.has(words.at(-1)!);
}

/** A column whose values name or identify rows (a name or a key), which a breakdown by an entity can use; not a flag. */
export function isNameOrKeyColumn(member: IndexedMember): boolean {
  return member.type === "string" || isKeyColumn(member);
}

/** The first time dimension of a cube, the default for periods and trends. */
export function timeDimensionOf(cube: IndexedCube | undefined): IndexedMember | undefined {
  return cube?.dimensions.find((dimension) => dimension.type === "time");
}
