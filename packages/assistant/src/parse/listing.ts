/**
 * Listings (ANSWERS.md rules 2 and 8): when a question lists records, and which columns it names are listed even
 * when the question also constrains them.
 */
import { type IndexedCube, type IndexedMember, countMeasureOf } from "../catalogue/index.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import type { QueryDraft } from "./query-draft.js";
import { aggregateOf, nameDimensionOf } from "./resolve.js";
import { isAggregationWord } from "./row-columns.js";
import { type Mention, type ParseState, onlyWordsBetween, textAt } from "./state.js";

/**
 * Whether the question lists rows: "asked" when it says so (a list word, a row limit, columns named in a row, rows
 * picked by their name's text); "default" when nothing asked for it but there is nothing to count or break down
 * either (no measure, entity, count word, share or ranking; `countedRows`: no rows picked by a boolean or by
 * dictionary values, nor a question of groupings only ("protocol breakdown"), whose rows are counted), so the named
 * columns are listed for want of anything else.
 */
export function listingKind(
  u: Understanding,
  draft: QueryDraft,
  entities: readonly IndexedCube[],
  textTargets: readonly (IndexedMember | undefined)[],
  countedRows: boolean,
): "asked" | "default" | undefined {
  const measured = draft.measures.length > 0;
  // "show 20 rows of orders by item name": rows of an entity broken down are still a breakdown, capped (rule 2).
  const cappedBreakdown = u.cues.rowLimit === true && groupsEntity(u, entities);
  if (
    (u.cues.listing && !cappedBreakdown) ||
    (u.cues.rowLimit && !measured && draft.dimensions.length > 0 && !u.cues.ranking && !groupsEntity(u, entities)) ||
    (!measured && u.cues.countAt.length === 0 && (namesColumns(u) || opensWithColumnOf(u))) ||
    (!measured && rowsPickedByText(u, entities, textTargets)) ||
    (!measured && showsRecords(u, entities)) ||
    (!measured && rowsSortedByColumn(u)) ||
    (!measured && rankingColumnOf(u) !== undefined)
  )
    return "asked";
  // "domains without a twitter", where the domains' cube has no count: its rows are listed.
  const uncountable = entities.length > 0 && entities.every((cube) => countMeasureOf(cube) === undefined);
  const nothingToCount =
    !measured &&
    (uncountable || (entities.length === 0 && draft.dimensions.length + textTargets.length > 0)) &&
    !countedRows &&
    u.cues.countAt.length === 0 &&
    !u.share &&
    !u.cues.ranking;
  return nothingToCount ? "default" : undefined;
}

/** "collections by source, show 20 rows": an entity broken down by a grouping is counted (rule 2), whatever the limit. */
function groupsEntity(u: Understanding, entities: readonly IndexedCube[]): boolean {
  return entities.length > 0 && u.resolved.some((item) => item.role === "group");
}

/** "show the full name, star count and license of repos": two or more columns named in a row, not groupings. */
export function namesColumns(u: Understanding): boolean {
  const columns = u.resolved
    .filter((item) => item.role === "free" && item.member?.kind === "dimension" && !item.entity)
    .sort((a, b) => a.mention.start - b.mention.start);
  return columns.some((item, k) => {
    const next = columns[k + 1];
    return next !== undefined && listedTogether(u.state, item.mention, next.mention, LIST_JOINERS);
  });
}

/** "opportunity names sorted by amount": rows, neither counted nor grouped nor ranked, sorted by one of their columns. */
function rowsSortedByColumn(u: Understanding): boolean {
  if (u.cues.countAt.length > 0 || u.cues.ranking || u.cues.granularity !== undefined) return false;
  const sorted = u.resolved.some((item) => item.role === "sort" && item.member?.kind === "dimension");
  return sorted && u.resolved.every((item) => item.role === "sort" || (item.role === "free" && !item.entity));
}

/**
 * "top 5 company unit names by full-time employees" where the figure is a number column, not a measure: the rows
 * are listed ordered by it (rule 7's superlative over records), not counted.
 */
