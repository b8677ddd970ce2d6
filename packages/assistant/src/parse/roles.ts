/**
 * Roles from the cues around each mention: a grouping, a count, a condition's target, a ranking's target or measure,
 * a sort, or free (what the question is about). `resolve.ts` then picks the member each role needs.
 */
import { entityWords } from "../catalogue/entity-nouns.js";
import { singular, wordKeys } from "../text/words.js";
import { GROUP_AFTER, SCATTER_WORDS, TREND_WORDS, VOLUME_WORDS } from "./cues.js";
import { type Role, startsAt } from "./resolve.js";
import { rowsIdentifiedBy } from "./qualified-heads.js";
import { isAmountOfCube } from "./cube-noun-ties.js";
import { type Mention, type ParseState, followedByPeriod, isFree, onlyWordsBetween, take, textAt } from "./state.js";
import type { Cues } from "./structure.js";

/** Decides each mention's role from the cues around it. */
export function assignRoles(
  state: ParseState,
  cues: Cues,
  targets: { condition: Set<Mention>; text: Set<Mention>; set: Set<Mention> },
): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const ranking = cues.ranking;
  // "how many remote employees": the count goes to the first countable phrase after the cue.
  const pendingCounts = [...cues.countAt];
  let previous: Mention | undefined;
  for (const mention of state.mentions) {
    let role: Role = "free";
    const countAt = pendingCounts.findIndex((i) => i <= mention.start && mention.start - i <= 4);
    if (targets.condition.has(mention)) role = "condition";
    else if (targets.text.has(mention)) role = "text";
    else if (targets.set.has(mention)) role = "set";
    // "by certified drivers", "the most premium members": a boolean's title describing the entity after it is a filter.
    else if (describesEntity(state, mention)) role = "free";
    else if (cues.sorts.some((sort) => startsAt(state, mention, sort.start))) role = "sort";
    // "how many companies are there by category code": a phrase "by" opens is grouped, not what "how many" counts.
    else if (countAt >= 0 && countable(mention) && !cues.groupAt.some((i) => startsAt(state, mention, i))) {
      role = "count";
      pendingCounts.splice(countAt, 1);
    } else if (ranking && startsAt(state, mention, ranking.targetStart)) role = "rankTarget";
    else if (ranking?.measureStart !== undefined && startsAt(state, mention, ranking.measureStart))
      role = "rankMeasure";
    // "top 10 pages by views": after the ranked noun, "by" introduces the measure.
    else if (
      ranking &&
      mention.start > ranking.targetStart &&
      cues.groupAt.some((i) => startsAt(state, mention, i)) &&
      countable(mention)
    )
      role = "rankMeasure";
    else if (cues.groupAt.some((i) => startsAt(state, mention, i)) || GROUP_AFTER.has(textAt(state, mention.end)))
      role = "group";
    else if (
      previous &&
      roles.get(previous) === "group" &&
      joinedTo(state, previous, mention) &&
      !datesPeriodAfter(state, mention)
    )
      role = "group";
    // "how many repositories and commits": an entity joined to a counted one is counted too.
    else if (
      previous &&
      roles.get(previous) === "count" &&
      mention.start > previous.end &&
      joinedTo(state, previous, mention) &&
      countable(mention)
    )
      role = "count";
    // "arr vs accounts": an entity compared with a measure is counted.
    else if (SCATTER_WORDS.has(textAt(state, mention.start - 1)) || SCATTER_WORDS.has(textAt(state, mention.end)))
      role = "count";
    else if (namesCountedEntity(state, mention)) role = "count";
    // "SO lines by status": rows named by the key column that identifies them, broken down, are counted (rule 2).
    else if (!ranking && cues.groupAt.some((i) => i > mention.start) && rowsIdentifiedBy(mention)) role = "count";
    roles.set(mention, role);
    previous = mention;
  }
  return roles;
}

/**
 * "call volume", "call trend": a cube's head noun before a word for how many there are, or how that changes, counts
 * the cube's rows, though a column uses the noun as a modifier (`call_source`).
 */
function namesCountedEntity(state: ParseState, mention: Mention): boolean {
  const next = textAt(state, mention.end);
  const volume = VOLUME_WORDS.has(next) && isFree(state, mention.end);
  if (!volume && !(TREND_WORDS.has(next) && state.used[mention.end] === "trend")) return false;
  const noun = singular(textAt(state, mention.end - 1));
  const named = mention.candidates.some(
    (c) => c.cube && wordKeys(entityWords(c.cube.nameWords).at(-1) ?? "", "catalogue").includes(noun),
  );
  // "how has revenue trended" with `Revenue.totalRevenue`: the cube's amount, named like it, is what changes.
  const best = mention.candidates[0];
  const amount = mention.candidates.some(
    (c) => c.member && best?.cube && c.score === best.score && isAmountOfCube(c.member, best.cube),
  );
  if (!named || amount) return false;
  if (volume) take(state, mention.end, mention.end + 1, "count");
  return true;
}

/**
 * A boolean of the entity named right after the phrase ("premium members" -> members.is_premium, even when
 * another cube has a "premium" measure): the phrase then reads as that boolean only.
 */
function describesEntity(state: ParseState, mention: Mention): boolean {
  // "active digital offers": past other describing words to the entity.
  let next = state.mentions.find((other) => other.start === mention.end);
  while (next && !countable(next) && next.candidates[0]?.member?.type === "boolean")
    next = state.mentions.find((other) => other.start === next!.end);
  if (!next || !countable(next)) return false;
  const best = mention.candidates[0];
  const nextCubes = new Set(
    next.candidates.filter((c) => c.score === next.candidates[0]?.score).map((c) => c.cube?.name ?? c.member?.cube),
  );
  const booleans = mention.candidates.filter(
    (c) =>
      c.member?.kind === "dimension" &&
      c.member.type === "boolean" &&
      c.score === best?.score &&
      (nextCubes.has(c.member.cube) || c === best),
  );
  if (booleans.length === 0) return false;
  mention.candidates = booleans;
  return true;
}

/** The phrase most likely names a measure, an entity, or the rows a name or key column identifies (to count or rank). */
function countable(mention: Mention): boolean {
  const best = mention.candidates[0];
  return (
    mention.candidates.some(
      (c) =>
        c.score === best?.score &&
        c.coverage === best.coverage &&
        (c.cube !== undefined || c.member?.kind === "measure"),
    ) || rowsIdentifiedBy(mention) !== undefined
  );
}

/** "by brand and category": only a joiner between two mentions. */
const GROUP_JOINERS = new Set(["and", ",", "&", "or", "then"]);

/** "each organization wet last quarter": a date column right before a period says which date the period is of. */
function datesPeriodAfter(state: ParseState, mention: Mention): boolean {
  return mention.candidates[0]?.member?.type === "time" && followedByPeriod(state, mention.end);
}

function joinedTo(state: ParseState, previous: Mention, mention: Mention): boolean {
  // "by created at and merged at": the rest of a time column's name typed as words.
  const from = ["at", "on"].includes(textAt(state, previous.end)) ? previous.end + 1 : previous.end;
  return onlyWordsBetween(state, from, mention.start, GROUP_JOINERS);
}
