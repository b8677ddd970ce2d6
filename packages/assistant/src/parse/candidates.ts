/**
 * Candidates for a phrase: every member and cube it may name, scored against each member's name/title words
 * (strong), business synonyms (weaker), its cube's words (context only) and description words (weakest), plus
 * initials and head nouns. Cached per catalogue index, since they depend only on the catalogue and the words.
 */
import type { CatalogueIndex, IndexedCube, IndexedMember } from "../catalogue/index.js";
import { entityWords, namesEntityHead } from "../catalogue/entity-nouns.js";
import { DERIVED, derivedEntityCubes } from "./derived-entities.js";
import { ABBREVIATIONS, AGGREGATION_WORDS, STOPWORDS, SYNONYMS } from "../text/lexicon.js";
import { consonantKey, isInflectedVerb, isKnownWord, wordKeys } from "../text/words.js";
import { type Candidate, type ParseState, cubeOfCandidate } from "./state.js";
import { isAcronymOf, opensWithInitials, spelledInitials } from "./initials.js";
import { AGGREGATION_PREFIXES, COLUMN_KIND_WORDS } from "./unsaid-words.js";

/**
 * A name word that is the typed word cut short ("comm" of "commission", "perc" of "percentage"): at least three
 * letters, at least two letters shorter, and no English word of its own ("rate" is not short for "rated"). A typed
 * word that names the member's own cube stays the cube's ("maintenance" beside `maint_type`).
 */
function truncationOf(member: IndexedMember, cube: IndexedCube | undefined, typed: string, forms: TokenForms) {
  if (typed.length < 5 || (cube && hasAny(cube.keys, forms.keys))) return undefined;
  for (const word of member.nameWords)
    if (word.length >= 3 && typed.length >= word.length + 2 && typed.startsWith(word) && !isKnownWord(word))
      return word;
  return undefined;
}

export const LABEL = 3;
const SYNONYM = 2;
const CONTEXT = 1;

export const ARTICLES = new Set(["the", "a", "an"]);

/** An article after `before`, one of the member's own function words other than "of", which its name left out. */
export function articleDropped(member: IndexedMember, before: string): boolean {
  return before !== "of" && STOPWORDS.has(before) && member.labelWords.includes(before);
}

interface TokenForms {
  keys: string[];
  synonyms: string[];
  aggregation: string[] | undefined;
  /** The word's consonants, as a name with its vowels dropped spells it ("rprt" for "report"). */
  consonants: string | undefined;
}

const formsCache = new Map<string, TokenForms>();

export function formsOf(word: string): TokenForms {
  const cached = formsCache.get(word);
  if (cached) return cached;
  const forms = computeForms(word);
  if (formsCache.size < 100_000) formsCache.set(word, forms);
  return forms;
}

function computeForms(word: string): TokenForms {
  const keys = wordKeys(word, "question");
  // A participle describes a measure ("qty sold", "amount paid"); only base forms ("how much did we sell") use synonyms.
  const synonyms = isInflectedVerb(word)
    ? []
    : keys.flatMap((key) => SYNONYMS.get(key) ?? []).flatMap((s) => wordKeys(s, "question"));
  const consonants = /^[a-z]{5,}$/.test(word) ? consonantKey(word) : undefined;
  return {
    keys,
    synonyms,
    aggregation: AGGREGATION_WORDS[word] ?? AGGREGATION_WORDS[keys[1] ?? ""],
    // Four consonants or more: fewer are too easily another word's ("ctr", "sms").
    consonants: consonants && consonants.length >= 5 ? consonants : undefined,
  };
}

export const hasAny = (set: ReadonlySet<string>, keys: string[]) => keys.some((key) => set.has(key));

const LEADING_PREPOSITIONS = new Set(["to", "from", "in", "out", "on", "off", "into", "onto", "up", "down"]);

/**
 * The phrase is the member's whole name run together ("subreddit" for `subreddit`, "timestamps" for `timestamp`),
 * even where the word splitter cut that name into pieces the phrase does not say ("sub red dit", "times tamp").
 */
function typesWholeName(member: IndexedMember, span: TokenForms[], words: string[]): boolean {
  const whole = member.runTogetherName;
  return span.length === 1 ? span[0]!.keys.includes(whole) : words.join("") === whole;
}

