/**
 * Understood parts -> a canonical Cube query (CONVENTIONS sections 4 and 5): measures, default count,
 * groupings, the time dimension with its granularity and period, filters, ranking, order and limit.
 */
import { type IndexedCube, type IndexedMember, countMeasureOf, timeDimensionOf } from "../catalogue/index.js";
import type { CubeFilter, CubeQuery, Match, TimeDimension } from "../types.js";
import { STOPWORDS } from "../text/lexicon.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import { labelDimensionOf } from "./resolve.js";
import { isNegated } from "./values.js";

export interface Assembled {
  query: CubeQuery | null;
  matches: Match[];
  unmatched: string[];
  listing: boolean;
  /** A filter value was inferred without the dictionary. */
  guessed: boolean;
  periodPhrase?: string;
}

const SALES_WORDS = ["revenue", "sales", "sold", "quantity"];

class QueryDraft {
  measures: IndexedMember[] = [];
  dimensions: IndexedMember[] = [];
  filters: CubeFilter[] = [];
  order: [string, "asc" | "desc"][] = [];
  matches: Match[] = [];
  timeDimension?: IndexedMember;
  timeGrouped = false;

  addMeasure(member: IndexedMember): void {
    if (!this.measures.includes(member)) this.measures.push(member);
  }
  addDimension(member: IndexedMember): void {
    if (member.type === "time") {
      this.timeDimension = member;
      this.timeGrouped = true;
    } else if (member.kind === "measure") this.addMeasure(member);
    else if (!this.dimensions.includes(member)) this.dimensions.push(member);
  }
  addFilter(filter: CubeFilter): void {
    const same = this.filters.find((f) => f.member === filter.member && f.operator === filter.operator);
    if (same && filter.values && same.values && !["gt", "gte", "lt", "lte"].includes(filter.operator)) {
      for (const value of filter.values) if (!same.values.includes(value)) same.values.push(value);
    } else if (!same || JSON.stringify(same) !== JSON.stringify(filter)) this.filters.push(filter);
  }
  addOrder(member: string, direction: "asc" | "desc"): void {
    if (!this.order.some(([name]) => name === member)) this.order.push([member, direction]);
  }
}

function salesMeasure(u: Understanding): IndexedMember | undefined {
  for (const word of SALES_WORDS) {
    const hits = u.state.index.memberKeys.get(word) ?? [];
    const measure = hits.find((hit) => hit.member.kind === "measure" && hit.source === "name");
    if (measure) return measure.member;
  }
  const glossary = u.state.glossary.find((entry) => entry.words.some((w) => SALES_WORDS.includes(w)));
  return glossary?.member.kind === "measure" ? glossary.member : undefined;
}

function applyMention(draft: QueryDraft, u: Understanding, item: ResolvedMention, entities: IndexedCube[], filtered: Set<string>): void {
  const { member, role, mention } = item;
  if (item.entity && role !== "group" && role !== "rankTarget") entities.push(item.entity);
  if (!member) return;
  draft.matches.push({ phrase: mention.phrase, member: member.name, kind: mention.chosen?.via ?? "label" });
  switch (role) {
    case "count":
    case "rankMeasure":
    case "condition":
      if (member.kind === "measure") draft.addMeasure(member);
      return;
    case "group":
    case "rankTarget":
      draft.addDimension(member);
      return;
    case "sort":
      if (member.kind === "measure") draft.addMeasure(member);
      return;
    case "text":
    case "set":
      return;
    default:
      if (member.kind === "measure") draft.addMeasure(member);
      else if (member.type === "time") draft.timeDimension = member;
      else if (member.type === "boolean") {
        draft.addFilter({ member: member.name, operator: "equals", values: [isNegated(u.state, mention.start) ? "false" : "true"] });
      } else if (!filtered.has(member.name) && !item.entity) draft.addDimension(member);
  }
}

function applyConditions(draft: QueryDraft, u: Understanding, byMention: Map<unknown, ResolvedMention>): void {
  for (const { pending, mention } of u.conditions) {
    const member = mention ? byMention.get(mention)?.member : undefined;
    if (!member) continue;
    if (pending.kind === "number") {
      if (member.kind === "measure") draft.addMeasure(member);
      for (const condition of pending.conditions) draft.addFilter({ member: member.name, operator: condition.operator, values: [condition.value] });
    } else {
      draft.addFilter({ member: member.name, operator: pending.operator, values: [pending.value] });
    }
  }
  for (const { pending, mention } of u.sets) {
    const member = byMention.get(mention)?.member;
    if (member) draft.addFilter({ member: member.name, operator: pending.operator });
  }
}

function chooseTimeDimension(draft: QueryDraft, entities: IndexedCube[], u: Understanding): IndexedMember | undefined {
  if (draft.timeDimension) return draft.timeDimension;
  const cubeOf = (member: IndexedMember | undefined) => (member ? u.state.index.cubeByName.get(member.cube) : undefined);
  return timeDimensionOf(cubeOf(draft.measures[0])) ?? timeDimensionOf(cubeOf(draft.dimensions[0])) ?? timeDimensionOf(entities[0]);
}

