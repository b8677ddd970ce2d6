/**
 * "total rent for vacant units", "owed from past residents": a plural noun after "for", "from" or "among" (or
 * after "of" that follows a measure) names the records the answer is taken over, not a column to group by, even
 * when the only member it names is a column ("Unit") because no cube is named after the entity.
 */
import { isCubeWord } from "../catalogue/index.js";
import { singular } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import type { Role } from "./resolve.js";
import { GROUP_BEFORE } from "./cues.js";
import { rowsIdentifiedBy } from "./qualified-heads.js";
import type { ParseState } from "./state.js";

const POPULATION_PREPOSITIONS = new Set(["for", "from", "among"]);
/** Words that make the noun a breakdown ("for each unit", "for every resident", "for all residents"). */
const DISTRIBUTIVE = new Set(["each", "every", "all", "individual"]);
/** Farthest the preposition may stand before the noun, states and values included ("for two bedroom and ..."). */
const REACH = 6;

export function populationNouns(state: ParseState, resolved: ResolvedMention[]): void {
  const others = resolved.filter((item) => item.member && !isPopulationCandidate(state, item));
  // Something else must be shown: a noun alone ("units for Maria") is the listing itself.
  const shown = others.some((item) => item.member!.kind === "measure" || item.member!.kind === "dimension");
  if (!shown) return;
  for (const item of resolved) {
    if (!isPopulationCandidate(state, item)) continue;
    const cube = state.index.cubeByName.get(item.member!.cube);
    if (cube && introducedAsPopulation(state, resolved, item.mention.start)) item.entity = cube;
  }
  // "average crop score for crops older than 20 days": a plural noun read as its cube's count (`cropCount`) says
  // whose score, when another measure is what is asked.
  for (const item of resolved) {
    const measured = resolved.some((other) => other !== item && other.member?.kind === "measure");
    if (!measured || !countOfRowsNamedBy(state, item) || !introducedAsPopulation(state, resolved, item.mention.start))
      continue;
    item.entity = state.index.cubeByName.get(item.member!.cube);
    item.member = undefined;
  }
}

function countOfRowsNamedBy(state: ParseState, item: ResolvedMention): boolean {
  const word = state.tokens[item.mention.start]?.text ?? "";
  return (
    item.role === "free" &&
    item.mention.end - item.mention.start === 1 &&
    item.member?.kind === "measure" &&
    /count/.test(item.member.type) &&
    word.endsWith("s") &&
    singular(word) !== word
  );
}

/**
 * A one-word plural noun read as a string column by its own label, or a longer one naming the rows a name or key
 * column identifies ("company units" with `company_unit_name`), with no cue making it a grouping.
 */
function isPopulationCandidate(state: ParseState, item: ResolvedMention): boolean {
  const { mention, member } = item;
  const word = state.tokens[mention.start]?.text ?? "";
  if (item.role === "free" && !item.entity && member?.kind === "dimension" && mention.end - mention.start > 1)
    return rowsIdentifiedBy(mention) !== undefined;
  return (
    item.role === "free" &&
    !item.entity &&
    mention.end - mention.start === 1 &&
    member?.kind === "dimension" &&
    member.type === "string" &&
    mention.chosen?.via === "label" &&
    word.endsWith("s") &&
    singular(word) !== word
  );
}

function introducedAsPopulation(state: ParseState, resolved: ResolvedMention[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - REACH; i--) {
    const text = state.tokens[i]!.text;
    if (DISTRIBUTIVE.has(text) || GROUP_BEFORE.has(text) || /^[,;:]$/.test(text)) return false;
    const owner = resolved.find((item) => item.mention.start <= i && i < item.mention.end);
    // Only states and values may stand between ("for vacant units"), never a shown member.
    if (owner && owner.role !== "free") return false;
    if (owner?.member && (owner.member.kind === "measure" || !isFilterOnly(state, owner))) return false;
    if (POPULATION_PREPOSITIONS.has(text)) return true;
    if (text === "of") return measureEndsAt(resolved, i);
  }
  return false;
}

/** A mention whose member is only filtered ("vacant" for the unit status), so it is no column of the answer. */
function isFilterOnly(state: ParseState, item: ResolvedMention): boolean {
  return item.member?.type === "boolean" || state.filters.some((filter) => filter.mention === item.mention);
}

/** "lease rent of units": "of" right after a measure; not "number of units" or "list of units". */
function measureEndsAt(resolved: ResolvedMention[], i: number): boolean {
  return resolved.some((item) => item.mention.end === i && item.member?.kind === "measure");
}

/** Roles in which a noun names the records: read, counted ("how many serum tests") or ranked ("the most tests"). */
const NOUN_ROLES = new Set<Role>(["free", "count", "rankMeasure"]);

/**
 * "tests in the test master by department": a plural noun that reads no member in full, while another phrase of
 * the question names a cube with that word in its name (`DiagnosticTestMasters`), names that cube's records, not
 * a member half named by it (`DiagnosticTestBookLines.testAmount`).
 */
export function recordsOfNamedCubes(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const { mention, member } = item;
    const word = state.tokens[mention.start]?.text ?? "";
    const partial = member !== undefined && (mention.chosen?.coverage ?? 1) < 1;
    if (!NOUN_ROLES.has(item.role) || item.entity || !partial || mention.end - mention.start !== 1) continue;
    if (singular(word) === word) continue;
    const named = resolved.find((other) => other !== item && other.entity && !other.member)?.entity;
    if (!named || !isCubeWord(named, word) || mention.candidates.some((c) => c.coverage === 1)) continue;
    item.entity = named;
    item.member = undefined;
  }
}