/**
 * Words a question uses as commands ("show", "list") that in a column's name say what it is (`sectionDisplayName`,
 * `list_price`): they count toward how much of the name a phrase says.
 */
const NAME_WORDS = new Set([
  "show",
  "give",
  "get",
  "find",
  "list",
  "display",
  "see",
  "split",
  "grouped",
  "sorted",
  "ranked",
]);

function coverage(allWords: readonly string[], matched: Set<string>): number {
  // A preposition that opens a name is part of what it says ("to_page" is not every page); other function words
  // ("date of birth", "is_weekend") are left out. "when" in a name says what kind of column it is, as "date" does
  // (`commitAuthorWhen` beside `commitAuthorName`), so it counts like "date".
  const kept = allWords.filter(
    (word, i) =>
      (i === 0 && LEADING_PREPOSITIONS.has(word)) || word === "when" || NAME_WORDS.has(word) || !STOPWORDS.has(word),
  );
  // A name of function words alone (`no`, the number) is covered by them.
  const words = kept.length > 0 ? kept : allWords;
  if (words.length === 0) return 0;
  let hit = 0;
  for (const word of words) if (wordKeys(word, "catalogue").some((key) => matched.has(key))) hit++;
  return hit / words.length;
}

/**
 * "level 1 opening" for `opening_level_1_name`: the phrase says every word of one of the member's names but those
 * that only say what kind of column it is (rule 10's names people use).
 */
export function namesAllButKindWords(member: IndexedMember, phrase: readonly string[]): boolean {
  const said = new Set(phrase.flatMap((word) => wordKeys(word, "question")));
  return [member.nameWords, member.titleWords].some(
    (words) =>
      words.length > 0 &&
      words.every(
        (word) =>
          STOPWORDS.has(word) ||
          COLUMN_KIND_WORDS.has(word) ||
          wordKeys(word, "catalogue").some((key) => said.has(key)),
      ),
  );
}

const TIME_NOUNS = new Set(["date", "time"]);

/** Words of a name that negate the rest of it (`nonCancelled`, `not_paid`). */
const NEGATING_WORDS = new Set(["non", "not"]);

/** Last words of a name that say the column holds when something happened (`opens_at`, `closing_time`). */
const EVENT_TIME_WORDS = new Set(["at", "time", "date", "on"]);

/**
 * "games played", "orders shipped": a verb form says what happened to the rows; a text column named by another form
 * of the verb (`playing_as`, `shipping_method`) is something else about them.
 */
function otherInflection(member: IndexedMember, word: string): boolean {
  if (member.kind !== "dimension" || member.type !== "string" || member.exactWords.has(word) || !isInflectedVerb(word))
    return false;
  // "opening times" for `opens_at`: the time of an event named by a form of its verb takes the verb's other forms
  // (`playing_as` or `filterCommissioningYearStart`, no time, is not what was "played" or "commissioned").
  if (!EVENT_TIME_WORDS.has(member.nameWords.at(-1) ?? "")) return true;
  const keys = wordKeys(word, "question");
  return !member.labelWords.some((own) => wordKeys(own, "catalogue").some((key) => key !== own && keys.includes(key)));
}

