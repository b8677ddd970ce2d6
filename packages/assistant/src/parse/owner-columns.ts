/**
 * "bids by company name", "list company names containing 'Bio'": a phrase that spells a cube's whole name and then a
 * column of it (`companies.name`) is that cube's column, rather than another cube's copy of it
 * (`logistics.companyname`) that reads the phrase more literally, unless the question is about the copy's cube.
 */
import type { ResolvedMention } from "./analyze.js";

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
