/**
 * A number column and the measures that aggregate it, named by the same words ("departure delay" for `dep_delay`
 * and "Total Departure Delay"; "amount" for `amount` and `total_amount`): where the question is about rows, not
 * totals, the row's own column is the reading.
 */
import { entityWords } from "../catalogue/entity-nouns.js";
import { AGGREGATION_WORDS, COUNTING_WORDS } from "../text/lexicon.js";
import { sharesForm } from "../text/words.js";
import type { Role } from "./resolve.js";
import { type Candidate, type Mention, type ParseState, cubeOfCandidate } from "./state.js";
import type { Cues } from "./structure.js";

/** The aggregation word before a phrase ("average", "max"), skipping "the"/"of". */
export function aggregationWordBefore(state: ParseState, mention: Mention): string {
  let before = mention.start - 1;
  while (["the", "of"].includes(state.tokens[before]?.text ?? "")) before--;
  return state.tokens[before]?.text ?? "";
}

/** Measures whose value is per-row-like (an average, an extreme): a condition on them must be asked for by name. */
const ROW_LIKE_AGGREGATES = new Set(["avg", "min", "max"]);

export const isAggregationWord = (word: string) => AGGREGATION_WORDS[word] !== undefined;

/**
 * "calls with duration above 30" when "Duration" is an average and duration_seconds a number column: with no
 * aggregation word typed, a condition is about each row, so the cube's number dimension on the same words wins.
 * So it is for a total whose own name says it totals ("Total Departure Delay") when the rows of its cube are what
 * the question counts: "how many flights had a departure delay over 60" tests each flight's delay.
 */
export function perRowCondition(
  state: ParseState,
  mention: Mention,
  chosen: Candidate | undefined,
  countedCubes: ReadonlySet<string>,
): Candidate | undefined {
  const perRow = countOfNounPerRow(state, mention, chosen, countedCubes);
  if (perRow) return perRow;
  const measure = chosen?.member;
  if (!measure || measure.kind !== "measure") return chosen;
  const namedTotal = countedCubes.has(measure.cube) && measure.labelWords.some(isAggregationWord);
  if (!ROW_LIKE_AGGREGATES.has(measure.type) && !namedTotal) return chosen;
  const typed = [
    aggregationWordBefore(state, mention),
    ...state.tokens.slice(mention.start, mention.end).map((t) => t.text),
  ];
  if (typed.some(isAggregationWord)) return chosen;
  const row = mention.candidates.find(
    (c) =>
      c.member?.kind === "dimension" &&
      c.member.type === "number" &&
      c.member.cube === measure.cube &&
      (c.via === "label" || c.via === "synonym"),
  );
  return row ?? chosen;
}

/**
 * "how many orders have more than 3 items" beside `orders.num_of_item`: the counted rows' own count of the noun is
 * what each row is compared by, not the count of another cube the noun names (`inventory_items`) that has no column
 * for those rows to count it by. ("domains with more than 2 validators" counts the validators by their `domain`.)
 */
function countOfNounPerRow(
  state: ParseState,
  mention: Mention,
  chosen: Candidate | undefined,
  countedCubes: ReadonlySet<string>,
): Candidate | undefined {
  const read = chosen ?? mention.candidates[0];
  const readCube = read ? state.index.cubeByName.get(cubeOfCandidate(read) ?? "") : undefined;
  if (!readCube || countedCubes.has(readCube.name)) return undefined;
  const countedBy = [...countedCubes].some((name) => {
    const noun = entityWords(state.index.cubeByName.get(name)?.nameWords ?? []).at(-1);
    return noun !== undefined && readCube.dimensions.some((d) => d.nameWords.some((word) => sharesForm(word, noun)));
  });
  if (countedBy) return undefined;
  return mention.candidates.find(
    (c) =>
      c.member?.kind === "dimension" &&
      c.member.type === "number" &&
      countedCubes.has(c.member.cube) &&
      // "no" abbreviates number in a column's name (`vehicle_no`) as "num" does (`num_of_item`).
      c.member.nameWords.some((word) => COUNTING_WORDS.has(word) || word === "no"),
  );
}

/**
 * The cubes whose rows the question counts, by each phrase's best reading: a counting phrase ("how many flights")
 * or an entity named as what the question is about ("flights with ... by carrier" counts flights, rule 2).
 */
export function countedCubes(state: ParseState, roles: ReadonlyMap<Mention, Role>): Set<string> {
  const cubes = new Set<string>();
  for (const mention of state.mentions) {
    const best = mention.candidates[0];
    const role = roles.get(mention) ?? "free";
    const counts = role === "count" && best?.member?.type.startsWith("count");
    if (best && (role === "count" || role === "free") && (best.cube || counts)) cubes.add(cubeOfCandidate(best) ?? "");
  }
  return cubes;
}

/**
 * "opportunity names sorted by amount": nothing counted, grouped, ranked or dated, and every phrase but the sort
 * reads a column, so the question lists rows and a sort is by a row's column, not by a total of it.
 */
export function listsRowsOnly(state: ParseState, roles: ReadonlyMap<Mention, Role>, cues: Cues): boolean {
  if (cues.granularity !== undefined || cues.trend || cues.ranking || cues.countAt.length > 0) return false;
  let sorted = false;
  for (const mention of state.mentions) {
    const role = roles.get(mention) ?? "free";
    if (role === "sort") sorted = true;
    else if (role !== "free" || mention.candidates[0]?.member?.kind !== "dimension") return false;
  }
  return sorted;
}