function scoreMember(
  member: IndexedMember,
  cube: IndexedCube | undefined,
  span: TokenForms[],
  words: string[],
  /** The initials the phrase spells, computed once per phrase by `spelledInitials`. */
  spelled: string | undefined,
): Candidate | null {
  // Initials of the name or title ("FPY" for first_pass_yield), checked before the words must match.
  const isAcronym =
    words[0]!.length >= 2 &&
    !isKnownWord(words[0]!) &&
    [member.nameWords, member.titleWords].some((label) =>
      span.length === 1 ? isAcronymOf(label, words[0]!) : opensWithInitials(label, words),
    );
  if (isAcronym) return { member, cube: undefined, score: LABEL, coverage: 1, via: "acronym", usedCubeWord: false };
  if (spelled && member.nameWords.includes(spelled)) {
    const others = member.nameWords.filter((word) => word !== spelled);
    const cover = others.every((word) => COLUMN_KIND_WORDS.has(word)) ? 1 : 1 / member.nameWords.length;
    return {
      member,
      cube: undefined,
      score: LABEL * words.length,
      coverage: cover,
      via: "acronym",
      usedCubeWord: false,
    };
  }
  let score = 0;
  let strong = 0;
  let description = 0;
  let usedCubeWord = false;
  const cubeWords = new Set<string>();
  let bySynonym = false;
  let inexact = false;
  const matched = new Set<string>();
  let cut: string | undefined;
  let labelAt = -1;
  for (const [i, forms] of span.entries()) {
    const word = words[i]!;
    // "co2e per researcher" for `co2e_researcher` (mentions.ts lets "per" inside a span only for such a name).
    const joins = word === "of" || ((word === "in" || word === "per") && i > 0 && i < span.length - 1);
    // "days since the last answered call" for `days_since_last_answered_call`: names leave out the article after
    // one of their own function words ("of the" stays apart: "claim number of the claim" names no `count_of_claims`).
    if (ARTICLES.has(word) && i > 0 && i < span.length - 1 && articleDropped(member, words[i - 1]!)) continue;
    if (STOPWORDS.has(word) && !joins) {
      if (!member.labelWords.includes(word)) return null;
      matched.add(word);
      // "invoice no" for the invoices' `no`: a function word that is also a name's abbreviation ("no", number) names,
      // after another word ("No Impact" opens with the determiner).
      if (ABBREVIATIONS[word] !== undefined && i > 0) {
        score += LABEL;
        strong++;
        labelAt = i;
      }
      continue;
    }
    // "deaths in season" is not `episode_in_season_id`: a joining word is a word of the name only after one.
    if (joins && labelAt !== i - 1) continue;
    if (hasAny(member.labelKeys, forms.keys) && !otherInflection(member, word)) {
      // Same word (or its plural) beats a shared lemma: "shipped" is shipped_at before shipping_fee.
      // A date column is a "date" whether or not its name says so ("created date" for `createdat`).
      const same =
        member.exactWords.has(words[i]!) ||
        member.exactWords.has(forms.keys[1] ?? "") ||
        (member.type === "time" && TIME_NOUNS.has(words[i]!));
      if (!same) inexact = true;
      score += same ? LABEL : LABEL - 0.5;
      strong++;
      labelAt = i;
      forms.keys.forEach((key) => matched.add(key));
    } else if ((cut = truncationOf(member, cube, word, forms)) !== undefined) {
      // "commission" for the `comm` of `avgCommPercentage`: a name word cut short of the typed word.
      score += LABEL - 0.5;
      strong++;
      inexact = true;
      matched.add(cut);
    } else if (forms.consonants && member.labelKeys.has(forms.consonants)) {
      // "report" for the `rprt` of `rprtRcvdAt`: the name spells the typed word without its vowels.
      score += LABEL - 0.5;
      strong++;
      inexact = true;
      matched.add(forms.consonants);
    } else if (hasAny(member.labelKeys, forms.synonyms)) {
      score += SYNONYM;
      strong++;
      bySynonym = true;
      forms.synonyms.forEach((key) => matched.add(key));
    } else if (cube && hasAny(cube.keys, forms.keys)) {
      score += CONTEXT;
      usedCubeWord = true;
      forms.keys.forEach((key) => cubeWords.add(key));
    } else if (hasAny(member.descKeys, forms.keys)) {
      score += CONTEXT;
      description++;
    } else if (forms.aggregation?.includes(member.type)) {
      score += CONTEXT;
    } else if (
      i > 0 &&
      i === span.length - 1 &&
      TIME_NOUNS.has(forms.keys[1] ?? word) &&
      member.nameWords.at(-1) === "at"
    ) {
      // "closing times" for `closes_at`, whatever type the model gave it: "at" says the column holds a time.
      score += CONTEXT;
    } else if ((word === "name" || word === "names") && member.type === "string" && i > 0 && labelAt === i - 1) {
      // "task names" for `Tasks.task`, right after its own word: a text column holds names of what it says. Worth
      // less than a column named for both words ("customer name" is `customer_name` before `customer`).
      score += CONTEXT / 2;
    } else if (joins) {
      continue;
    } else return null;
  }
  // A cube word joins a phrase only around the member's own words ("orders shipped"), not a loose lemma ("driver drove").
  if (usedCubeWord && inexact) return null;
  // "cancelled bookings" is not `totalNonCancelledBookings`: a name that negates the words it shares says the opposite.
  if (member.nameWords.some((word) => NEGATING_WORDS.has(word)) && !words.some((word) => NEGATING_WORDS.has(word)))
    return null;
  // "release years" beside `releaseYear` and its generated `sum_release_year`: with no aggregation said, a phrase
  // names the column, not a measure the model derived from it.
  if (aggregatesColumnUnasked(member, cube, span)) return null;
  // Description words alone need two content words to count ("lifetime value").
  if (strong === 0 && description < 2) return null;
  // A measure's aggregation prefix ("sum_qty", "avg_price") is implied by it, so it does not dilute coverage;
  // descriptive words ("Largest Order") still count.
  // A measure named only by its aggregation ("total") is covered by that word.
  // So is the `amt_` warehouse models put before a measure's words (`amt_budget_spend_cumulative`).
  const strip = (words: readonly string[]) => {
    const kept =
      member.kind === "measure" ? words.filter((word) => !AGGREGATION_PREFIXES.has(word) && word !== "amt") : words;
    return kept.length > 0 ? kept : words;
  };
  const cover = Math.max(
    typesWholeName(member, span, words) ? 1 : 0,
    coverage(strip(member.nameWords), matched),
    coverage(strip(member.titleWords), matched),
    ...member.aliasWords.map((alias) => coverage(alias, matched)),
  );
  // "total amount" is the sum, not `runningTotal_amount`: a running total is what the words call one, or name whole
  // ("total cases" for a running total named `total_cases`).
  if (member.type === "runningtotal" && cover < 1 && !words.some((word) => RUNNING_WORDS.has(word))) return null;
  const via = strong === 0 ? "description" : bySynonym ? "synonym" : "label";
  const spellsCube =
    cube !== undefined &&
    usedCubeWord &&
    // A name less a suffix the model's cubes share (`MeasurementsDataCrate`) is spelled too; stated aliases are not.
    [entityWords(cube.nameWords), entityWords(cube.titleWords), ...cube.aliasWords.filter(isNamePrefix(cube))].some(
      (name) => name.length > 0 && name.every((word) => wordKeys(word, "catalogue").some((key) => cubeWords.has(key))),
    );
  const last = member.nameWords.at(-1);
  const onHead = last !== undefined && wordKeys(last, "catalogue").some((key) => span.at(-1)!.keys.includes(key));
  const unsaid = Math.min(
    ...[member.nameWords, member.titleWords]
      .filter((label) => label.length > 0)
      .map(
        (label) => strip(label).filter((word) => !wordKeys(word, "catalogue").some((key) => matched.has(key))).length,
      ),
  );
  return { member, cube: undefined, score, coverage: cover, via, usedCubeWord, spellsCube, onHead, unsaid };
}

