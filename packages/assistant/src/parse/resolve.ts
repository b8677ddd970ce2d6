/**
 * Picks the member that fits each mention's role (`roles.ts` gives the roles: grouping, count, condition, ranking
 * target, ...). Ties go to (ANSWERS.md rule 10) a cube the answer already uses, then `fields`, then
 * `defaultEntities`, then catalogue order.
 */
import {
  type CatalogueIndex,
  type IndexedCube,
  type IndexedMember,
  KEY_WORDS,
  countMeasureOf,
  isCubeWord,
} from "../catalogue/index.js";
import { entityWords } from "../catalogue/entity-nouns.js";
import { memoPerObject } from "../text/memo.js";
import { CATEGORY_WORDS, COUNTING_WORDS, LABEL_WORDS, STOPWORDS } from "../text/lexicon.js";
import { isInflectedVerb, isPersonWord, singular, wordKeys } from "../text/words.js";
import { sameEvidenceElsewhere } from "./candidates.js";
import { readingOfCubeNoun } from "./cube-noun-ties.js";
import { type Candidate, type Mention, type ParseState, cubeOfCandidate, textAt } from "./state.js";

export type Role = "group" | "count" | "condition" | "text" | "set" | "rankTarget" | "rankMeasure" | "sort" | "free";

export interface RoledMention {
  mention: Mention;
  role: Role;
  /** Chosen member (a cube mention resolves to the member its role needs). */
  member?: IndexedMember;
  /** The cube named by the phrase itself, when it is an entity mention ("orders"). */
  entity?: IndexedCube;
}

/** Next non-stopword token index at or after `i`. */
function contentFrom(state: ParseState, i: number): number {
  let j = i;
  while (j < state.tokens.length && STOPWORDS.has(textAt(state, j)) && j - i < 3) j++;
  return j;
}

export function startsAt(state: ParseState, mention: Mention, i: number): boolean {
  return mention.start === contentFrom(state, i) || mention.start === i;
}

/**
 * A cube of people ("users", "employees"): its head noun is a person in WordNet and no kind of things ("cargo
 * types"; WordNet gives "type" and "ward" rare person senses).
 */
export function isPeopleCube(cube: IndexedCube): boolean {
  // `supplier_master`, `customer_details`: the entity's noun, not the modelling word after it.
  const head = singular(entityWords(cube.nameWords).at(-1) ?? "");
  return isPersonWord(head) && !CATEGORY_WORDS.includes(head);
}

/**
 * The column that names the entity itself: a person's name, a column called by its noun or a label word, one naming the
 * entity, a description; not a compound that names some other thing (`instructor_name`, `country_name`).
 */
export const ownNameDimensionOf = memoPerObject(function ownNameDimension(
  cube: IndexedCube,
): IndexedMember | undefined {
  const strings = cube.dimensions.filter((d) => d.type === "string");
  // A person's title is a job title ("Branch Manager"), and people are named by their name ("fullName").
  const personName = isPeopleCube(cube) ? strings.find((d) => namesPerson(cube, d)) : undefined;
  if (personName) return personName;
  // `DomainDetails.domain`: a column called by the entity's own noun holds the entity itself ("ripple.com").
  const noun = entityWords(cube.nameWords).at(-1);
  const called = strings.find((d) => d.nameWords.length === 1 && noun && singular(d.nameWords[0]!) === singular(noun));
  if (called) return called;
  // Strongest first: a column called just "name"/"title"; one that names the entity itself ("Course Title",
  // "product_name"); one described as "Name of the book".
  const exactly = (word: string) => strings.find((d) => d.nameWords.length === 1 && d.nameWords[0] === word);
  for (const word of LABEL_WORDS) {
    // A bare `description` describes a row; `category_name` beside it names one.
    const exact = word === "description" ? undefined : exactly(word);
    if (exact) return exact;
  }
  const namesEntity = (words: readonly string[]) =>
    words.some((word) => LABEL_WORDS.includes(word)) &&
    words.every((word) => LABEL_WORDS.includes(word) || isCubeWord(cube, word)) &&
    words.some((word) => isCubeWord(cube, word));
  // `filename` for `PkFiles`: the entity's noun and a label word typed as one.
  const runTogether = (words: readonly string[]) =>
    words.length === 1 &&
    LABEL_WORDS.some((label) => words[0]!.endsWith(label) && isCubeWord(cube, words[0]!.slice(0, -label.length)));
  const own = strings.find(
    (d) =>
      namesEntity(d.nameWords) || runTogether(d.nameWords) || (d.titleWords.length > 0 && namesEntity(d.titleWords)),
  );
  if (own) return own;
  const description = exactly("description");
  if (description) return description;
  return strings.find((d) => /^(?:the\s+)?(?:name|title)\s+of\b/i.test(d.description ?? ""));
});

