/**
 * The question pipeline: tokens -> periods -> glossary -> dictionary values -> cues -> member mentions
 * -> conditions -> roles -> a list of understood parts (`Understanding`) that `assemble` turns into a query.
 */
import {
  type CatalogueIndex,
  type IndexedCube,
  type IndexedMember,
  KEY_WORDS,
  isCubeWord,
} from "../catalogue/index.js";
import { rowWords } from "../catalogue/entity-nouns.js";
import type { GlossaryEntry } from "../catalogue/glossary.js";
import type { Token } from "../text/tokenize.js";
import { tokenize } from "../text/tokenize.js";
import { lemmaKeyOf, wordKeys } from "../text/words.js";
import { AGGREGATION_WORDS } from "../text/lexicon.js";
import {
  type PendingCondition,
  type PendingSet,
  bareSetTarget,
  scanBareNumbers,
  scanConditions,
  scanSetCues,
} from "./conditions.js";
import { placeCondition } from "./condition-targets.js";
import { guessUnknownValues, readStatedColumns } from "./guess.js";
import { findDirectMentions, findGlossaryMentions, findMentions } from "./mentions.js";
import { periodInsideName, statedColumnNumber } from "./span-rules.js";
import { absorbKindWords } from "./kind-words.js";
import { absorbRecordNouns, rowsOfRecordNounsAlone } from "./record-nouns.js";
import { findPeriods, periodInsideValue } from "./periods.js";
import { populationNouns, recordsOfNamedCubes } from "./population.js";
import { derivedEventDates, eventDates } from "./event-dates.js";
import { keyPlural, qualifiedHeads } from "./qualified-heads.js";
import { aggregatesOfEntities, totalsOfUncountedRows } from "./uncounted-rows.js";
import { columnsAfterWhose, ownerColumns } from "./owner-columns.js";
import { SHARE, withoutShareWords } from "./share-words.js";
import { columnNounsAfterValues, decidedFilterCubes, placeSharedValues } from "./shared-values.js";
import { SCATTER_WORDS } from "./cues.js";
import { columnsRankingTheirRows } from "./listing.js";
import { sameEvidenceElsewhere } from "./candidates.js";
import { type Corrector, prepareTokens, valueWords } from "./prepare.js";
import {
  type Role,
  type TieBreak,
  aggregateOf,
  chooseCandidate,
  measureAbout,
  memberForRole,
  readingKey,
  sameReading,
} from "./resolve.js";
import { assignRoles } from "./roles.js";
import { aggregationWordBefore, countedCubes, listsRowsOnly, perRowCondition } from "./row-columns.js";
import { type Cues, scanCues } from "./structure.js";
import {
  type Candidate,
  type Mention,
  type ParseState,
  bestTies,
  cubeOfCandidate,
  mentionAfter,
  take,
} from "./state.js";
import { findDictionaryValues, findMisspeltValues } from "./values.js";
import {
  columnsInLists,
  groupingsInMeasuredCube,
  negatedStates,
  ownersAfterOf,
  ownersOfListedColumns,
  rowsOfListedColumns,
  sharedListModifiers,
  withoutNameParts,
  withoutStatisticSubjects,
  withoutLemmaMeasures,
  sortsByReadColumns,
} from "./revised-readings.js";
import { labelWordsOfSubject, namesOfEntities } from "./entity-names.js";
import { entitiesAsMeasuredColumns, rowNounsAfterMeasures, withoutQualifyingCounts } from "./unmeasured-entities.js";
import {
  countedNounsWithTheirVerb,
  verbsOfSuperlatives,
  withoutContradictedMeasures,
  withoutPhraseTails,
  withoutQualifiedSynonyms,
} from "./phrase-tails.js";

export interface AnalysisContext {
  index: CatalogueIndex;
  corrector: Corrector;
  values: Record<string, string[]>;
  glossary: GlossaryEntry[];
  fields: Set<string>;
  defaultEntities: string[];
  now: Date;
}

export interface ResolvedMention {
  mention: Mention;
  role: Role;
  member: IndexedMember | undefined;
  /** The phrase names an entity (a cube) rather than one of its members. */
  entity: IndexedCube | undefined;
}

