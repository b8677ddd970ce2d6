/**
 * Columns of the cube the question measures that a grouping reads instead of another cube's: its key column when
 * several unmeasured cubes share the title the words read, and its own copy of another cube's column.
 */
import { isKeyColumn } from "../catalogue/index.js";
import { LABEL_WORDS, STATUS_WORDS } from "../text/lexicon.js";
import { wordKeys } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import { type Candidate, type Mention, type ParseState, bestTies } from "./state.js";

/**
 * "top 5 tenants by revenue" with "Tenant" the title of a column in three cubes the question does not measure, and
 * "Tenant ID" in the one it does: a title several other cubes share tells none of them apart, and none breaks down
 * the measured rows, so the measured cube's key column for the same word does (no other word of its name unsaid).
 */
export function keyColumnOverSharedTitle(state: ParseState, mention: Mention, cube: string): Candidate | undefined {
  const tied = bestTies(mention.candidates);
  const tiedCubes = new Set(tied.map((c) => c.member?.cube));
  if (tiedCubes.size < 2 || tiedCubes.has(cube) || tied.some((c) => c.member?.kind !== "dimension")) return undefined;
  const said = state.tokens.slice(mention.start, mention.end).map((token) => wordKeys(token.text, "question"));
  return mention.candidates.find(
    (c) =>
      c.member?.kind === "dimension" &&
      c.member.cube === cube &&
      isKeyColumn(c.member) &&
      c.unsaid === 1 &&
      said.every((keys) => keys.some((key) => c.member!.labelKeys.has(key))),
  );
}

/**
 * "sales by product category" when the transactions have a `category` of their own, "visits by patient gender" beside
 * `Clinical.gender`: another cube's noun and its column, when the measured rows have a column of that name, is the
 * measured rows' own (rule 10: a member of the cube the answer uses; no join). A label is not copied so: the
 * measured rows' own `name` names them, not the other cube's rows.
 */
export function measuredCopyOf(state: ParseState, item: ResolvedMention, cube: string): Candidate | undefined {
  const member = item.member!;
  const other = state.index.cubeByName.get(member.cube);
  // Nor is a status: the rows' own lifecycle ("charts by user status" is not the charts' status).
  const ownOnly = (word: string) => LABEL_WORDS.includes(word) || STATUS_WORDS.includes(word);
  if (!other || member.nameWords.some(ownOnly) || isKeyColumn(member)) return undefined;
  const words = state.tokens.slice(item.mention.start, item.mention.end).map((token) => token.text);
  const keys = (word: string) => wordKeys(word, "question");
  const ownWord = (word: string) => keys(word).some((key) => member.labelKeys.has(key));
  const cubeWord = (word: string) => keys(word).some((key) => other.keys.has(key));
  if (!words.some((word) => cubeWord(word) && !ownWord(word)) || !words.every((w) => ownWord(w) || cubeWord(w)))
    return undefined;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, k) => w === b[k]);
  const copy = state.index.cubeByName
    .get(cube)
    ?.dimensions.find((d) => d.type === member.type && same(d.nameWords, member.nameWords));
  // Every word the phrase says besides the cube's must be the copy's too ("user account status" is not `status`).
  const saysCopy = (word: string) => cubeWord(word) || keys(word).some((key) => copy?.labelKeys.has(key));
  return copy && words.every(saysCopy) ? { ...item.mention.chosen!, member: copy } : undefined;
}
