/**
 * The query's time dimension (ANSWERS.md rule 4): which date a period, a granularity or a time sort is about, the
 * granularity a trend gets from its period, and one entry per date named as a grouping.
 */
import { calendarDateOf } from "../catalogue/calendar.js";
import { entityWords, ownerCubeOf } from "../catalogue/entity-nouns.js";
import {
  type CatalogueIndex,
  type IndexedCube,
  type IndexedMember,
  isKeyColumn,
  timeDimensionOf,
} from "../catalogue/index.js";
import { singular } from "../text/words.js";
import type { TimeDimension } from "../types.js";
import type { Understanding } from "./analyze.js";
import type { QueryDraft } from "./query-draft.js";

function chooseTimeDimension(draft: QueryDraft, entities: IndexedCube[], u: Understanding): IndexedMember | undefined {
  if (draft.timeDimension) return draft.timeDimension;
  const cubeOf = (member: IndexedMember | undefined) =>
    member ? u.state.index.cubeByName.get(member.cube) : undefined;
  const measured = cubeOf(draft.measures[0]);
  return (
    timeDimensionOf(measured) ??
    // Measured rows with no date of their own are dated by the calendar they join, not by a dimension's own date.
    (measured ? calendarDateOf(u.state.index) : undefined) ??
    // ... or by the date of the rows they belong to: order items and payments by the order's date, unless a column
    // of their own holds the time unit asked for ("total events by day" on a daily roll-up's `eventDay`).
    (measured && !(u.cues.granularity && columnNamedForUnit(draft, entities, u, u.cues.granularity))
      ? timeDimensionOf(ownerCubeOf(u.state.index.cubes, measured) ?? datedCubeReferenced(u.state.index, measured))
      : undefined) ??
    timeDimensionOf(cubeOf(draft.dimensions[0])) ??
    timeDimensionOf(entities[0])
  );
}

/**
 * "how many deliveries last month" with `delivery_sales.sale_id` and no date of its own: the one dated cube a key
 * column of the rows points at, by the key's noun (`sales`). Several such cubes leave the rows undated.
 */
function datedCubeReferenced(index: CatalogueIndex, cube: IndexedCube): IndexedCube | undefined {
  const nouns = new Set(
    cube.dimensions.filter(isKeyColumn).map((key) => key.nameWords.slice(0, -1).map(singular).join(" ")),
  );
  const dated = index.cubes.filter(
    (other) =>
      other !== cube &&
      timeDimensionOf(other) !== undefined &&
      nouns.has(entityWords(other.nameWords).map(singular).join(" ")),
  );
  return dated.length === 1 ? dated[0] : undefined;
}

/** A column of the measured cube (else the first entity) named or titled by the time unit alone, or ending in it. */
function columnNamedForUnit(
  draft: QueryDraft,
  entities: IndexedCube[],
  u: Understanding,
  unit: string,
): IndexedMember | undefined {
  const measured = draft.measures[0] ? u.state.index.cubeByName.get(draft.measures[0].cube) : entities[0];
  const columns = measured?.dimensions.filter((d) => d.type !== "time") ?? [];
  return (
    columns.find((d) => d.titleWords.length === 1 && d.titleWords[0] === unit) ??
    columns.find((d) => d.nameWords.at(-1) === unit)
  );
}

/**
 * The query's time entry, if any, and the periods no date of the query's cubes could take ("film count by rating
 * in 2006" when films have no date): those are words the answer does not honour.
 */
export function applyTime(
  draft: QueryDraft,
  u: Understanding,
  entities: IndexedCube[],
): { entry: TimeDimension | undefined; unplacedPeriods: string[] } {
  const range = u.state.periods.find((p) => p.kind === "range");
  const bounds = u.state.periods.filter((p) => p.kind !== "range");
  // Rule 4: a trend picks day or month by the period; a time dimension named as a grouping is grouped by day.
  // A listing ordered "newest first" lists the date it is ordered by, by day (rule 8: Cube orders by selected members).
  const listedByDate = u.cues.timeSort !== undefined && draft.measures.length === 0 && !range;
  const granularityWanted =
    u.cues.granularity ?? (u.cues.trend ? "auto" : draft.timeGrouped || listedByDate ? "day" : undefined);
  if (!range && bounds.length === 0 && !granularityWanted && !u.cues.timeSort)
    return { entry: undefined, unplacedPeriods: [] };
  const dimension = chooseTimeDimension(draft, entities, u);
  if (!dimension) {
    const unplaced = u.state.periods.map((period) => period.phrase);
    const unit = u.cues.granularity;
    if (!unit) return { entry: undefined, unplacedPeriods: unplaced };
    // "total events by day" on a daily roll-up with no date, only a `Day` column: the grouping is by that column.
    const column = columnNamedForUnit(draft, entities, u, unit);
    if (column) draft.addDimension(column);
    return { entry: undefined, unplacedPeriods: column ? unplaced : [...unplaced, unit] };
  }
  for (const bound of bounds) {
    const operator = bound.kind === "since" ? "afterOrOnDate" : bound.kind === "before" ? "beforeDate" : "afterDate";
    draft.addFilter({ member: dimension.name, operator, values: [bound.date!] });
  }
  if (u.cues.timeSort) draft.addOrder(dimension.name, u.cues.timeSort);
  const entry: TimeDimension = { dimension: dimension.name };
  if (granularityWanted)
    entry.granularity =
      granularityWanted === "auto" ? ((range?.days ?? Infinity) <= 31 ? "day" : "month") : granularityWanted;
  if (range?.dateRange) entry.dateRange = range.dateRange;
  return { entry: entry.granularity || entry.dateRange ? entry : undefined, unplacedPeriods: [] };
}

/**
 * "tickets by opened date and solved date": every time dimension named as a grouping gets an entry of its own,
 * grouped by the granularity asked for or by day (rule 4); a period applies to the first one.
 */
export function timeEntries(draft: QueryDraft, u: Understanding, entry: TimeDimension): TimeDimension[] {
  if (draft.groupedTimes.length < 2) return [entry];
  const granularity = u.cues.granularity ?? "day";
  return draft.groupedTimes.map((dimension, i) => ({
    dimension: dimension.name,
    granularity,
    ...(i === 0 && entry.dateRange ? { dateRange: entry.dateRange } : {}),
  }));
}