/**
 * Nouns English puts after a group's name to mean the people in it ("staff members", "crew members"): after
 * words that name a cube, they add nothing to which cube it is.
 */
const GROUP_PEOPLE_HEADS = new Set(["member", "members"]);

function scoreCube(cube: IndexedCube, span: TokenForms[], words: string[], headNamesCube = false): Candidate | null {
  if (
    span.length === 1 &&
    [entityWords(cube.nameWords), cube.titleWords].some((label) => isAcronymOf(label, words[0]!))
  )
    return { member: undefined, cube, score: LABEL, coverage: 1, via: "cube", usedCubeWord: true };
  const matched = new Set<string>();
  let score = 0;
  for (const [i, forms] of span.entries()) {
    if (hasAny(cube.keys, forms.keys)) {
      // Cubes are named by nouns: a verb form ("loaned" for loans) names them less surely than a column "loaned_at".
      // The cube's own name word is the noun, whatever else it spells ("downloads" for Downloads).
      const ownWord = cube.nameWords.includes(words[i]!) || cube.titleWords.includes(words[i]!);
      score += isInflectedVerb(words[i]!) && !ownWord ? LABEL - 0.5 : LABEL;
      forms.keys.forEach((key) => matched.add(key));
    } else if (hasAny(cube.keys, forms.synonyms)) {
      score += SYNONYM;
      forms.synonyms.forEach((key) => matched.add(key));
    } else {
      // "app users" for TenantApplicationUser: a clipped word in a longer name, as surely as a clipped noun alone.
      const clipped = span.length > 1 ? clippedWordOf(cube, words[i]!) : undefined;
      if (clipped) {
        score += LABEL - 0.5;
        wordKeys(clipped, "catalogue").forEach((key) => matched.add(key));
      } else if (!(i > 0 && i === span.length - 1 && GROUP_PEOPLE_HEADS.has(words[i]!) && !headNamesCube)) return null;
    }
  }
  // A plural head noun names the whole entity ("sessions" for web_sessions_fact), as fully as its title would, also
  // after words of the name ("credit memos" for `sales_cr_memo_header`); so does the whole name typed run together
  // ("birth centers" read as one word, "birthcenters", for `BirthCenters`).
  const head =
    namesEntityHead(cube.nameWords, cube.titleWords, words.at(-1)!, span.at(-1)!.keys) &&
    (span.length === 1 || [cube.nameWords, cube.titleWords].some((label) => endsLabel(entityWords(label), span)));
  const runTogether = span.length === 1 && span[0]!.keys.includes(entityWords(cube.nameWords).join(""));
  const cover =
    head || runTogether
      ? 1
      : Math.max(
          coverage(entityWords(cube.nameWords), matched),
          coverage(entityWords(cube.titleWords), matched),
          ...cube.aliasWords.map((alias) => coverage(alias, matched)),
        );
  const onModifier =
    span.length === 1 &&
    cover < 1 &&
    !wordKeys(entityWords(cube.nameWords).at(-1) ?? "", "catalogue").some((key) => span[0]!.keys.includes(key));
  return { member: undefined, cube, score, coverage: cover, via: "cube", usedCubeWord: true, onModifier };
}

