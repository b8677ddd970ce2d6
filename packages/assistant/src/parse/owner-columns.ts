/**
 * "bids by company name", "list company names containing 'Bio'": a phrase that spells a cube's whole name and then a
 * column of it (`companies.name`) is that cube's column, rather than another cube's copy of it
 * (`logistics.companyname`) that reads the phrase more literally, unless the question is about the copy's cube.
 */
import type { IndexedCube, IndexedMember } from "../catalogue/index.js";
import { entityWords, sameNameWord, wordsAfterNoun } from "../catalogue/entity-nouns.js";
import { wordKeys } from "../text/words.js";
import { COUNTING_WORDS } from "../text/lexicon.js";
import type { ResolvedMention } from "./analyze.js";
import { candidatesFor } from "./candidates.js";
import { type Candidate, type ParseState, bestTies, cubeOfMemberName, textAt } from "./state.js";

export function ownerColumns(state: ParseState, resolved: ResolvedMention[]): void {
  const owners = new Map<ResolvedMention, IndexedMember>();
  for (const item of resolved) {
    const member = item.member;
    const chosen = item.mention.chosen;
    if (member?.kind !== "dimension" || chosen?.member !== member || chosen.spellsCube) continue;
    const said = new Set(
      state.tokens.slice(item.mention.start, item.mention.end).flatMap((token) => wordKeys(token.text, "question")),
    );
    // "artifact names" with `artifacts.artifact_name`: the column's own cube is the one the phrase says.
    if (saysCubeNoun(state, member.cube, said)) continue;
    // All the phrase's readings: "where region name is ..." kept only the columns that read it best.
    const owner = candidatesFor(state, item.mention.start, item.mention.end).find(
      (c) =>
        c.coverage >= 1 &&
        c.member?.kind === "dimension" &&
        c.member.cube !== member.cube &&
        c.member.type === member.type &&
        (c.spellsCube === true || saysCubeNoun(state, c.member.cube, said)),
    );
    if (owner?.member) owners.set(item, owner.member);
  }
  // "branch codes and names": the copies beside one that moves to its owner (`branchName` beside `branchCode`) go to
  // the same owner's columns.
  for (const target of [...owners.values()]) {
    const ownerCube = state.index.cubeByName.get(target.cube);
    for (const item of resolved) {
      if (owners.has(item) || item.member?.kind !== "dimension") continue;
      const original =
        ownerCube && item.member.cube !== target.cube ? originalOfCopy(item.member, ownerCube) : undefined;
      if (original) owners.set(item, original);
    }
  }
  for (const [item, owner] of owners) {
    const copy = item.member!;
    // Another copy of the same cube moving to its owner ("by tenant name and region name") does not hold it in use;
    // a value the question filters that cube by does ("customer names in Vancouver", the city being the copy's).
    const inUse =
      resolved.some(
        (other) => other !== item && !owners.has(other) && (other.member?.cube ?? other.entity?.name) === copy.cube,
      ) ||
      state.filters.some((filter) => filter.mention !== item.mention && cubeOfMemberName(filter.member) === copy.cube);
    if (inUse) continue;
    // A value stated of the copy ("where region name is Mien Bac") is the owner's value.
    for (const filter of state.filters)
      if (filter.mention === item.mention && filter.member === copy.name) filter.member = owner.name;
    item.member = owner;
    const reading = candidatesFor(state, item.mention.start, item.mention.end).find((c) => c.member === owner);
    item.mention.chosen = reading ?? { ...item.mention.chosen!, member: owner };
  }
}

/** `user_agencies.branchName` copies `branches.name`: its name is the owner cube's noun and then the column's name. */
function originalOfCopy(copy: IndexedMember, ownerCube: IndexedCube): IndexedMember | undefined {
  const rest = wordsAfterNoun(copy.nameWords, ownerCube);
  if (!rest) return undefined;
  return ownerCube.dimensions.find(
    (d) =>
      d.type === copy.type &&
      d.nameWords.length === rest.length &&
      d.nameWords.every((w, k) => sameNameWord(w, rest[k]!)),
  );
}

/**
 * The phrase says every word of the cube's name, though the words read a title ("tenant name" for the `tenants`
 * cube's `name` titled "Tên Đối Tác/Tenant").
 */
function saysCubeNoun(state: ParseState, cubeName: string, said: Set<string>): boolean {
  const cube = state.index.cubeByName.get(cubeName);
  const words = cube ? entityWords(cube.nameWords) : [];
  return words.length > 0 && words.every((word) => wordKeys(word, "catalogue").some((key) => said.has(key)));
}

/**
 * "applicants whose applications were withdrawn": a count named by a plural noun after "whose" says which rows the
 * clause is about, not a figure to report; "whose application count is over 3" names the figure.
 */
function countOfRowsAfterWhose(state: ParseState, item: ResolvedMention): boolean {
  const member = item.member;
  const cube = member && state.index.cubeByName.get(member.cube);
  const words = state.tokens.slice(item.mention.start, item.mention.end).map((token) => token.text);
  if (item.role !== "free" || member?.kind !== "measure" || !member.type.startsWith("count") || !cube) return false;
  if (words.some((word) => COUNTING_WORDS.has(word)) || !words.at(-1)!.endsWith("s")) return false;
  item.member = undefined;
  item.entity = cube;
  item.mention.chosen = {
    member: undefined,
    cube,
    score: item.mention.chosen?.score ?? 0,
    coverage: 1,
    via: "cube",
    usedCubeWord: true,
  };
  return true;
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
    if (countOfRowsAfterWhose(state, item)) continue;
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
