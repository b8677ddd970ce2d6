/**
 * The question's conditions and presence tests as filters: "over $1,000" on the entity's amount, "where version is
 * 2.0" as typed for a text column, "without verified purchase" as a boolean's false.
 */
import type { IndexedMember } from "../catalogue/index.js";
import { MONEY_WORDS } from "../text/lexicon.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import type { QueryDraft } from "./query-draft.js";
import { phraseOf } from "./state.js";

const EQUALITIES = new Set(["equals", "notEquals"]);

function moneyMemberOf(u: Understanding, cubeName: string): IndexedMember | undefined {
  const cube = u.state.index.cubeByName.get(cubeName);
  const isMoneyLike = (m: IndexedMember) => m.labelWords.some((word) => MONEY_WORDS.includes(word));
  return (
    cube?.dimensions.find((d) => d.type === "number" && isMoneyLike(d)) ??
    cube?.measures.find((m) => m.type === "sum" && isMoneyLike(m))
  );
}

/**
 * Adds each condition's and presence test's filter; returns the phrases of those that constrain nothing the question
 * names ("at least 5" with no column to compare): never dropped in silence, they are words the answer could not place.
 */
export function applyConditions(
  draft: QueryDraft,
  u: Understanding,
  byMention: Map<unknown, ResolvedMention>,
): string[] {
  const unplaced: string[] = [];
  for (const { pending, mention, member: found } of u.conditions) {
    const named = mention ? byMention.get(mention)?.member : found;
    // "transactions over $1,000": money is an amount of the entity, not a number of entities.
    const member =
      pending.kind === "number" && pending.money && named?.type === "count"
        ? (moneyMemberOf(u, named.cube) ?? named)
        : named;
    if (!member) {
      unplaced.push(phraseOf(u.state, pending.start, pending.end));
      continue;
    }
    if (pending.kind === "number") {
      if (member.kind === "measure") draft.addMeasure(member);
      // "where version is 2.0": a text column holds the number as it was typed.
      const asTyped = member.type === "string" && member.kind === "dimension";
      for (const condition of pending.conditions)
        draft.addFilter({
          member: member.name,
          operator: condition.operator,
          values: [
            asTyped && condition.typed && EQUALITIES.has(condition.operator) ? condition.typed : condition.value,
          ],
        });
    } else {
      draft.addFilter({ member: member.name, operator: pending.operator, values: [pending.value] });
    }
  }
  for (const { pending, mention } of u.sets) {
    const member = byMention.get(mention)?.member;
    // "without verified purchase" on a boolean is a false value, not a missing one.
    if (member?.type === "boolean")
      draft.addFilter({
        member: member.name,
        operator: "equals",
        values: [pending.operator === "set" ? "true" : "false"],
      });
    else if (member) draft.addFilter({ member: member.name, operator: pending.operator });
    // "customers with an order": presence of rows of another entity is no filter this query can state.
    else unplaced.push(phraseOf(u.state, pending.cueStart, mention.end));
  }
  return unplaced;
}