/** Words a schema generator puts before a column's name in the measures it derives (`countDistinctApprox_title`). */
const DERIVED_PREFIX_WORDS = new Set([...AGGREGATION_PREFIXES, "distinct", "approx", "running"]);

/** The column words after a measure's derived-measure prefix (`count_distinct_last_name` -> last name), if any. */
function derivedColumn(measure: IndexedMember): string | undefined {
  const at = measure.nameWords.findIndex((word) => !DERIVED_PREFIX_WORDS.has(word));
  return at > 0 ? measure.nameWords.slice(at).join(" ") : undefined;
}

/**
 * A measure a generator derived from a column of its own cube (`sum_length`, `count_last_name`), said without any
 * aggregation word: the phrase names the column. Generated families are told by their distinct counts
 * (`countDistinct_length`); a hand-written `total_volume` over `volume` is what "volume" asks for.
 */
function aggregatesColumnUnasked(member: IndexedMember, cube: IndexedCube | undefined, span: TokenForms[]): boolean {
  if (member.kind !== "measure" || !cube || span.some((forms) => forms.aggregation !== undefined)) return false;
  const column = derivedColumn(member);
  if (column === undefined || !cube.dimensions.some((dimension) => dimension.nameWords.join(" ") === column))
    return false;
  const family = cube.measures.filter((measure) => derivedColumn(measure) === column);
  return family.length >= 3 && family.some((measure) => measure.nameWords.includes("distinct"));
}

const RUNNING_WORDS = new Set(["running", "cumulative", "cumulated", "accumulated"]);

const isNamePrefix = (cube: IndexedCube) => (alias: readonly string[]) =>
  alias.length < cube.nameWords.length && alias.every((word, i) => cube.nameWords[i] === word);

/** The phrase's words before its last are the label's words before its last, in order ("credit memos"). */
function endsLabel(label: readonly string[], span: TokenForms[]): boolean {
  const from = label.length - span.length;
  return (
    from >= 0 &&
    span
      .slice(0, -1)
      .every((forms, k) => wordKeys(label[from + k]!, "catalogue").some((key) => forms.keys.includes(key)))
  );
}

function clippedWordOf(cube: IndexedCube, word: string): string | undefined {
  return entityWords(cube.nameWords).find((full) => clips(word, full));
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.score - a.score ||
    b.coverage - a.coverage ||
    // "average dwell time" is `avg_dwell_time` before `avg_dwell_time_down`: the words a name adds, even "down",
    // say something the question did not.
    (a.member && b.member ? (a.unsaid ?? 0) - (b.unsaid ?? 0) : 0) ||
    modifierAgainstHead(a, b) ||
    (a.member?.order ?? -1) - (b.member?.order ?? -1)
  );
}

