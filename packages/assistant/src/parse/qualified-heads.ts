/**
 * "tokens with at least 1000 transfers", "from addresses with more than 100 transactions": the phrase a count
 * condition qualifies names the rows that have that many, so when it reads equally well as a column it is the
 * column (a breakdown the condition filters), not a measure ("from addresses count") nor the very cube that is
 * counted ("transfers" of transfers).
 */
import type { IndexedMember } from "../catalogue/index.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import { bestTies, type ParseState } from "./state.js";

const QUALIFIERS = new Set(["with", "having", "that", "who", "which"]);

export function qualifiedHeads(
  state: ParseState,
  resolved: ResolvedMention[],
  conditions: Understanding["conditions"],
): void {
  for (const item of resolved) {
    if (item.role !== "free" || !QUALIFIERS.has(state.tokens[item.mention.end]?.text ?? "")) continue;
    // "operators with more than 200 parts", "shifts with average OEE over 0.8": a plural read as the rows of its
    // key column (`operatorId`) is that key, whatever the condition's words.
    const keyRows = item.entity !== undefined && !item.member && item.mention.chosen?.member?.kind === "dimension";
    const measure = conditionMeasureAfter(resolved, conditions, item.mention.end, keyRows ? Infinity : 2);
    if (!measure) continue;
    const countsItself = item.entity !== undefined && !item.mention.chosen?.member && item.entity.name === measure.cube;
    if (item.member?.kind !== "measure" && !countsItself && !keyRows) continue;
    const column = bestTies(item.mention.candidates).find(
      (c) => c.member?.kind === "dimension" && c.member.type === "string" && c.member.cube === measure.cube,
    );
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