/** The entity's name-like dimension (name, title, label, or described as "Name of the book"), if it has one. */
export const nameDimensionOf = memoPerObject(function nameDimension(cube: IndexedCube): IndexedMember | undefined {
  const own = ownNameDimensionOf(cube);
  if (own) return own;
  const strings = cube.dimensions.filter((d) => d.type === "string");
  // Only then a compound such as instructor_name, which names some other thing: the one that says least besides
  // ("calName" before "calCorporateName").
  const fewestWords = (a: IndexedMember, b: IndexedMember) => a.nameWords.length - b.nameWords.length;
  for (const word of LABEL_WORDS) {
    const partial = strings
      .filter((d) => d.nameWords.includes(word) || d.titleWords.includes(word))
      .sort(fewestWords)[0];
    if (partial) return partial;
  }
  return undefined;
});

/** "name", "full_name", "display_name", "user_name" of a users cube: the person's own name. */
function namesPerson(cube: IndexedCube, dimension: IndexedMember): boolean {
  const words = dimension.nameWords;
  if (words.at(-1) !== "name") return false;
  return words.slice(0, -1).every((word) => ["full", "display"].includes(word) || isCubeWord(cube, word));
}

/** The entity's label dimension: "top 5 products" groups by the product's name, else its first string. */
export function labelDimensionOf(cube: IndexedCube): IndexedMember | undefined {
  return nameDimensionOf(cube) ?? cube.dimensions.find((d) => d.type === "string");
}

function fitsRole(candidate: Candidate, role: Role): boolean {
  const member = candidate.member;
  switch (role) {
    case "group":
    case "rankTarget":
      return candidate.cube !== undefined || member?.kind === "dimension";
    case "count":
      return candidate.cube !== undefined || member?.kind === "measure";
    case "condition":
      return candidate.cube !== undefined || member?.kind === "measure" || member?.type === "number";
    case "text":
      return (
        (member?.kind === "dimension" && member.type === "string") ||
        (candidate.cube !== undefined && nameDimensionOf(candidate.cube) !== undefined)
      );
    case "set":
      return member?.kind === "dimension";
    case "rankMeasure":
      return candidate.cube !== undefined || member?.kind === "measure";
    default:
      return true;
  }
}

export interface TieBreak {
  cubes: Set<string>;
  fields: Set<string>;
  defaultEntities: string[];
  /** The question lists rows ("show 30 rows of names with their age"): bare words are columns. */
  listing: boolean;
  /** Nothing is counted, grouped or ranked and every other phrase reads a column: a sort is by a row's column. */
  rowsOnly: boolean;
  /** When the question asks for a period or a time grouping, the cubes with a time dimension (else none). */
  datedCubes: Set<string>;
  index: CatalogueIndex;
}

function preference(candidate: Candidate, role: Role, tie: TieBreak): number {
  const cube = candidate.member?.cube ?? candidate.cube?.name ?? "";
  let score = 0;
  if (tie.cubes.has(cube)) score += 4;
  if (candidate.member && tie.fields.has(candidate.member.name)) score += 2;
  if (tie.defaultEntities.includes(cube)) score += 1;
  // "profit per month" with `profit` in two cubes: the one that has a date to group by. Only what is measured is
  // dated; a grouping may come from another cube ("qty per program last quarter"), and a cube grouped or ranked by
  // is grouped by its label, not measured ("dwell time by zone by month").
  const grouped = role === "group" || role === "rankTarget";
  const measured = (candidate.member === undefined && !grouped) || candidate.member?.kind === "measure";
  if (measured && tie.datedCubes.has(cube)) score += 3;
  if (!tie.cubes.has(cube) && [...tie.cubes].some((inUse) => extendsName(tie.index, cube, inUse))) score += 2;
  return score;
}

/**
 * `EnforcementActionsAgencyNamesCube` beside `EnforcementActionsCube` in use: a cube whose name goes on from the
 * entity words of a cube in use holds that cube's details ("agencies" of enforcement actions, not of alerts).
 */
function extendsName(index: CatalogueIndex, cube: string, inUse: string): boolean {
  const words = index.cubeByName.get(cube)?.nameWords;
  const own = entityWords(index.cubeByName.get(inUse)?.nameWords ?? []);
  return (
    words !== undefined && own.length > 0 && words.length > own.length && own.every((word, k) => words[k] === word)
  );
}

