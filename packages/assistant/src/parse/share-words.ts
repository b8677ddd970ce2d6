/**
 * Share words ("share", "percentage", "distribution"): the user's own words ask for shares of a whole, drawn as a
 * pie, rather than naming a member.
 */
import type { ResolvedMention } from "./analyze.js";
import { type ParseState, textAt } from "./state.js";

export const SHARE = new Set(["share", "proportion", "percentage", "percent", "distribution", "mix"]);

/**
 * "share of posts by platform": a share word before "of" and a phrase asks for shares of that phrase (a pie), not
 * for a member that merely contains the word (`total_shares`).
 */
export function withoutShareWords(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  return resolved.filter((item) => {
    const { start, end } = item.mention;
    const shareWord =
      end - start === 1 &&
      SHARE.has(textAt(state, start)) &&
      textAt(state, end) === "of" &&
      resolved.some((other) => other.mention.start === end + 1);
    if (shareWord) state.used[start] = null;
    return !shareWord;
  });
}