function applyTime(draft: QueryDraft, u: Understanding, entities: IndexedCube[]): TimeDimension | undefined {
  const range = u.state.periods.find((p) => p.kind === "range");
  const bounds = u.state.periods.filter((p) => p.kind !== "range");
  const granularityWanted = u.cues.granularity ?? (u.cues.trend || draft.timeGrouped ? "auto" : undefined);
  if (!range && bounds.length === 0 && !granularityWanted && !u.cues.timeSort) return undefined;
  const dimension = chooseTimeDimension(draft, entities, u);
  if (!dimension) return undefined;
  for (const bound of bounds) {
    const operator = bound.kind === "since" ? "afterOrOnDate" : bound.kind === "before" ? "beforeDate" : "afterDate";
    draft.addFilter({ member: dimension.name, operator, values: [bound.date!] });
  }
  if (u.cues.timeSort) draft.addOrder(dimension.name, u.cues.timeSort);
  const entry: TimeDimension = { dimension: dimension.name };
  if (granularityWanted) entry.granularity = granularityWanted === "auto" ? ((range?.days ?? Infinity) <= 31 ? "day" : "month") : granularityWanted;
  if (range?.dateRange) entry.dateRange = range.dateRange;
  return entry.granularity || entry.dateRange ? entry : undefined;
}

function unmatchedWords(u: Understanding): string[] {
  return u.state.tokens
    .filter((token, i) => u.state.used[i] === null && !STOPWORDS.has(token.text) && /\p{L}/u.test(token.text))
    .map((token) => token.raw);
}

export function assemble(u: Understanding): Assembled {
  const draft = new QueryDraft();
  const entities: IndexedCube[] = [];
  const byMention = new Map(u.resolved.map((item) => [item.mention, item] as const));
  const filtered = new Set(u.state.filters.map((f) => f.member));
  for (const filter of u.state.filters) {
    draft.addFilter({ member: filter.member, operator: filter.operator, ...(filter.values ? { values: [...filter.values] } : {}) });
    draft.matches.push({ phrase: filter.phrase, member: filter.member, kind: "value" });
  }
  for (const item of u.resolved) applyMention(draft, u, item, entities, filtered);
  applyConditions(draft, u, byMention);

  const textTargets = u.conditions.filter((c) => c.pending.kind === "text").map((c) => (c.mention ? byMention.get(c.mention)?.member : undefined));
  const listing = u.cues.listing || (draft.measures.length === 0 && entities.length === 0 && draft.dimensions.length + textTargets.length > 0 && u.cues.countAt.length === 0);
  const ranking = u.cues.ranking;
  if (ranking?.selling && draft.measures.length === 0) {
    const sales = salesMeasure(u);
    if (sales) draft.addMeasure(sales);
  }
  if (listing) {
    for (const member of textTargets) if (member) draft.addDimension(member);
    if (draft.dimensions.length === 0 && entities[0]) {
      const label = labelDimensionOf(entities[0]);
      if (label) draft.addDimension(label);
    }
  } else if (draft.measures.length === 0) {
    const entity = entities[0] ?? (draft.timeDimension ? u.state.index.cubeByName.get(draft.timeDimension.cube) : undefined);
    const count = entity ? countMeasureOf(entity) : undefined;
    if (count) draft.addMeasure(count);
  }

  const timeDimension = applyTime(draft, u, entities);
  for (const sort of u.cues.sorts) {
    const target = u.resolved.find((item) => item.role === "sort" && item.mention.start >= sort.start);
    if (target?.member) draft.addOrder(target.member.name, sort.direction ?? (target.member.kind === "measure" ? "desc" : "asc"));
  }
  let limit = u.cues.limit;
  if (ranking && draft.measures[0]) {
    const explicit = u.resolved.find((item) => item.member?.kind === "measure" && (item.role === "rankMeasure" || item.role === "group"));
    draft.addOrder((explicit?.member ?? draft.measures[0]).name, ranking.direction);
    limit ??= ranking.limit;
  }

  const query: CubeQuery = {};
  if (draft.measures.length) query.measures = draft.measures.map((m) => m.name);
  if (draft.dimensions.length) query.dimensions = draft.dimensions.map((m) => m.name);
  if (timeDimension) query.timeDimensions = [timeDimension];
  if (draft.filters.length) query.filters = draft.filters;
  if (draft.order.length) query.order = draft.order;
  if (limit !== undefined) query.limit = limit;
  const answerable = (query.measures?.length ?? 0) + (query.dimensions?.length ?? 0) > 0;
  const period = u.state.periods[0];
  return {
    query: answerable ? query : null,
    matches: draft.matches,
    unmatched: unmatchedWords(u),
    listing,
    guessed: u.state.filters.some((f) => f.guessed === true),
    ...(period ? { periodPhrase: period.phrase } : {}),
  };
}