export interface Understanding {
  state: ParseState;
  cues: Cues;
  resolved: ResolvedMention[];
  /** Each condition and what it constrains: a named mention, or a member found for it without one. */
  conditions: { pending: PendingCondition; mention?: Mention; member?: IndexedMember }[];
  sets: { pending: PendingSet; mention: Mention }[];
  /** The user's own words ask for shares ("share", "distribution") or a comparison ("vs"). */
  share: boolean;
  versus: boolean;
}

const VERSUS = SCATTER_WORDS;

/** The question's tokens, typos corrected except in words of the dictionary in use. */
export function prepareQuestion(question: string, context: AnalysisContext): Token[] {
  return prepareTokens(tokenize(question), context.index, context.corrector, valueWords(context.values));
}

const datedCubesCache = new WeakMap<CatalogueIndex, Set<string>>();

function cubesWithDates(index: CatalogueIndex): Set<string> {
  let dated = datedCubesCache.get(index);
  if (!dated) {
    dated = new Set(index.cubes.filter((cube) => cube.dimensions.some((d) => d.type === "time")).map((c) => c.name));
    datedCubesCache.set(index, dated);
  }
  return dated;
}

/** A phrase starting with a plural cube word names the entity ("products priced ...", "orders shipped ..."). */
function headEntity(state: ParseState, mention: Mention, member: IndexedMember | undefined): IndexedCube | undefined {
  const first = state.tokens[mention.start];
  // "users' first name" is a column of the users, not the users themselves.
  if (!member || !first || first.possessive || mention.end - mention.start < 2) return undefined;
  const cube = state.index.cubeByName.get(member.cube);
  const keys = wordKeys(first.text, "question");
  const cubeOnly = cube && keys.some((key) => cube.keys.has(key)) && !keys.some((key) => member.labelKeys.has(key));
  // A plural ("products", "repos"), not a verb's -ing form: "booking notes" are notes, not bookings.
  const plural = lemmaKeyOf(first.text, keys) !== undefined && !first.text.endsWith("ing");
  return cubeOnly && plural ? cube : undefined;
}

/** Rule 1's aggregate words; superlatives ("highest job hours") rank by the measure instead. */
const EXPLICIT_AGGREGATES = new Set(["average", "avg", "mean", "minimum", "min", "maximum", "max", "sum"]);

/**
 * "average c_acctbal": an aggregation word before a number column asks for the matching measure.
 * "average parcel weight" when "Parcel Weight" is the sum: the cube's avg measure about the same words
 * (name, title or description; the cube's own words may stand in) wins over the exact title (rule 1).
 */
function aggregated(state: ParseState, mention: Mention, member: IndexedMember | undefined): IndexedMember | undefined {
  if (!member) return undefined;
  const word = aggregationWordBefore(state, mention);
  const types = AGGREGATION_WORDS[word];
  if (!types || types.includes(member.type)) return undefined;
  const cube = state.index.cubeByName.get(member.cube);
  // "total amount" where `amount` is typed as text and the cube's one sum is named by nothing but "sum": a cube with
  // no number column to aggregate keeps the numbers its measures total in columns typed otherwise.
  // Not a count: "number of phase 3 studies" counts rows, it totals no column.
  if (member.kind === "dimension" && member.type !== "number")
    return cube && !types.includes("count") && !cube.dimensions.some((d) => d.type === "number")
      ? plainAggregate(cube, types)
      : undefined;
  if (member.kind === "dimension")
    return (
      aggregateOf(cube, member, types) ??
      (EXPLICIT_AGGREGATES.has(word) ? columnAggregate(state, mention, types) : undefined)
    );
  // "average value" when `value` is a sum and the cube's one average is named by nothing but "average": that one,
  // rather than dropping the word the user typed.
  return EXPLICIT_AGGREGATES.has(word)
    ? (measureAbout(state, mention, cube, types) ?? (cube && plainAggregate(cube, types)))
    : undefined;
}

/**
 * "max donation amount" when `Donations.max` is named by nothing but "max" and `amount` is the cube's only number
 * column that is not a key: that measure can aggregate nothing else, so it is the maximum of the column.
 */