export function rankingColumnOf(u: Understanding): IndexedMember | undefined {
  const ranking = u.cues.ranking;
  if (!ranking) return undefined;
  // After the ranked noun, "by" names what ranks it ("by full-time employees"), read as a grouping.
  const ranks = (r: ResolvedMention) =>
    r.role === "rankMeasure" || (r.role === "group" && r.mention.start > ranking.targetStart);
  const item = u.resolved.find((r) => ranks(r) && r.member?.kind === "dimension");
  return item?.member?.type === "number" ? item.member : undefined;
}

/**
 * "top 5 players by career ppg" beside `avg_career_ppg`, the cube's average of `career_ppg`: a number column of the
 * ranked rows' own cube, said as written with no aggregation word, ranks those rows (rule 7's superlative over
 * records); the aggregate is for ranking something else by it ("top 5 teams by career ppg").
 */
export function columnsRankingTheirRows(state: ParseState, resolved: ResolvedMention[], ranking: boolean): void {
  if (!ranking) return;
  const target = resolved.find((item) => item.role === "rankTarget");
  // The rows themselves ("top 5 players"), not a column that groups them ("top 5 wards", `sts.ward_number`).
  const rows = target?.entity?.name;
  const cube = rows === undefined ? undefined : state.index.cubeByName.get(rows);
  for (const item of resolved) {
    const measure = item.member;
    const chosen = item.mention.chosen;
    if (item.role !== "rankMeasure" || measure?.kind !== "measure" || measure.cube !== rows || !chosen) continue;
    const words = state.tokens.slice(item.mention.start, item.mention.end).map((token) => token.text);
    if (words.some(isAggregationWord)) continue;
    const column = item.mention.candidates.find(
      (c) =>
        c.member?.kind === "dimension" &&
        c.member.type === "number" &&
        c.member.cube === measure.cube &&
        c.score === chosen.score &&
        c.coverage === chosen.coverage &&
        aggregateOf(cube, c.member, [measure.type]) === measure,
    );
    if (!column) continue;
    item.member = column.member;
    item.mention.chosen = column;
  }
}

/** Words that open a clause about the noun before them ("organizations whose …", "tickets with …"). */
const RELATIVE_WORDS = new Set(["whose", "with", "where", "that", "which", "having"]);

/**
 * "organizations whose name contains labs": rows of one entity that a clause picks by text, with nothing to count
 * or break down, are asked for themselves (rule 2); "page views for paths containing …" are counted.
 */
export function rowsPickedByText(
  u: Understanding,
  entities: readonly IndexedCube[],
  textTargets: readonly (IndexedMember | undefined)[],
): boolean {
  const [entity, ...others] = entities;
  return (
    entity !== undefined &&
    others.length === 0 &&
    // By their name ("organizations whose name contains labs"); "calls with 'yandex' in the referrer" are counted.
    textTargets.some((member) => member !== undefined && member === nameDimensionOf(entity)) &&
    u.resolved.some(
      (item) =>
        item.entity === entity && !item.member && RELATIVE_WORDS.has(u.state.tokens[item.mention.end]?.text ?? ""),
    ) &&
    u.cues.countAt.length === 0 &&
    u.cues.groupAt.length === 0 &&
    // "posts with 'budget' in the title by month" are broken down by time: counted.
    u.cues.granularity === undefined &&
    !u.cues.trend &&
    !u.share &&
    !u.cues.ranking
  );
}

const SHOW_WORDS = new Set(["show", "display"]);
const SHOWN_OPENERS = new Set(["me", "us", "the", "all", "our", "every"]);

/**
 * "show the supplier with CUIT 30-71234567-8", "display all suppliers in Rosario": a question that opens by showing
 * an entity that has a name column, with nothing to count, rank or break down, asks for the records themselves
 * (rule 2). Rows with no name ("show shipments from Rotterdam") are counted: listing some other column of theirs
 * would show nothing of them.
 */
function showsRecords(u: Understanding, entities: readonly IndexedCube[]): boolean {
  if (u.cues.countAt.length > 0 || u.cues.groupAt.length > 0 || u.cues.ranking || u.share) return false;
  if (!SHOW_WORDS.has(textAt(u.state, 0))) return false;
  let first = 1;
  while (SHOWN_OPENERS.has(textAt(u.state, first))) first++;
  return u.resolved.some(
    (item) =>
      item.entity !== undefined &&
      !item.member &&
      item.mention.start === first &&
      entities.includes(item.entity) &&
      nameDimensionOf(item.entity) !== undefined,
  );
}

