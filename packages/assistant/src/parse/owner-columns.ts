/**
 * "bids by company name", "list company names containing 'Bio'": a phrase that spells a cube's whole name and then a
 * column of it (`companies.name`) is that cube's column, rather than another cube's copy of it
 * (`logistics.companyname`) that reads the phrase more literally, unless the question is about the copy's cube.
 */
import type { IndexedMember } from "../catalogue/index.js";
import { wordKeys } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import { type Candidate, type ParseState, bestTies, textAt } from "./state.js";

export function ownerColumns(resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const member = item.member;
    const chosen = item.mention.chosen;
    if (member?.kind !== "dimension" || chosen?.member !== member || chosen.spellsCube) continue;
    const inUse = resolved.some(
      (other) => other !== item && (other.member?.cube ?? other.entity?.name) === member.cube,
    );
    if (inUse) continue;
    const owner = item.mention.candidates.find(
      (c) =>
        c.spellsCube === true &&
        c.coverage >= 1 &&
        c.member?.kind === "dimension" &&
        c.member.cube !== member.cube &&
        c.member.type === member.type,
    );
    if (!owner) continue;
    item.member = owner.member;
    item.mention.chosen = owner;
  }
}

/**
 * "assignees whose name starts with 'Pri'": the column after "whose" is the preceding noun's own. Among the readings
 * its words tie on, the noun's own column (or one whose name has the noun's words) wins, then a column of the noun's
 * cube, over another `*_name` a tie-break picked.
 */
export function columnsAfterWhose(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const whose = item.mention.start - 1;
    if (!item.member || textAt(state, whose) !== "whose") continue;
    const owner = resolved.find((other) => other.mention.end === whose);
    if (!owner) continue;
    const ownerKeys = state.tokens
      .slice(owner.mention.start, owner.mention.end)
      .flatMap((token) => wordKeys(token.text, "question"));
    const ownerCube = owner.entity?.name ?? owner.member?.cube;
    const fit = (member: IndexedMember | undefined) =>
      member === undefined
        ? 0
        : member === owner.member || ownerKeys.some((key) => member.labelKeys.has(key))
          ? 2
          : member.cube === ownerCube
            ? 1
            : 0;
    // "accounts whose name": the owner's own column reads the word as strongly, whatever share of its name it is.
    const strongest = bestTies(item.mention.candidates);
    const ties = item.mention.candidates.filter(
      (candidate) =>
        candidate.member?.kind === item.member!.kind &&
        (strongest.includes(candidate) ||
          (candidate.member.cube === ownerCube && candidate.score === strongest[0]?.score)),
    );
    let best: Candidate | undefined;
    for (const candidate of ties) if (fit(candidate.member) > fit(best?.member ?? item.member)) best = candidate;
    if (!best) continue;
    item.member = best.member;
    item.mention.chosen = best;
    // "whose" told the readings apart: the choice is no longer a coin toss.
    item.mention.undecided = ties.some((candidate) => candidate !== best && fit(candidate.member) === fit(best.member));
  }
}