function soleColumnAggregate(
  cube: IndexedCube | undefined,
  column: IndexedMember,
  types: readonly string[],
): IndexedMember | undefined {
  if (!cube) return undefined;
  // `id` alone is a key as much as `donation_id` is.
  const numbers = cube.dimensions.filter(
    (dimension) => dimension.type === "number" && !KEY_WORDS.has(dimension.nameWords.at(-1) ?? ""),
  );
  return numbers.length === 1 && numbers[0] === column ? plainAggregate(cube, types) : undefined;
}

/**
 * "max donation amount" reads `Contacts.donationsAmount` best, which no max measure aggregates; the phrase's other
 * number columns that it names whole are as good a reading of the words, and one that a max measure aggregates
 * is the one the aggregation word asks for.
 */
function columnAggregate(state: ParseState, mention: Mention, types: string[]): IndexedMember | undefined {
  for (const candidate of mention.candidates) {
    const column = candidate.member;
    if (column?.kind !== "dimension" || column.type !== "number" || candidate.coverage < 1) continue;
    const cube = state.index.cubeByName.get(column.cube);
    const aggregate = aggregateOf(cube, column, types) ?? soleColumnAggregate(cube, column, types);
    if (aggregate) return aggregate;
  }
  return undefined;
}

/** The cube's one measure of these aggregations named by nothing but the aggregation and the cube's words. */
function plainAggregate(cube: IndexedCube, types: readonly string[]): IndexedMember | undefined {
  const plain = cube.measures.filter(
    (measure) => types.includes(measure.type) && measure.contentWords.every((content) => isCubeWord(cube, content)),
  );
  return plain.length === 1 ? plain[0] : undefined;
}

/**
 * "average donation", "maximum donation": an aggregation of the entity itself is its cube's one measure of that
 * aggregation named by nothing but the aggregation and the cube's words (`Donations.average`, `Donations.max`).
 */
function entityAggregate(state: ParseState, mention: Mention, cube: IndexedCube): IndexedMember | undefined {
  const word = aggregationWordBefore(state, mention);
  const types = AGGREGATION_WORDS[word];
  return types && EXPLICIT_AGGREGATES.has(word) ? plainAggregate(cube, types) : undefined;
}

function resolveAll(state: ParseState, roles: Map<Mention, Role>, tie: TieBreak): ResolvedMention[] {
  const earlier = new Map<string, Candidate>();
  // What each reading stood for where it was first read: "students by region sorted by region" sorts by the
  // region's name column that the grouping chose for the `regions` cube.
  const earlierMembers = new Map<string, IndexedMember | undefined>();
  const counted = countedCubes(state, roles);
  return state.mentions.map((mention) => {
    const role = roles.get(mention) ?? "free";
    const same = role === "sort" ? sameReading(mention, earlier) : undefined;
    const best = same ?? chooseCandidate(mention, role, tie);
    const chosen = role === "condition" ? perRowCondition(state, mention, best, counted) : best;
    const key = readingKey(mention);
    if (chosen) {
      mention.chosen = chosen;
      earlier.set(key, chosen);
    }
    const candidate = chosen ? ((same && earlierMembers.get(key)) ?? memberForRole(chosen, role)) : undefined;
    if (chosen && !earlierMembers.has(key)) earlierMembers.set(key, candidate);
    const keyRows = keyPlural(state, mention, role, candidate);
    const member = keyRows ? undefined : candidate;
    const entity = chosen?.cube ?? keyRows ?? headEntity(state, mention, chosen?.member);
    const aggregate =
      aggregated(state, mention, member) ??
      (chosen?.cube && role === "free" ? entityAggregate(state, mention, chosen.cube) : undefined);
    return { mention, role, member: aggregate ?? member, entity };
  });
}