export function chooseCandidate(mention: Mention, role: Role, tie: TieBreak): Candidate | undefined {
  const fitting = mention.candidates.filter((candidate) => fitsRole(candidate, role));
  // A role the phrase cannot play ("by revenue" is no grouping) falls back to what the phrase names.
  const pool = fitting.length > 0 ? fitting : mention.candidates;
  const best = pool[0];
  if (!best) return undefined;
  // Near ties: same score and coverage; decide by what the role expects, then by context.
  // One pass (no sort): large catalogues tie many cubes' "count" measures.
  const last = mention.phrase.toLowerCase().split(/\s+/).at(-1) ?? "";
  const named = readingOfCubeNoun(pool, best, role, tie, /^[a-z]+$/.test(last) && singular(last) === last);
  if (named) return named;
  const verb = isInflectedVerb(last);
  // "visit id and zone": a column the word heads (`geometry_zone`) beats the cube it only qualifies
  // (`fact_zone_visits`), whatever the role would make of the cube.
  const headed = pool.some((c) => c.onHead && c.score === best.score && Math.abs(c.coverage - best.coverage) < 1e-9);
  // "area names" is the names of `Areas`, whose whole name it spells, before those of `AreaTypes`; "mandate status"
  // is that of `Mandates`, even when `MandateTransactions`, whose longer name has the word, is the cube in use.
  const rankOf = (candidate: Candidate) =>
    roleFit(candidate, role, tie, verb) * 100 +
    preference(candidate, role, tie) +
    namesRows(candidate, role) +
    (candidate.spellsCube ? 5 : 0) -
    (keysRowsOf(candidate, last) ? 1 : 0);
  let chosen = best;
  let chosenRank = rankOf(best);
  // Every reading as good as the chosen one: any of them about another cube leaves the choice a coin toss.
  let tiedWithChosen: Candidate[] = [];
  for (const candidate of pool) {
    if (candidate === best || candidate.score !== best.score || Math.abs(candidate.coverage - best.coverage) >= 1e-9)
      continue;
    if (headed && candidate.onModifier) continue;
    const rank = rankOf(candidate);
    if (rank > chosenRank) {
      chosen = candidate;
      chosenRank = rank;
      tiedWithChosen = [];
    } else if (rank === chosenRank) tiedWithChosen.push(candidate);
  }
  mention.undecided = tiedWithChosen.some((candidate) => readsDifferently(candidate, chosen));
  if (!tie.cubes.has(cubeOfCandidate(chosen) ?? "")) {
    const inUse = sameEvidenceElsewhere(pool, chosen).find((c) => tie.cubes.has(c.member!.cube));
    if (inUse) return inUse;
  }
  return chosen;
}

/**
 * "with their name and price, sorted by price", "names and costs of players sorted by cost": a sort on words read
 * earlier in the question (in any number) means what they did.
 */
export function sameReading(mention: Mention, earlier: ReadonlyMap<string, Candidate>): Candidate | undefined {
  const before = earlier.get(readingKey(mention));
  return before && mention.candidates.find((c) => c.member === before.member && c.cube === before.cube);
}

/** The words of a phrase as a reading is remembered by: lower case, each one singular. */
export function readingKey(mention: Mention): string {
  return mention.phrase.toLowerCase().split(/\s+/).map(singular).join(" ");
}

/** Two readings about different entities: members (or names) of two cubes. */
function readsDifferently(a: Candidate, b: Candidate): boolean {
  return (a.member?.cube ?? a.cube?.name) !== (b.member?.cube ?? b.cube?.name);
}

/**
 * Among equally good readings: a condition is about a row's value ("rating of 1" -> the number dimension),
 * a count is about an entity, and a bare quantity is a measure ("monthly quantity" -> sum of quantity).
 */
function roleFit(candidate: Candidate, role: Role, tie: TieBreak, verb: boolean): number {
  const member = candidate.member;
  // "members by organization" with an `Organizations` cube and an `isOrganization` flag: a noun that names a cube
  // as well as a flag names the entity; the flag is a state ("organization members").
  // A verb form names it, though ("how many items were delivered": `is_delivered`).
  if (member?.type === "boolean" && (role === "free" || role === "group" || role === "rankTarget"))
    return verb ? 0 : -1;
  if (role === "condition") return member?.kind === "dimension" ? 1 : 0;
  // "with 'plastique' in the question" beside a `question` column of `Questions`: text is searched in a column.
  if (role === "text") return member?.kind === "dimension" && member.type === "string" ? 1 : 0;
  // "number of expenses" between `totalExpenses` and `expenseCount`: the measure that counts.
  if (role === "count") return candidate.cube ? 1 : member && countsItems(member) ? 0.5 : 0;
  if (role === "free" && tie.listing) return member?.kind === "dimension" ? 1 : 0;
  // "opportunity names sorted by amount", with `amount` and `total_amount`: rows are sorted by their own column.
  if (role === "sort" && tie.rowsOnly) return member?.kind === "dimension" ? 1 : 0;
  if (role === "free" && member && isDateExtreme(member)) return -1;
  if (role === "free") return member?.kind === "measure" || candidate.cube ? 1 : 0;
  return 0;
}

