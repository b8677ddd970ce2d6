/**
 * Understood parts -> a canonical Cube query (ANSWERS.md, Canonical query form and Rules): measures, default count,
 * groupings, the time dimension with its granularity and period, filters, ranking, order and limit.
 */
import { type IndexedCube, type IndexedMember, countMeasureOf } from "../catalogue/index.js";
import { rowsOfKind } from "../catalogue/entity-nouns.js";
import { sliceCubeReading } from "./slice-cubes.js";
import { groupComparedValues } from "./compared-values.js";
import type { CubeQuery, Match, QueryFilter } from "../types.js";
import { SORT_WORDS } from "./cues.js";
import { LABEL_WORDS } from "../text/lexicon.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import { labelDimensionOf, nameDimensionOf, startsAt } from "./resolve.js";
import { isNegated, statedBoolean } from "./stated-words.js";
import { applyTime, timeEntries } from "./query-time.js";
import { applyConditions } from "./apply-conditions.js";
import { QueryDraft } from "./query-draft.js";
import { applyRecordSuperlative, findRecordSuperlative } from "./record-superlative.js";
import { entitiesListedTogether, listNamedColumns, listingKind, rankingColumnOf } from "./listing.js";
import {
  breakdownOfUnplacedRows,
  countsUnplacedRows,
  mostlyForeign,
  onlyGroupings,
  unansweredAggregation,
  unmatchedWords,
} from "./unplaced-words.js";
import { leavesNameWordUnsaid } from "./unsaid-words.js";
import { type FoundFilter, cubeOfMemberName, textAt, tieBrokenOnPart } from "./state.js";

export interface Assembled {
  query: CubeQuery | null;
  matches: Match[];
  unmatched: string[];
  /** A filter value was inferred without the dictionary. */
  guessed: boolean;
  /** A phrase had two readings that fitted equally, and the one taken was first in the catalogue's order. */
  undecided: boolean;
  /** A phrase's reading was picked by a tie-break on part of a name (see `tieBrokenOnPart`). */
  tieBroken: boolean;
  /** No measure, and neither a listing nor a record was asked for: the columns were listed for want of a measure. */
  listedByDefault: boolean;
  /** A member was read from part of its name, leaving a content word of it unsaid (`leavesNameWordUnsaid`). */
  namedInPart: boolean;
}

const SALES_WORDS = ["revenue", "sales", "sold", "quantity"];

function salesMeasure(u: Understanding): IndexedMember | undefined {
  for (const word of SALES_WORDS) {
    const hits = u.state.index.memberKeys.get(word) ?? [];
    const measure = hits.find((hit) => hit.member.kind === "measure" && hit.source === "name");
    if (measure) return measure.member;
  }
  const glossary = u.state.glossary.find((entry) => entry.words.some((w) => SALES_WORDS.includes(w)));
  return glossary?.member.kind === "measure" ? glossary.member : undefined;
}

function applyMention(
  draft: QueryDraft,
  u: Understanding,
  item: ResolvedMention,
  entities: IndexedCube[],
  filtered: Set<string>,
): void {
  const { member, role, mention } = item;
  if (item.entity && role !== "group" && role !== "rankTarget") entities.push(item.entity);
  if (!member) return;
  draft.matches.push({ phrase: mention.phrase, member: member.name, kind: mention.chosen?.via ?? "label" });
  // "the most premium members", "how many certified drivers": a boolean's title before the entity is its filter.
  const booleanFilter = () =>
    draft.addFilter({
      member: member.name,
      operator: "equals",
      values: [statedBoolean(u.state, mention.end) ?? (isNegated(u.state, mention.start) ? "false" : "true")],
    });
  switch (role) {
    case "count":
    case "rankMeasure":
    case "condition":
      if (member.kind === "measure") draft.addMeasure(member);
      else if (member.type === "boolean" && role !== "condition") booleanFilter();
      return;
    case "group":
    case "rankTarget":
      // "by school, latest record only": a boolean that "only" follows picks rows, though a grouping's list ran on.
      if (member.type === "boolean" && u.state.tokens[mention.end]?.text === "only") booleanFilter();
      else draft.addDimension(member);
      return;
    case "sort":
      if (member.kind === "measure") draft.addMeasure(member);
      return;
    case "text":
      // "top 5 item descriptions ending with 'Vodka'": the ranked column is searched and broken down by as well.
      if (ranksMention(u, mention) && member.kind === "dimension") draft.addDimension(member);
      return;
    case "set":
      return;
    default:
      if (member.kind === "measure") draft.addMeasure(member);
      else if (member.type === "time") draft.timeDimension = member;
      else if (member.type === "boolean") booleanFilter();
      else if (!filtered.has(member.name) && !item.entity) draft.addDimension(member);
  }
}

