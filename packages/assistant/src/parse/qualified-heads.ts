/**
 * "tokens with at least 1000 transfers", "from addresses with more than 100 transactions": the phrase a count
 * condition qualifies names the rows that have that many, so when it reads equally well as a column it is the
 * column (a breakdown the condition filters), not a measure ("from addresses count") nor the very cube that is
 * counted ("transfers" of transfers).
 */
import { type IndexedCube, type IndexedMember, KEY_WORDS, isKeyColumn, isNameOrKeyColumn } from "../catalogue/index.js";
import { singular } from "../text/words.js";
import { LABEL_WORDS } from "../text/lexicon.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import { type Role, labelDimensionOf } from "./resolve.js";
import { entityKeyIn } from "./entity-keys.js";
import { namesAllButKindWords } from "./member-score.js";
import { bestTies, type Candidate, type Mention, type ParseState } from "./state.js";

/**
 * "customers by SMS service" where "customers" reads only a key column (`customerid`): a plural noun names the
 * rows the cube holds, one per key, not the key itself; the key is named as such ("customer ids"). So with the
 * rows a name or key column identifies, counted ("how many company units"); said to be what the question is about
 * ("relation respect for company units in France"), they are population.ts's.
 */
export function keyPlural(
  state: ParseState,
  mention: Mention,
  role: Role,
  member: IndexedMember | undefined,
): IndexedCube | undefined {
  if (role === "count" && member && member === rowsIdentifiedBy(mention, member))
    return state.index.cubeByName.get(member.cube);
  if (role !== "free" || mention.end - mention.start !== 1 || member?.kind !== "dimension") return undefined;
  if (!isKeyColumn(member)) return undefined;
  const typed = state.tokens[mention.start]!.text;
  if (singular(typed) === typed || KEY_WORDS.has(singular(typed))) return undefined;
  return state.index.cubeByName.get(member.cube);
}

/**
 * "how many company units" with `company_unit_name` and `company_unit_id` but no cube of company units: a plural
 * that spells a name or key column but for its kind word names the rows that column identifies, which are counted.
 */
export function rowsIdentifiedBy(mention: Mention, chosen?: IndexedMember): IndexedMember | undefined {
  const typed = mention.phrase.toLowerCase().split(/\s+/);
  const last = typed.at(-1)!;
  if (singular(last) === last || KEY_WORDS.has(singular(last)) || LABEL_WORDS.includes(singular(last)))
    return undefined;
  const tied = bestTies(mention.candidates);
  if (tied.length === 0 || !tied.every((c) => c.member?.kind === "dimension")) return undefined;
  const identifies = (member: IndexedMember) =>
    isKeyColumn(member) || LABEL_WORDS.includes(member.nameWords.at(-1) ?? "");
  const fits = (c: Candidate) => identifies(c.member!) && namesAllButKindWords(c.member!, typed);
  // Keys alike in several cubes (`so_line_id` of order lines and of shipment lines): the one chosen, if it fits.
  return (tied.find((c) => c.member === chosen && fits(c)) ?? tied.find(fits))?.member;
}

// "states where the average capacity is between 50 and 200": "where" and "whose" qualify the rows as "with" does.
const QUALIFIERS = new Set(["with", "having", "that", "who", "which", "where", "whose"]);

export function qualifiedHeads(
  state: ParseState,
  resolved: ResolvedMention[],
  conditions: Understanding["conditions"],
): void {
  for (const item of resolved) {
    if (item.role !== "free" || !QUALIFIERS.has(state.tokens[item.mention.end]?.text ?? "")) continue;
    // "operators with more than 200 parts", "stations with an average O3 over 40": a plural read as an entity (or
    // as the rows of its key column, `operatorId`) is the column of the measure's cube that it also reads,
    // whatever the condition's words: that cube can group by its own column.
    const entityHead = item.entity !== undefined && !item.member;
    const measure = conditionMeasureAfter(resolved, conditions, item.mention.end, entityHead ? Infinity : 2);
    if (!measure) continue;
    if (item.member?.kind !== "measure" && !entityHead) continue;
    // A key column counts too ("warehouses with stock under 100" for a numeric `m_warehouse_id` titled "Warehouse").
    // "statuses with an average time of at most 2 days": rows go by their names, so a name column (`status_name`)
    // before a key column (`status_id`) the words read as well.
    const columns = bestTies(item.mention.candidates).filter(
      (c) => c.member?.kind === "dimension" && isNameOrKeyColumn(c.member) && c.member.cube === measure.cube,
    );
    const column =
      columns.find((c) => !isKeyColumn(c.member!) && c.member!.nameWords.some((word) => LABEL_WORDS.includes(word))) ??
      columns[0];
    // "subreddits with more than 500 posts": the entity's key that the measured cube carries too.
    const label = !column && entityHead ? labelDimensionOf(item.entity!) : undefined;
    const key = label && entityKeyIn(state, item.entity!, label, measure.cube);
    if (key) {
      item.member = key;
      item.entity = undefined;
      continue;
    }
    if (!column) continue;
    item.member = column.member;
    item.entity = undefined;
    item.mention.chosen = column;
  }
}

/** The measure a number condition right after the qualifier constrains ("with more than 100 transactions"). */
function conditionMeasureAfter(
  resolved: ResolvedMention[],
  conditions: Understanding["conditions"],
  qualifierAt: number,
  within: number,
): IndexedMember | undefined {
  for (const { pending, mention } of conditions) {
    if (pending.kind !== "number" || !mention || pending.start > qualifierAt + within) continue;
    if (pending.start <= qualifierAt) continue;
    const member = resolved.find((item) => item.mention === mention)?.member;
    if (member?.kind === "measure") return member;
  }
  return undefined;
}
