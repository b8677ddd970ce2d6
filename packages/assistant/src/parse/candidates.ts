/**
 * Candidates for a phrase: every member and cube it may name, members scored by `member-score.ts`, cubes here by
 * their name words, initials and head nouns, ranked by one comparison. Cached per catalogue index, since they
 * depend only on the catalogue and the words.
 */
import { type CatalogueIndex, type IndexedCube, type IndexedMember, addKey } from "../catalogue/index.js";
import { entityWords, isOwnNameWord, namesEntityHead, rowsOfKind } from "../catalogue/entity-nouns.js";
import { DERIVED, derivedEntityCubes } from "./derived-entities.js";
import { AGGREGATION_WORDS, STOPWORDS } from "../text/lexicon.js";
import { hasVerbSense, initials, isInflectedVerb, isKnownWord, singular, wordKeys } from "../text/words.js";
import { type Candidate, type ParseState, cubeOfCandidate } from "./state.js";
import { closingInitials, isAcronymOf, spelledBy, spelledInitials } from "./initials.js";
import { scoreMember } from "./member-score.js";
import { memoPerObject } from "../text/memo.js";
import { CONTEXT, LABEL, SYNONYM, type TokenForms, coverage, endsLabel, formsOf, hasAny } from "./phrase-forms.js";

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
  let rowNoun = false;
  for (const [i, forms] of span.entries()) {
    if (hasAny(cube.keys, forms.keys)) {
      // Cubes are named by nouns: a verb form ("loaned" for loans) names them less surely than a column "loaned_at".
      // The cube's own name word is the noun, whatever else it spells ("downloads" for Downloads), and so is its
      // plural ("recharges" for `recharge`).
      score += isInflectedVerb(words[i]!) && !isOwnNameWord(cube, words[i]!) ? LABEL - 0.5 : LABEL;
      forms.keys.forEach((key) => matched.add(key));
    } else if (hasAny(cube.keys, forms.synonyms)) {
      score += SYNONYM;
      forms.synonyms.forEach((key) => matched.add(key));
    } else {
      // "app users" for TenantApplicationUser: a clipped word in a longer name, as surely as a clipped noun alone.
      const clipped = span.length > 1 ? clippedWordOf(cube, words[i]!) : undefined;
      const last = i > 0 && i === span.length - 1;
      if (clipped) {
        score += LABEL - 0.5;
        wordKeys(clipped, "catalogue").forEach((key) => matched.add(key));
      } else if (last && isNounOfRows(words[i]!) && isRowNoun(cube, forms.keys)) {
        score += LABEL;
        rowNoun = true;
      } else if (!(last && GROUP_PEOPLE_HEADS.has(words[i]!) && !headNamesCube)) return null;
    }
  }
  // A plural head noun names the whole entity ("sessions" for web_sessions_fact), as fully as its title would, also
  // after words of the name ("credit memos" for `sales_cr_memo_header`); so does the whole name typed run together
  // ("birth centers" read as one word, "birthcenters", for `BirthCenters`).
  const head =
    namesEntityHead(cube.nameWords, cube.titleWords, words.at(-1)!, span.at(-1)!.keys, isCounted(cube)) &&
    (span.length === 1 || [cube.nameWords, cube.titleWords].some((label) => endsLabel(entityWords(label), span)));
  const runTogether = span.length === 1 && span[0]!.keys.includes(entityWords(cube.nameWords).join(""));
  const cover =
    head || runTogether || rowNoun
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

/**
 * "waste vehicles" for `Solidwastemanagement`, whose `vehicletype` and `vehiclerunningstatus` describe a vehicle: a
 * noun that opens several of a cube's column names, and ends none, is what its rows are about, so after a word of
 * the cube's name it names the rows, not one of those columns more than the other.
 */
function isRowNoun(cube: IndexedCube, keys: readonly string[]): boolean {
  const opens = cube.dimensions.filter(
    (d) => d.nameWords.length > 1 && wordKeys(d.nameWords[0]!, "catalogue").some((key) => keys.includes(key)),
  );
  const ends = [...cube.dimensions, ...cube.measures].some((m) =>
    wordKeys(m.nameWords.at(-1) ?? "", "catalogue").some((key) => keys.includes(key)),
  );
  return opens.length >= 2 && !ends;
}

/** A plural noun ("vehicles"), or a singular with no verb reading ("vehicle"; not "end" in "schedules end"). */
const isNounOfRows = (word: string) => !isInflectedVerb(word) && (singular(word) !== word || !hasVerbSense(word));

const isCounted = (cube: IndexedCube) => cube.measures.some((measure) => measure.type === "count");