const ranksMention = (u: Understanding, mention: ResolvedMention["mention"]) =>
  u.cues.ranking !== undefined && startsAt(u.state, mention, u.cues.ranking.targetStart);

/**
 * "how many tasks were too late": a count measure of the counted cube named after the noun (`countTooLate`) is
 * the count asked for, not a second one next to the cube's plain count.
 */
function preferNamedCounts(draft: QueryDraft, u: Understanding): void {
  for (const counted of u.resolved) {
    const plain = counted.member;
    if (counted.role !== "count" || !counted.entity || !plain || plain.type !== "count") continue;
    const named = u.resolved.some(
      (item) =>
        item !== counted &&
        item.role === "free" &&
        item.mention.start >= counted.mention.end &&
        item.member?.cube === plain.cube &&
        item.member.type === "count" &&
        item.member !== plain &&
        draft.measures.includes(item.member),
    );
    if (named && draft.measures.includes(plain)) draft.measures.splice(draft.measures.indexOf(plain), 1);
  }
}

/** Words that attach a condition to the entity before them ("books with more than 500 loans"). */
const QUALIFIERS = new Set(["with", "having", "that", "who", "which", "where", "whose"]);

/**
 * "books with more than 500 loans": an entity qualified by a measure of another cube is what the rows are
 * (the books that have them), so it groups by its label dimension, as "which book has the most loans" does.
 */
function groupQualifiedEntities(
  draft: QueryDraft,
  u: Understanding,
  byMention: Map<unknown, ResolvedMention>,
  entities: IndexedCube[],
): void {
  for (const item of u.resolved) {
    const entity = item.entity;
    const next = u.state.tokens[item.mention.end]?.text ?? "";
    if (
      !entity ||
      item.role !== "free" ||
      item.mention.chosen?.member ||
      !(QUALIFIERS.has(next) || SORT_WORDS.has(next))
    )
      continue;
    // "stores sorted by total amount": the entity's rows ordered by a measure about each of them.
    const sorted =
      SORT_WORDS.has(next) &&
      u.resolved.some(
        (sort) =>
          sort.role === "sort" &&
          sort.mention.start > item.mention.start &&
          sort.member?.kind === "measure" &&
          sort.member !== countMeasureOf(entity),
      );
    const qualified =
      sorted ||
      u.conditions.some(({ pending, mention }) => {
        const member = mention && mention.start > item.mention.start ? byMention.get(mention)?.member : undefined;
        // "restaurants with an order count of at least 500": a measure about each entity, of its own cube or another.
        return (
          pending.kind === "number" &&
          member?.kind === "measure" &&
          (member.cube !== entity.name || member !== countMeasureOf(entity))
        );
      });
    // Only a real name column: "customers with more than 5 orders" is no breakdown by the first string (city).
    const label = qualified ? nameDimensionOf(entity) : undefined;
    if (!label) continue;
    draft.addDimension(label);
    entities.splice(entities.indexOf(entity), 1);
  }
}

/**
 * "flights from DME to LED" with the codes in both `departureAirport` and `arrivalAirport`: nothing chose between two
 * columns of one cube that hold the value, so the filter's column is a guess.
 */
