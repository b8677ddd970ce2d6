/**
 * Cubes that hold the rows of one value of another cube's column: `HsbcIncomeStatement` beside
 * `BankIncomeStatement` whose `bank` lists HSBC, `facebook` beside `default` whose `title` lists facebook, with the
 * same measures. A question that names the value asks about the cube its name gives ("HSBC net profit" ->
 * `HsbcIncomeStatement.netProfit`, no filter); one that names no value asks about the cube of all the rows ("net
 * profit by year" -> `BankIncomeStatement`, not whichever slice comes first). Only the query's own filters and the
 * dictionary lists of the columns involved are read, so the cost does not grow with the catalogue.
 */
import type { CatalogueIndex, IndexedCube } from "../catalogue/index.js";
import { leafFilters, membersOfQuery } from "../query-members.js";
import type { CubeFilter, CubeQuery } from "../types.js";
import { cubeOfMemberName } from "./state.js";
import { keyedMemo, memoPerObject } from "../text/memo.js";

const shortName = (member: string) => member.slice(member.indexOf(".") + 1);
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

const runsCache = new WeakMap<CatalogueIndex, Map<string, IndexedCube[]>>();

/** Cubes by every run of their name's words, spelled without spaces ("bankofamerica" -> `BankOfAmericaIncome...`). */
function cubesByRun(index: CatalogueIndex): Map<string, IndexedCube[]> {
  let runs = runsCache.get(index);
  if (runs) return runs;
  runs = new Map();
  for (const cube of index.cubes) {
    const words = cube.nameWords.map(letters);
    for (let start = 0; start < words.length; start++) {
      let run = "";
      for (let end = start; end < Math.min(words.length, start + 4); end++) {
        run += words[end]!;
        const list = runs.get(run) ?? [];
        if (!list.includes(cube)) runs.set(run, [...list, cube]);
      }
    }
  }
  runsCache.set(index, runs);
  return runs;
}

const wholesMemo = keyedMemo<CatalogueIndex, IndexedCube, IndexedCube[]>();

/** The cubes `slice` could hold one value's rows of: those it has half the measures of. Once per cube and index. */
function wholesOf(index: CatalogueIndex, slice: IndexedCube): IndexedCube[] {
  return wholesMemo(index, slice, () => index.cubes.filter((whole) => whole !== slice && hasMeasuresOf(slice, whole)));
}

/** `slice` has at least half of `whole`'s measures, by name. */
function hasMeasuresOf(slice: IndexedCube, whole: IndexedCube): boolean {
  const own = measureNames(slice);
  const shared = whole.measures.filter((m) => own.has(shortName(m.name))).length;
  return shared > 0 && shared * 2 >= whole.measures.length;
}

const measureNames = memoPerObject((cube: IndexedCube) => new Set(cube.measures.map((m) => shortName(m.name))));

/** The cube holding the rows of `value` of `column` (a string column of `whole`), if exactly one. */
function sliceOf(index: CatalogueIndex, whole: IndexedCube, value: string): IndexedCube | undefined {
  const spelled = letters(value);
  if (spelled.length < 2) return undefined;
  const found = (cubesByRun(index).get(spelled) ?? []).filter((c) => c !== whole && hasMeasuresOf(c, whole));
  return found.length === 1 ? found[0] : undefined;
}

/** The value of `column` whose slice `slice` is. */
function valueOfSlice(
  index: CatalogueIndex,
  values: Record<string, string[]>,
  column: string,
  slice: IndexedCube,
): string | undefined {
  const whole = index.cubeByName.get(cubeOfMemberName(column));
  const listed = values[column];
  if (!whole || index.memberByName.get(column)?.type !== "string" || !Array.isArray(listed)) return undefined;
  return listed.find((value) => typeof value === "string" && sliceOf(index, whole, value) === slice);
}

/** The query with every member of `from` renamed to `to`'s member of the same name, or undefined if one is missing. */
function moved(index: CatalogueIndex, query: CubeQuery, from: IndexedCube, to: IndexedCube): CubeQuery | undefined {
  let missing = false;
  const rename = (name: string) => {
    if (!name.startsWith(`${from.name}.`)) return name;
    const target = `${to.name}.${shortName(name)}`;
    if (!index.memberByName.has(target)) missing = true;
    return target;
  };
  const result = JSON.parse(JSON.stringify(query)) as CubeQuery;
  if (result.measures) result.measures = result.measures.map(rename);
  if (result.dimensions) result.dimensions = result.dimensions.map(rename);
  for (const entry of result.timeDimensions ?? []) entry.dimension = rename(entry.dimension);
  for (const filter of leafFilters(result.filters)) filter.member = rename(filter.member);
  if (result.order) result.order = result.order.map(([member, direction]) => [rename(member), direction]);
  return missing ? undefined : result;
}

export function sliceCubeReading(
  index: CatalogueIndex,
  values: Record<string, string[]>,
  query: CubeQuery,
  questionWords: readonly string[],
): CubeQuery {
  // Slices are told by dictionary values: with none (filter fields, search entities), there is nothing to read.
  if (Object.keys(values).length === 0) return query;
  const cubes = [...new Set(membersOfQuery(query).map(cubeOfMemberName))].flatMap(
    (name) => index.cubeByName.get(name) ?? [],
  );
  const filters = query.filters ?? [];
  for (const filter of filters) {
    if (!("member" in filter) || filter.operator !== "equals" || !filter.values?.length) continue;
    const whole = index.cubeByName.get(cubeOfMemberName(filter.member));
    if (!whole || !Array.isArray(values[filter.member])) continue;
    const other = cubes.filter((cube) => cube !== whole);
    const named = filter.values.length === 1 && values[filter.member]!.includes(filter.values[0]!);
    const slice = named ? sliceOf(index, whole, filter.values[0]!) : undefined;
    if (slice && other.every((cube) => cube === slice)) {
      // The value named: its slice, without the filter that picked the value.
      const rest = moved(index, { ...query, filters: filters.filter((f) => f !== filter) }, whole, slice);
      if (!rest) continue;
      if (rest.filters?.length === 0) delete rest.filters;
      return rest;
    }
    // "NII Citigroup vs Wells Fargo": one value read as its slice, the other as the whole cube's value. Both are
    // values of the whole cube.
    const sliceUsed = other.length === 1 ? other[0] : undefined;
    const value = sliceUsed ? valueOfSlice(index, values, filter.member, sliceUsed) : undefined;
    if (!sliceUsed || value === undefined) continue;
    const merged = moved(index, query, sliceUsed, whole);
    const same = merged && leafFilters(merged.filters).find((f) => sameFilter(f, filter));
    if (!merged || !same) continue;
    same.values = [value, ...(same.values ?? []).filter((v) => v !== value)];
    return merged;
  }
  // No value named, and every member the query uses in one slice: the cube of all rows.
  const only = cubes.length === 1 ? cubes[0]! : undefined;
  if (!only) return query;
  const said = letters(questionWords.join(""));
  const measure = query.measures?.[0];
  if (!measure) return query;
  for (const whole of wholesOf(index, only)) {
    if (!index.memberByName.has(`${whole.name}.${shortName(measure)}`)) continue;
    for (const column of whole.dimensions) {
      const value = valueOfSlice(index, values, column.name, only);
      if (value === undefined || said.includes(letters(value))) continue;
      const all = moved(index, query, only, whole);
      if (all) return all;
    }
  }
  return query;
}

function sameFilter(a: CubeFilter, b: CubeFilter): boolean {
  return a.member === b.member && a.operator === b.operator;
}