function clippedWordOf(cube: IndexedCube, word: string): string | undefined {
  return entityWords(cube.nameWords).find((full) => clips(word, full));
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.score - a.score ||
    b.coverage - a.coverage ||
    // "max min amount" is `maxMinAmount` before `minMaxAmount`: the name said word for word, in its order.
    (a.member && b.member ? Number(b.inOrder ?? false) - Number(a.inOrder ?? false) : 0) ||
    // "revenue" is `revenue_vnd` before `rev`: a name as written before one read through its abbreviation.
    (a.member && b.member ? Number(a.expanded ?? false) - Number(b.expanded ?? false) : 0) ||
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

/**
 * "average career points per game" for `avg_career_ppg`: words of a name, then initials that spell another of its
 * words. The phrase is read with the initials in their place; only members with that word are named, each worth
 * the words the initials stand for.
 */
function closedByInitials(index: CatalogueIndex, words: string[]): Candidate[] | undefined {
  for (const { letters, length } of closingInitials(words)) {
    if (!index.memberKeys.has(letters)) continue;
    const spelled = words.slice(-length);
    const read = computeCandidates(index, [...words.slice(0, -length), letters]).filter(
      (candidate) => candidate.member !== undefined && spelledBy(candidate.member, letters, spelled),
    );
    if (read.length > 0)
      return read.map((candidate) => ({ ...candidate, score: candidate.score + LABEL * (length - 1), expanded: true }));
  }
  return undefined;
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

/** Members by the initials of their name and of their title (two words or more), once per index. */
const membersByInitials = memoPerObject((index: CatalogueIndex) => {
  const found = new Map<string, IndexedMember[]>();
  for (const member of index.members) {
    for (const letters of new Set([member.nameWords, member.titleWords].filter((l) => l.length >= 2).map(initials)))
      addKey(found, letters, member);
  }
  return found;
});

export function computeCandidates(index: CatalogueIndex, words: string[]): Candidate[] {
  const closing = spelledInitials(words) === undefined ? closedByInitials(index, words) : undefined;
  if (closing) return closing;
  const span = words.map(formsOf);
  const pool = new Set<IndexedMember>();
  const cubes = new Set<IndexedCube>();
  // "leads at": a function word is a key of hundreds of names (every `created_at`); the members it alone brings in
  // can only be read with the other words as their cube's words, so only those of cubes the phrase names are scored.
  const reachedByFunctionWords: IndexedMember[] = [];
  for (const [i, forms] of span.entries()) {
    const functionWord = span.length > 1 && STOPWORDS.has(words[i]!);
    for (const key of [...forms.keys, ...forms.synonyms]) {
      for (const hit of index.memberKeys.get(key) ?? [])
        if (functionWord) reachedByFunctionWords.push(hit.member);
        else pool.add(hit.member);
      for (const cube of index.cubeKeys.get(key) ?? []) cubes.add(cube);
    }
    if (forms.consonants) for (const hit of index.memberKeys.get(forms.consonants) ?? []) pool.add(hit.member);
  }
  for (const member of reachedByFunctionWords)
    if (!pool.has(member) && cubes.has(index.cubeByName.get(member.cube)!)) pool.add(member);
  if (span.length === 1 && /^[a-z]{2,5}$/.test(words[0]!) && !isKnownWord(words[0]!)) {
    // An unknown short word may be a member's initials ("fpy"), singular or plural ("POs").
    const byInitials = membersByInitials(index);
    const word = words[0]!;
    for (const member of byInitials.get(word) ?? []) pool.add(member);
    if (word.length > 2 && word.endsWith("s"))
      for (const member of byInitials.get(word.slice(0, -1)) ?? []) pool.add(member);
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
  // "event trend" beside `event_types` and `events_by_artifact`: the noun a table of kinds classifies, said without
  // "type", names the rows it classifies.
  for (const kinds of cubeCandidates) {
    const rows = kinds.onModifier ? rowsOfKind(index.cubes, kinds.cube!) : undefined;
    const reading = cubeCandidates.findIndex((c) => c.cube === rows);
    if (reading >= 0) cubeCandidates[reading] = { ...cubeCandidates[reading]!, coverage: 1, onModifier: false };
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
  return literalOverSynonyms(measuresAskedByAggregation(span, candidates)).sort(compareCandidates);
}

/**
 * "item revenue" with `ItemSummary.totalRevenue` and `totalItemsSold`: a reading that says every word as its member's
 * own or its cube's ("revenue", "item") comes before one that needs a synonym for a word ("revenue" for sold), though
 * a synonym alone scores more than a cube's word.
 */
function literalOverSynonyms(candidates: Candidate[]): Candidate[] {
  if (candidates.length < 2) return candidates;
  const top = Math.max(...candidates.map((c) => c.score));
  const best = candidates.filter((c) => c.score === top);
  if (best.some((c) => c.via !== "synonym")) return candidates;
  const covered = Math.max(...best.map((c) => c.coverage));
  const literal = (c: Candidate) =>
    c.member !== undefined &&
    c.via === "label" &&
    c.usedCubeWord &&
    c.coverage >= covered &&
    c.score >= top - (SYNONYM - CONTEXT);
  if (!candidates.some(literal)) return candidates;
  return candidates.map((c) => (literal(c) ? { ...c, score: top + 0.5 } : c));
}

/**
 * "total rendimentos" with a sum `rendimentos` beside a per-row `totalDeRendimentos`: an aggregation word before a
 * measure of that aggregation that the other words name whole asks for the measure, as strongly as the columns that
 * read the words better; their own "total" is part of their name, not a request.
 */
function measuresAskedByAggregation(span: TokenForms[], candidates: Candidate[]): Candidate[] {
  const asked = span.length > 1 ? span[0]!.aggregation : undefined;
  if (!asked) return candidates;
  const top = Math.max(...candidates.map((c) => c.score));
  // Only over columns: a measure named with the word ("total qty" for `totalQty`) is read as named.
  if (candidates.some((c) => c.score === top && !(c.member?.kind === "dimension"))) return candidates;
  return candidates.map((c) =>
    c.member?.kind === "measure" && asked.includes(c.member.type) && c.coverage === 1 && c.score < top
      ? { ...c, score: top }
      : c,
  );
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