/** The single cube among the best readings of the most mentions (at least two), if one leads. */
function cubeOfMostMentions(state: ParseState, mentions: Mention[]): string | undefined {
  const counts = new Map<string, number>();
  for (const mention of mentions) {
    const words = state.tokens.slice(mention.start, mention.end).map((token) => token.text);
    const tied = bestTies(mention.candidates.filter((c) => !(c.cube && !c.member && onlyGrainWords(c.cube, words))));
    // "tasks" names the `Tasks` cube itself; that `Schedules` has a `task` column says nothing of which cube leads.
    const named = tied.filter((candidate) => candidate.cube && !candidate.member);
    const cubes = new Set((named.length > 0 ? named : tied).map(cubeOfCandidate));
    for (const cube of cubes) if (cube) counts.set(cube, (counts.get(cube) ?? 0) + 1);
  }
  const most = Math.max(0, ...counts.values());
  const leaders = [...counts].filter(([, count]) => count === most);
  return most >= 2 && leaders.length === 1 ? leaders[0]![0] : undefined;
}

/**
 * "LGAs" for `VaccinationByLga`: a phrase of only the words after "by" in a cube's name says the grain its rows are
 * totalled at, not what they are, so it does not name the cube (every cube with an LGA column is as likely).
 */
function onlyGrainWords(cube: IndexedCube, words: string[]): boolean {
  const rows = rowWords(cube.nameWords);
  if (rows.length === cube.nameWords.length) return false;
  const said = new Set(words.flatMap((word) => wordKeys(word, "question")));
  return !rows.some((row) => wordKeys(row, "catalogue").some((key) => said.has(key)));
}