/**
 * "how many reps" between `RepresentativeTableCsv` and `RepinfoCsv`, whose `rep_id` keys the reps: a cube with a key
 * of its own (`id`) whose rows also carry a key of the noun's rows only refers to them; another cube holds them.
 * Without a key of its own, `sessionId` in a sessions cube is the rows' own key.
 */
function keysRowsOf(candidate: Candidate, noun: string): boolean {
  const cube = candidate.member ? undefined : candidate.cube;
  if (!cube?.dimensions.some((d) => d.nameWords.length === 1 && KEY_WORDS.has(d.nameWords[0]!))) return false;
  const keys = wordKeys(noun, "question");
  return cube.dimensions.some((dimension) => {
    const [first, second] = dimension.nameWords;
    return (
      dimension.nameWords.length === 2 &&
      KEY_WORDS.has(second!) &&
      wordKeys(first!, "catalogue").some((key) => keys.includes(key))
    );
  });
}

/** A measure of how many: a count by type, or one its name says counts (`expenseCount` summed from a column). */
function countsItems(member: IndexedMember): boolean {
  return (
    member.kind === "measure" &&
    (member.type.startsWith("count") || member.nameWords.some((word) => COUNTING_WORDS.has(word)))
  );
}

/**
 * "top 5 stations" with `stationCode` and `stationName` in one cube: things are listed by their names, not codes;
 * "top 10 conditions" with a note "condition means browse_conditions.mesh_term": by the column the note names.
 */
function namesRows(candidate: Candidate, role: Role): number {
  const member = candidate.member;
  if ((role !== "group" && role !== "rankTarget") || member?.type !== "string") return 0;
  return candidate.via === "glossary" || member.nameWords.some((word) => LABEL_WORDS.includes(word)) ? 0.5 : 0;
}

/**
 * `dateCreatedMax`, "Last order date": the latest or earliest of a date. A bare verb form ("tasks created per
 * month") names the date itself; only an aggregation word ("latest", "max") asks for its extreme.
 */
function isDateExtreme(member: IndexedMember): boolean {
  return (member.type === "max" || member.type === "min") && member.labelWords.some((word) => DATE_WORDS.has(word));
}
const DATE_WORDS = new Set(["date", "time", "at", "on", "day", "timestamp"]);

/**
 * "average c_acctbal", "total l_quantity": an aggregation of a number column is the cube's measure of that
 * aggregation over it (found by its name or by a description naming the column).
 */
export function aggregateOf(
  cube: IndexedCube | undefined,
  column: IndexedMember,
  types: string[],
): IndexedMember | undefined {
  const columnWords = column.contentWords;
  const shortName = column.name.replace(/^.*\./, "").toLowerCase();
  return cube?.measures.find((measure) => {
    if (!types.includes(measure.type)) return false;
    const named =
      columnWords.length > 0 &&
      columnWords.every((word) => measure.labelWords.includes(word) || measure.exactWords.has(word));
    return named || (measure.description?.toLowerCase().includes(shortName) ?? false);
  });
}

/**
 * A measure of one of `types` about the phrase's words: each content word is one of the measure's name,
 * title or description words or a word of its cube, and at least one is the measure's own. Most own words wins.
 */
export function measureAbout(
  state: ParseState,
  mention: Mention,
  cube: IndexedCube | undefined,
  types: string[],
): IndexedMember | undefined {
  if (!cube) return undefined;
  const words = state.tokens
    .slice(mention.start, mention.end)
    .map((token) => token.text)
    .filter((word) => !STOPWORDS.has(word));
  let best: IndexedMember | undefined;
  let bestOwn = 0;
  for (const measure of cube.measures) {
    if (!types.includes(measure.type)) continue;
    let own = 0;
    let fits = true;
    for (const word of words) {
      const keys = wordKeys(word, "question");
      if (keys.some((key) => measure.labelKeys.has(key) || measure.descKeys.has(key))) own++;
      else if (!keys.some((key) => cube.keys.has(key))) fits = false;
    }
    if (fits && own > bestOwn) {
      best = measure;
      bestOwn = own;
    }
  }
  return best;
}

/** Applies a candidate to a role: a cube becomes its count measure or its label dimension. */
export function memberForRole(candidate: Candidate, role: Role): IndexedMember | undefined {
  if (candidate.member) return candidate.member;
  const cube = candidate.cube!;
  if (role === "group" || role === "rankTarget") return labelDimensionOf(cube);
  // "restaurants containing 'pizza'": text about an entity is about its name.
  if (role === "text") return nameDimensionOf(cube);
  if (role === "count" || role === "condition" || role === "rankMeasure") return countMeasureOf(cube);
  return undefined;
}