/**
 * "zones" in "top zones by dwell time" beside `fact_zone_visits` (rows are visits, "zone" only qualifies them) and its
 * `geometry_zone` column (whose last word is the zone): the column the word heads beats the cube it only qualifies.
 */
function modifierAgainstHead(a: Candidate, b: Candidate): number {
  if (a.onModifier && b.onHead) return 1;
  if (b.onModifier && a.onHead) return -1;
  return 0;
}

/** Candidates depend only on the catalogue and the words, so they are cached per catalogue index. */
const candidateCache = new WeakMap<CatalogueIndex, Map<string, Candidate[]>>();
const CANDIDATE_CACHE_SIZE = 20_000;

export function candidatesFor(state: ParseState, start: number, end: number): Candidate[] {
  const words = state.tokens.slice(start, end).map((token) => token.text);
  let cache = candidateCache.get(state.index);
  if (!cache) {
    cache = new Map();
    candidateCache.set(state.index, cache);
  }
  const key = words.join(" ");
  const cached = cache.get(key);
  if (cached) return cached;
  const candidates = computeCandidates(state.index, words);
  if (cache.size >= CANDIDATE_CACHE_SIZE) cache.clear();
  cache.set(key, candidates);
  return candidates;
}

/** An unknown word, plural or not, of three to six letters that starts a longer word ("app" for "application"). */
function clips(word: string, full: string): boolean {
  const stem = word.endsWith("s") ? word.slice(0, -1) : word;
  if (!/^[a-z]{3,6}$/.test(stem) || full.length <= stem.length + 1 || !full.startsWith(stem)) return false;
  return !isKnownWord(word) && !isKnownWord(stem);
}

/**
 * "devs" for developers, "pubs" for publishers: an unknown word, plural or not, that is the start of exactly one
 * cube's head noun (at least three letters of it) names that cube, as people clip long nouns; so does a word of
 * English that a cube's clipped head noun starts.
 */
function clippedEntity(index: CatalogueIndex, word: string): IndexedCube | undefined {
  // The clipping may be the catalogue's as well: "predictions" for `SubredditPreds`.
  const found = index.cubes.filter((cube) => {
    const head = entityWords(cube.nameWords).at(-1) ?? "";
    return clips(word, head) || (isKnownWord(word) && clips(head, word));
  });
  // Several cubes end in that noun ("Developers", "AppDevelopers"): the one named by it alone.
  const alone = found.filter((cube) => entityWords(cube.nameWords).length === 1);
  return found.length === 1 ? found[0] : alone.length === 1 ? alone[0] : undefined;
}