/** `prepared`: the question's tokens as `prepareQuestion` gives them, when the caller has them already. */
export function understand(question: string, context: AnalysisContext, prepared?: Token[]): Understanding {
  const tokens: Token[] = prepared ?? prepareQuestion(question, context);
  const state: ParseState = {
    tokens,
    used: tokens.map(() => null),
    index: context.index,
    values: context.values,
    glossary: context.glossary,
    periods: [],
    mentions: [],
    filters: [],
  };
  state.periods = findPeriods(tokens, context.now).filter(
    (period) =>
      !periodInsideName(context.index, tokens, period) &&
      !statedColumnNumber(context.index, tokens, period) &&
      !periodInsideValue(context.values, tokens, period),
  );
  for (const period of state.periods) take(state, period.start, period.end, "period");
  findGlossaryMentions(state);
  findDirectMentions(state);
  findMentions(state, "whole");
  findDictionaryValues(state, context.values);
  findMentions(state, "allButKind");
  const cues = scanCues(state);
  const pendingConditions = scanConditions(state);
  findMentions(state);
  absorbKindWords(state);
  verbsOfSuperlatives(state);
  countedNounsWithTheirVerb(state);
  absorbRecordNouns(state);
  rowsOfRecordNounsAlone(state);
  columnNounsAfterValues(state);
  findMisspeltValues(state, context.values);
  const pendingSets = scanSetCues(state);

  const conditions: Understanding["conditions"] = pendingConditions.map((pending) => placeCondition(state, pending));
  conditions.push(...scanBareNumbers(state));
  const targets = {
    condition: new Set(
      conditions.filter((c) => c.pending.kind === "number").flatMap((c) => (c.mention ? [c.mention] : [])),
    ),
    text: new Set(conditions.filter((c) => c.pending.kind === "text").flatMap((c) => (c.mention ? [c.mention] : []))),
    set: new Set<Mention>(),
  };
  const sets: Understanding["sets"] = [];
  for (const pending of pendingSets) {
    const mention = pending.bare ? bareSetTarget(state, pending) : mentionAfter(state, pending.at, 1);
    if (!mention || targets.condition.has(mention) || targets.text.has(mention)) continue;
    // "with a return flag of R": the member already has a value, so "with a" is no presence test; nor has a date
    // that a period follows ("with a first release date before 2010").
    if (state.filters.some((filter) => filter.member === mention.candidates[0]?.member?.name)) continue;
    const isDate = mention.candidates[0]?.member?.type === "time";
    if (isDate && state.periods.some((period) => period.start >= mention.end && period.start <= mention.end + 1))
      continue;
    targets.set.add(mention);
    sets.push({ pending, mention });
    take(state, pending.cueStart, pending.at, "set");
  }

  readStatedColumns(state);
  const roles = assignRoles(state, cues, targets);
  const tie: TieBreak = {
    cubes: new Set(),
    fields: context.fields,
    defaultEntities: context.defaultEntities,
    listing: cues.listing || cues.rowLimit === true,
    rowsOnly: listsRowsOnly(state, roles, cues),
    datedCubes:
      state.periods.length > 0 || cues.granularity !== undefined || cues.trend
        ? cubesWithDates(state.index)
        : new Set(),
    index: state.index,
  };
  // First pass fixes the unambiguous members; their cubes, and those of dictionary values, then break ties in
  // the second pass ("failed tasks by type": the type of the cube whose status is failed).
  for (const cube of decidedFilterCubes(state.filters)) tie.cubes.add(cube);
  for (const item of resolveAll(state, roles, tie)) {
    const top = item.mention.candidates[0];
    // Among equal measures spelled as written, those that add the fewest words: "warehousing cost" reads
    // `warehousing_cost`, not `warehousing_cost_usd`. A reading through an abbreviation ("revenue" for `rev`) leaves
    // the choice to the rest of the question.
    const ties = bestTies(item.mention.candidates);
    const fewest = Math.min(...ties.map((c) => c.unsaid ?? 0));
    const spelled = ties.every((c) => c.member?.kind === "measure" && !c.expanded);
    const plainest = spelled ? ties.filter((c) => (c.unsaid ?? 0) === fewest) : ties;
    const unambiguous =
      new Set(plainest.map(cubeOfCandidate)).size === 1 &&
      (!top || sameEvidenceElsewhere(item.mention.candidates, top).length === 0);
    if (unambiguous && item.member) tie.cubes.add(item.member.cube);
    if (unambiguous && item.entity) tie.cubes.add(item.entity.name);
  }
  // Nothing unambiguous: the one cube that has a reading of the most mentions answers without joins.
  if (tie.cubes.size === 0) {
    const cube = cubeOfMostMentions(state, state.mentions);
    if (cube) tie.cubes.add(cube);
  }
  let resolved = resolveAll(state, roles, tie);
  placeSharedValues(state, resolved);
  guessUnknownValues(state, new Set([...tie.cubes, ...resolved.flatMap((r) => (r.member ? [r.member.cube] : []))]));
  // Guessing may have turned a mention into a filtered member ("the web channel"); keep roles as they are.
  resolved = resolved.filter((item) => state.mentions.includes(item.mention));
  resolved = withoutStatisticSubjects(state, resolved);
  resolved = withoutLemmaMeasures(state, resolved);
  columnsInLists(state, resolved);
  negatedStates(state, resolved);
  namesOfEntities(state, resolved);
  ownersAfterOf(state, resolved);
  ownersOfListedColumns(state, resolved);
  rowsOfListedColumns(state, resolved);
  sharedListModifiers(state, resolved);
  groupingsInMeasuredCube(state, resolved);
  entitiesAsMeasuredColumns(resolved);
  withoutQualifyingCounts(state, resolved);
  rowNounsAfterMeasures(state, resolved);
  resolved = withoutNameParts(state, resolved);
  populationNouns(state, resolved);
  recordsOfNamedCubes(state, resolved);
  totalsOfUncountedRows(resolved);
  aggregatesOfEntities(state, resolved);
  eventDates(state, resolved);
  derivedEventDates(state, resolved);
  qualifiedHeads(state, resolved, conditions);
  ownerColumns(state, resolved);
  columnsAfterWhose(state, resolved);
  labelWordsOfSubject(state, resolved);
  resolved = withoutShareWords(state, resolved);
  resolved = withoutPhraseTails(state, resolved);
  resolved = withoutQualifiedSynonyms(state, resolved);
  resolved = withoutContradictedMeasures(state, resolved);
  sortsByReadColumns(resolved);
  columnsRankingTheirRows(state, resolved, cues.ranking !== undefined);

  const freeWords = (words: Set<string>) =>
    state.tokens.some((token, i) => state.used[i] === null && words.has(token.text));
  return { state, cues, resolved, conditions, sets, share: freeWords(SHARE), versus: freeWords(VERSUS) };
}