function valueColumnUndecided(filters: FoundFilter[]): boolean {
  return filters.some(
    (filter) =>
      !filter.guessed &&
      filter.alternatives?.some((other) => cubeOfMemberName(other.member) === cubeOfMemberName(filter.member)),
  );
}

export function assemble(u: Understanding): Assembled {
  const draft = new QueryDraft();
  const entities: IndexedCube[] = [];
  const byMention = new Map(u.resolved.map((item) => [item.mention, item] as const));
  // Members the question constrains are not groupings when named again ("capacity of at least 5,000 pallets").
  const filtered = new Set(u.state.filters.map((f) => f.member));
  for (const { mention } of u.conditions) {
    const member = mention ? byMention.get(mention)?.member : undefined;
    if (member) filtered.add(member.name);
  }
  // "stores whose state is Texas": the column a value was stated of is the filter's, though the phrase was read
  // later as another cube's column of that name; it is no grouping.
  for (const filter of u.state.filters) {
    const item = filter.mention ? byMention.get(filter.mention) : undefined;
    if (item?.member && item.role === "free") filtered.add(item.member.name);
  }
  for (const filter of u.state.filters) {
    draft.addFilter({
      member: filter.member,
      operator: filter.operator,
      ...(filter.values ? { values: [...filter.values] } : {}),
    });
    draft.matches.push({ phrase: filter.phrase, member: filter.member, kind: "value" });
  }
  for (const item of u.resolved) applyMention(draft, u, item, entities, filtered);
  const unplacedConditions = applyConditions(draft, u, byMention);
  preferNamedCounts(draft, u);
  groupQualifiedEntities(draft, u, byMention, entities);

  const textTargets = u.conditions
    .filter((c) => c.pending.kind === "text")
    .map((c) => (c.mention ? byMention.get(c.mention)?.member : undefined));
  // "estimated reads per read source", "first orders by month": a breakdown of rows picked by a boolean, by a
  // column or over time, counts those rows, like "orders by status", even when the boolean's label swallowed the
  // entity's own word.
  const brokenDown = u.cues.groupAt.length > 0 || u.cues.granularity !== undefined || u.cues.trend;
  const booleanFilter = brokenDown
    ? draft.filters.find((f) => u.state.index.memberByName.get(f.member)?.type === "boolean")
    : undefined;
  const booleanCube = booleanFilter
    ? u.state.index.cubeByName.get(u.state.index.memberByName.get(booleanFilter.member)!.cube)
    : undefined;
  // "Discord messages by channel": a breakdown of the rows that dictionary values pick counts them, like "tickets
  // by channel" does.
  const valueBreakdown = u.cues.groupAt.length > 0 && u.state.filters.some((f) => !f.guessed);
  // "protocol breakdown": groupings alone count the grouped cube's rows.
  const groupedOnly = onlyGroupings(u) || breakdownOfUnplacedRows(u);
  const listing = listingKind(
    u,
    draft,
    entities,
    textTargets,
    booleanCube !== undefined || valueBreakdown || groupedOnly,
  );
  const ranking = u.cues.ranking;
  if (ranking?.selling && draft.measures.length === 0) {
    const sales = salesMeasure(u);
    if (sales) draft.addMeasure(sales);
  }
  if (listing !== undefined) {
    // "list comment ids whose content ends with x": the searched column is listed only when nothing else is, when
    // the list names it too ("PO numbers and memos, memo ending with x"), or when it heads the list ("list unit names
    // ending with 'GmbH' with their staff").
    const head = [...u.resolved].sort((a, b) => a.mention.start - b.mention.start)[0];
    const listedAlso = (member: IndexedMember) =>
      u.resolved.some((item) => (item.role !== "text" || item === head) && item.member === member);
    // "list items whose category contains 'book'": a column after "whose" is the entity's condition; the entity
    // is what is listed ("list RFQs whose name contains steel" lists that name, the column being its name).
    const whose = u.resolved.some(
      (item) =>
        item.role === "text" &&
        textAt(u.state, item.mention.start - 1) === "whose" &&
        !item.member?.nameWords.some((word) => LABEL_WORDS.includes(word)),
    );
    const listEmpty = draft.dimensions.length === 0 && !(whose && entities.length > 0);
    for (const member of textTargets) if (member && (listEmpty || listedAlso(member))) draft.addDimension(member);
    // The list's head comes first, as asked.
    if (head?.role === "text" && head.member && draft.dimensions.includes(head.member))
      draft.dimensions.unshift(...draft.dimensions.splice(draft.dimensions.indexOf(head.member), 1));
    listNamedColumns(draft, u, filtered, entities);
    // "line names with their first production date": a named time column is listed (by day, rule 4), unless it
    // only says which date a period is about ("orders created last month").
    if (u.state.periods.length === 0)
      for (const item of u.resolved)
        if (item.role === "free" && item.member?.type === "time" && !item.entity) draft.addDimension(item.member);
    if (draft.dimensions.length === 0 && entities[0]) {
      const label = labelDimensionOf(entities[0]);
      if (label) draft.addDimension(label);
    }
  } else if (draft.measures.length === 0) {
    // "gender distribution": shares of a breakdown are shares of a count; "daily refunds last week":
    // a dictionary value with a period or granularity counts the rows that have it.
    const structured = u.state.periods.length > 0 || u.cues.granularity !== undefined || u.cues.trend || valueBreakdown;
    const valueFilter = structured ? u.state.filters.find((f) => !f.guessed) : undefined;
    // "how many smokers": counting a described thing counts the rows of its cube.
    const described =
      u.cues.countAt.length > 0
        ? (u.state.index.memberByName.get(draft.filters[0]?.member ?? "") ?? draft.dimensions[0])
        : undefined;
    const counted =
      draft.timeDimension ??
      (u.share ? draft.dimensions[0] : undefined) ??
      (valueFilter ? u.state.index.memberByName.get(valueFilter.member) : undefined) ??
      described ??
      // "the most common event type", "top 3 failure reasons", "protocol breakdown": how often each value occurs
      // is the count of the dimension's cube.
      (ranking || groupedOnly ? draft.dimensions[0] : undefined);
    const countedCube = counted ? u.state.index.cubeByName.get(counted.cube) : undefined;
    // "smartwatches by user" (a value of `DeviceType.name`): the devices of that kind are counted, not the kind.
    const valueNoun = countedCube && counted !== draft.timeDimension && (counted === described || valueFilter);
    const kindRows = valueNoun ? rowsOfKind(u.state.index.cubes, countedCube) : undefined;
    const entity = entities[0] ?? kindRows ?? countedCube ?? booleanCube;
    const countedEntities = !entity ? [] : entity === entities[0] ? entitiesListedTogether(u, entity) : [entity];
    for (const cube of countedEntities) {
      const count = countMeasureOf(cube);
      if (count) draft.addMeasure(count);
    }
  }

  // "protest names sorted by start date, newest first": the date a sort names is the one "newest first" orders, and
  // a listing sorted by a date lists it by day (Cube orders only by members the query selects, rule 8).
  const sortedDate = u.resolved.find((item) => item.role === "sort" && item.member?.type === "time")?.member;
  if (sortedDate && !draft.timeDimension) {
    if (draft.measures.length === 0) draft.addDimension(sortedDate);
    else if (u.cues.timeSort) draft.timeDimension = sortedDate;
  }
  const { entry: timeDimension, unplacedPeriods } = applyTime(draft, u, entities);
  for (const sort of u.cues.sorts) {
    // "sorted by count" / "sorted descending" name no member: the first measure is sorted.
    const named = u.resolved.find((item) => item.role === "sort" && item.mention.start >= sort.start)?.member;
    const target = sort.start < 0 || !named ? draft.measures[0] : named;
    if (!target) continue;
    draft.addOrder(target.name, sort.direction ?? (target.kind === "measure" ? "desc" : "asc"));
    // Cube orders only by members the query selects (rule 8).
    if (target.kind === "dimension" && target.type !== "time") draft.addDimension(target);
  }
  let limit = u.cues.limit;
  const rankingColumn = rankingColumnOf(u);
  if (ranking && draft.measures[0]) {
    const explicit = u.resolved.find(
      (item) => item.member?.kind === "measure" && (item.role === "rankMeasure" || item.role === "group"),
    );
    draft.addOrder((explicit?.member ?? draft.measures[0]).name, ranking.direction);
    limit ??= ranking.limit;
  } else if (ranking && rankingColumn) {
    draft.addDimension(rankingColumn);
    draft.addOrder(rankingColumn.name, ranking.direction);
    limit ??= ranking.limit;
  }

  groupComparedValues(u, draft);
  const record = findRecordSuperlative(u);
  if (record) limit = applyRecordSuperlative(draft, u, record, u.cues.limit);

  const query: CubeQuery = {};
  if (draft.measures.length) query.measures = draft.measures.map((m) => m.name);
  if (draft.dimensions.length) query.dimensions = draft.dimensions.map((m) => m.name);
  if (timeDimension) query.timeDimensions = timeEntries(draft, u, timeDimension);
  const filters = withoutImpliedPresence(draft.filters);
  if (filters.length) query.filters = filters;
  if (draft.order.length) query.order = draft.order;
  if (limit !== undefined) query.limit = limit;
  const sliced = sliceCubeReading(
    u.state.index,
    u.state.values,
    query,
    u.state.tokens.map((token) => token.text),
  );
  const named = draft.measures.some((measure) => u.resolved.some((item) => item.member === measure));
  const unmatched = unmatchedWords(u, draft.measures.length > 0, named);
  // "total payroll cost last quarter" with no such measure: a total that only a listing of columns (or a count of
  // rows, for an average) is left to answer is not answered by it; nor is "how much funding did each project
  // receive" when the amount asked for is a word nothing placed and no measure the question names answers it.
  const measured = draft.measures.length > 0;
  const aggregateUnanswered =
    listing !== "asked" &&
    (unansweredAggregation(unmatched, measured) || (!named && asksHowMuch(u) && unmatched.length > 0));
  const answerable =
    (query.measures?.length ?? 0) + (query.dimensions?.length ?? 0) > 0 &&
    !mostlyForeign(u, unmatched.length) &&
    !countsUnplacedRows(u, named) &&
    !aggregateUnanswered;
  return {
    query: answerable ? sliced : null,
    matches: draft.matches,
    unmatched: [...unmatched, ...unplacedPeriods, ...unplacedConditions],
    guessed: u.state.filters.some((f) => f.guessed === true),
    undecided: u.resolved.some((item) => item.mention.undecided) || valueColumnUndecided(u.state.filters),
    tieBroken: u.resolved.some((item) => tieBrokenOnPart(item.mention)),
    // Rows nothing asked to list, and no record picked by a superlative ("the name of the player with the highest
    // cost"): the columns were listed for want of anything to count.
    listedByDefault: listing !== "asked" && !record && draft.measures.length === 0 && answerable,
    namedInPart: u.resolved.some((item) => item.member !== undefined && leavesNameWordUnsaid(u.state, item.mention)),
  };
}

/**
 * "tracks with a duration over 600 seconds": the phrase reads as a presence test ("with a duration") and a
 * comparison on the same column, and the comparison already implies the value is present.
 */
function withoutImpliedPresence(filters: QueryFilter[]): QueryFilter[] {
  const compared = new Set(
    filters.flatMap((filter) =>
      "member" in filter && filter.operator !== "set" && filter.operator !== "notSet" ? [filter.member] : [],
    ),
  );
  return filters.filter((filter) => !("member" in filter && filter.operator === "set" && compared.has(filter.member)));
}

/** The question asks for an amount ("how much ..."), which a listing of columns does not give. */
function asksHowMuch(u: Understanding): boolean {
  return u.state.tokens.some((token, i) => token.text === "how" && u.state.tokens[i + 1]?.text === "much");
}