export function computeCandidates(index: CatalogueIndex, words: string[]): Candidate[] {
  const span = words.map(formsOf);
  const pool = new Set<IndexedMember>();
  const cubes = new Set<IndexedCube>();
  for (const forms of span) {
    for (const key of [...forms.keys, ...forms.synonyms]) {
      for (const hit of index.memberKeys.get(key) ?? []) pool.add(hit.member);
      for (const cube of index.cubeKeys.get(key) ?? []) cubes.add(cube);
    }
    if (forms.consonants) for (const hit of index.memberKeys.get(forms.consonants) ?? []) pool.add(hit.member);
  }
  if (span.length === 1 && /^[a-z]{2,5}$/.test(words[0]!) && !isKnownWord(words[0]!)) {
    for (const member of index.members) pool.add(member);
    // Teams call their main entities by initials ("PRs", "POs"), as surely as by name.
    for (const cube of index.cubes)
      if ([entityWords(cube.nameWords), cube.titleWords].some((label) => isAcronymOf(label, words[0]!)))
        cubes.add(cube);
  }
  const spelled = spelledInitials(words);
  if (spelled) for (const hit of index.memberKeys.get(spelled) ?? []) pool.add(hit.member);
  const clipped = span.length === 1 && cubes.size === 0 ? clippedEntity(index, words[0]!) : undefined;
  const candidates: Candidate[] = [];
  for (const member of pool) {
    const candidate = scoreMember(member, index.cubeByName.get(member.cube), span, words, spelled);
    if (candidate) candidates.push(candidate);
  }
  // A clipped noun ("apps") names its entity as surely as a column that has the word among others
  // (`transaction_reporting_app_id`, the app's id) names that column; a column named by the word alone still wins.
  if (clipped) {
    const namedAlone = candidates.some((c) => c.coverage >= 1);
    candidates.push({
      member: undefined,
      cube: clipped,
      score: namedAlone ? LABEL - 0.5 : LABEL,
      coverage: 1,
      via: "cube",
      usedCubeWord: true,
    });
  }
  const cubeCandidates: Candidate[] = [];
  const headNamesCube = span.length > 1 && span.at(-1)!.keys.some((key) => index.cubeKeys.has(key));
  for (const cube of cubes) {
    const candidate = scoreCube(cube, span, words, headNamesCube);
    if (candidate) cubeCandidates.push(candidate);
  }
  // A cube named by the word alone beats others it names only in part ("tasks": Task, not TaskList), and the
  // entity's own table beats a table of figures about it ("cases": LegalCase, not LegalCaseStats).
  const alone = cubeCandidates.find((c) => c.coverage === 1 && c.cube!.nameWords.length === 1);
  const plain = (c: Candidate) => entityWords(c.cube!.nameWords).length === c.cube!.nameWords.length;
  const own = cubeCandidates.find((c) => c.coverage === 1 && plain(c));
  for (const candidate of cubeCandidates) {
    const beaten = (alone && candidate !== alone) || (own && !plain(candidate));
    candidates.push(beaten && candidate.coverage === 1 ? { ...candidate, coverage: 0.99 } : candidate);
  }
  // "bespoke_4484 count": a cube's own name typed as it is spelled, code and all, names that cube.
  const typedCube = span.length === 1 ? cubeNamedAs(index, words[0]!) : undefined;
  if (typedCube && !cubes.has(typedCube))
    candidates.push({ member: undefined, cube: typedCube, score: LABEL, coverage: 1, via: "cube", usedCubeWord: true });
  // "reads" on a `readings` cube: the event noun the cube is named after, stronger than a lemma of a member's word.
  if (span.length === 1 && cubes.size === 0) {
    for (const cube of derivedEntityCubes(index, words[0]!, span[0]!.keys))
      candidates.push({ member: undefined, cube, score: DERIVED, coverage: 1, via: "cube", usedCubeWord: true });
  }
  // Nothing named it: a word of a cube's description ("parcels" for shipments) still points at that cube.
  // Only a plural noun ("parcels"), never a verb ("paid"), is taken from a description.
  const pluralNoun =
    span.length === 1 && span[0]!.keys[1] !== undefined && span[0]!.keys[1] !== words[0] && /s$/.test(words[0]!);
  if (candidates.length === 0 && pluralNoun && !AGGREGATION_WORDS[words[0]!]) {
    const described = new Set(span[0]!.keys.flatMap((key) => index.cubeDescKeys.get(key) ?? []));
    for (const cube of described)
      candidates.push({ member: undefined, cube, score: CONTEXT, coverage: 0, via: "description", usedCubeWord: true });
  }
  return candidates.sort(compareCandidates);
}

const cubesByLowerName = new WeakMap<CatalogueIndex, Map<string, IndexedCube>>();

function cubeNamedAs(index: CatalogueIndex, word: string): IndexedCube | undefined {
  let byName = cubesByLowerName.get(index);
  if (!byName) {
    byName = new Map(index.cubes.map((cube) => [cube.name.toLowerCase(), cube]));
    cubesByLowerName.set(index, byName);
  }
  return byName.get(word);
}

/**
 * "emails of customers" reads `Bookings.customeremail` (both words its own) and `Customers.email` (one word its own,
 * the other its cube's) on the same evidence: readings of other cubes that a cube word completes, which only the
 * cube the rest of the question is about tells apart from the best one. The cube word must name that cube whole:
 * "application names" is not the `name` of `ApplicationCategory` because "application" is one of its words.
 */
export function sameEvidenceElsewhere(candidates: readonly Candidate[], best: Candidate): Candidate[] {
  const bestCube = cubeOfCandidate(best);
  return candidates.filter(
    (c) =>
      c !== best &&
      c.member !== undefined &&
      c.usedCubeWord &&
      c.spellsCube === true &&
      c.coverage === 1 &&
      c.score + (LABEL - CONTEXT) >= best.score &&
      c.member.cube !== bestCube,
  );
}