/** Only separators between two list items: "numbers and states", "name, city". */
export const LIST_SEPARATORS = new Set([",", "and", "&"]);
/** Separators, and the possessives that introduce a list's next item ("customers and their city"). */
const LIST_JOINERS = new Set([...LIST_SEPARATORS, "their", "its"]);

/** Two phrases, in either order, with something between them and only `joiners` at that. */
export function listedTogether(state: ParseState, a: Mention, b: Mention, joiners: ReadonlySet<string>): boolean {
  const [left, right] = a.start < b.start ? [a, b] : [b, a];
  return right.start > left.end && onlyWordsBetween(state, left.end, right.start, joiners);
}

/**
 * What a listing names is listed, also when the question constrains it: "order numbers and states for refused
 * orders" lists the state; "list customers with a name starting with Jo and their city" lists the customers
 * (their name) as well as the city.
 */
export function listNamedColumns(
  draft: QueryDraft,
  u: Understanding,
  filtered: Set<string>,
  entities: IndexedCube[],
): void {
  const items = u.resolved
    .filter((item) => item.member || item.entity)
    .sort((a, b) => a.mention.start - b.mention.start);
  for (const [i, item] of items.entries()) {
    const member = item.member;
    if (!member || member.kind !== "dimension" || member.type === "time" || !filtered.has(member.name)) continue;
    if (item.role === "text" || item.role === "condition") continue;
    const neighbours = [items[i - 1], items[i + 1]].filter((other) => other?.member?.kind === "dimension");
    if (neighbours.some((other) => listedTogether(u.state, other!.mention, item.mention, LIST_JOINERS)))
      draft.addDimension(member);
  }
  // The list's first item is the entity itself, and the question constrains its name ("customers with a name
  // starting with Jo and their city"): the records are listed by that name. Otherwise only the named columns
  // are ("contacts with their email and phone").
  const head = items[0];
  if (head?.entity && !head.member && entities.includes(head.entity) && draft.dimensions.length > 0) {
    const label = nameDimensionOf(head.entity);
    if (label && filtered.has(label.name) && !draft.dimensions.includes(label)) draft.dimensions.unshift(label);
  }
}

/**
 * "names of apps with review velocity above 100", "name of the current gameweek": a question that opens with a
 * column of an entity lists it (articles and states may stand between "of" and the entity).
 */
export function opensWithColumnOf(u: Understanding): boolean {
  const items = [...u.resolved].sort((a, b) => a.mention.start - b.mention.start);
  const first = items[0];
  if (!first || first.role !== "free" || first.member?.kind !== "dimension" || first.member.type === "time")
    return false;
  const opening = u.state.tokens
    .slice(0, first.mention.start)
    .every((token) => ["the", "all", "list", "show"].includes(token.text));
  const words = u.state.tokens.slice(first.mention.start, first.mention.end).map((token) => token.text);
  // "names of players" matched as one phrase already names its entity.
  if (opening && words.indexOf("of") > 0) return true;
  if (!opening || u.state.tokens[first.mention.end]?.text !== "of") return false;
  const owner = items.find((item) => item.entity && item.mention.start > first.mention.end);
  if (!owner) return false;
  const between = items.filter(
    (item) => item.mention.start > first.mention.end && item.mention.start < owner.mention.start,
  );
  return between.every((item) => item.member?.type === "boolean");
}

/** "messages and reactions per week": the first entity and those named after it in a list ("X and Y"), each counted. */
export function entitiesListedTogether(u: Understanding, first: IndexedCube): IndexedCube[] {
  const named = u.resolved.filter((item) => item.role === "free" && item.entity && !item.member);
  const chain = named.filter((item) => item.entity === first).slice(0, 1);
  for (const item of named) {
    const last = chain.at(-1);
    if (last && item.mention.start > last.mention.start && !chain.some((c) => c.entity === item.entity))
      if (listedTogether(u.state, last.mention, item.mention, LIST_SEPARATORS) || commaBetween(u, last, item))
        chain.push(item);
  }
  return chain.length > 0 ? chain.map((item) => item.entity!) : [first];
}

const commaBetween = (u: Understanding, left: ResolvedMention, right: ResolvedMention) =>
  right.mention.start === left.mention.end && u.state.tokens[left.mention.end - 1]?.pause === true;
