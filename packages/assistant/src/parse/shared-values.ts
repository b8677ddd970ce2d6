/**
 * A dictionary value several columns hold ("slack" as the platform of activities and of conversations) belongs to
 * the one the question names, else to the column of a cube the rest of the question is about (rule 10), not to the
 * first such column in the catalogue.
 */
import type { ResolvedMention } from "./analyze.js";
import { wordKeys } from "../text/words.js";
import { type Candidate, type FoundFilter, type ParseState, bestTies, cubeOfMemberName, cubesInUse } from "./state.js";

/** A filter's cube counts toward the cubes in use only when its value belongs to one column. */
export function decidedFilterCubes(filters: FoundFilter[]): string[] {
  return filters.filter((f) => !f.guessed && !f.alternatives?.length).map((f) => cubeOfMemberName(f.member));
}

export function placeSharedValues(state: ParseState, resolved: ResolvedMention[]): void {
  const inUse = cubesInUse(resolved);
  for (const cube of decidedFilterCubes(state.filters)) inUse.add(cube);
  // "JFK Airport as the dropoff zone": a column the question names, not as a grouping, is the value's column.
  const named = new Set(resolved.flatMap((item) => (item.role === "free" && item.member ? [item.member.name] : [])));
  for (const filter of state.filters) {
    if (!filter.alternatives?.length || named.has(filter.member)) continue;
    const alternative =
      filter.alternatives.find((a) => named.has(a.member)) ??
      (inUse.has(cubeOfMemberName(filter.member))
        ? undefined
        : filter.alternatives.find((a) => inUse.has(cubeOfMemberName(a.member))));
    if (!alternative) continue;
    filter.alternatives = [
      ...filter.alternatives.filter((a) => a !== alternative),
      { member: filter.member, values: filter.values ?? [] },
    ];
    filter.member = alternative.member;
    filter.values = [...alternative.values];
  }
}

/**
 * "for ATOM collateral", "for IST debt": the word after a dictionary value that names the value's own column
 * (`collateral_type`) restates that column, though a measure of the same cube reads it as well
 * (`collateral_amount_avg`): it is no second measure. A word of the cube's own name ("shipped orders") names its rows.
 */
export function columnNounsAfterValues(state: ParseState): void {
  for (const mention of state.mentions) {
    const top = mention.candidates[0];
    if (mention.end - mention.start !== 1 || state.used[mention.start - 1] !== "value" || !top?.member) continue;
    const keys = wordKeys(state.tokens[mention.start]!.text, "question");
    const cube = state.index.cubeByName.get(top.member.cube);
    if (!cube || keys.some((key) => cube.keys.has(key))) continue;
    const filtered = (candidate: Candidate) =>
      candidate.member?.kind === "dimension" &&
      candidate.member.cube === cube.name &&
      state.filters.some((filter) => filter.member === candidate.member!.name);
    if (filtered(top)) continue;
    // "for excellent and good grades" beside `grade` and `avgGrade`: the noun restates `gradeCategory`, the column the
    // values were found in, though it reads another column better. ("Branch units" that reads the values' column of
    // several cubes leaves the choice of cube to the values.)
    const short = (name: string) => name.slice(name.indexOf(".") + 1);
    const filteredNames = new Set(state.filters.map((filter) => short(filter.member)));
    const best = bestTies(mention.candidates);
    if (top.member.kind !== "measure" && best.some((c) => c.member && filteredNames.has(short(c.member.name))))
      continue;
    const pool = top.member.kind === "measure" ? best : mention.candidates;
    const column = pool.find(filtered);
    if (column) mention.candidates = [column];
  }
}
