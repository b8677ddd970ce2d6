/**
 * Label words ("name", "title") said of an entity: they read that entity's own name column ("names of players",
 * "customer names"), not a column of another cube or one whose name says more.
 */
import { singular, wordKeys } from "../text/words.js";
import { LABEL_WORDS, STOPWORDS } from "../text/lexicon.js";
import type { ResolvedMention } from "./analyze.js";
import { nameDimensionOf } from "./resolve.js";
import { type ParseState, isFree, take, textAt } from "./state.js";
import { cubeReading } from "./revised-readings.js";

/**
 * "names of players", "the name of the team whose ...": a label word ("name", "title") of an entity is that entity's
 * own name column, not a "player name" column of another cube.
 */
export function namesOfEntities(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const words = state.tokens.slice(item.mention.start, item.mention.end).map((token) => singular(token.text));
    // One phrase ("names of players" read as a `playerName` column): the cube after "of" owns the name.
    const of = words.indexOf("of");
    // Searched too ("names of offers starting with 'Harry'").
    const named = item.role === "free" || item.role === "text";
    if (named && of > 0 && words.slice(0, of).every((word) => LABEL_WORDS.includes(word))) {
      const rest = words.slice(of + 1);
      const cube = state.index.cubes.find((candidate) =>
        rest.every((word) => wordKeys(word, "question").some((key) => candidate.keys.has(key))),
      );
      const name = cube && rest.length > 0 ? nameDimensionOf(cube) : undefined;
      if (name) item.member = name;
      continue;
    }
    // "customer names" read as the customers' `cfdi_customer_name`: the cube's own name column, which leaves nothing
    // of its name unsaid.
    if (named && words.length > 1 && LABEL_WORDS.includes(words.at(-1)!) && (item.mention.chosen?.coverage ?? 1) < 1) {
      const owner = state.index.cubeByName.get(item.member?.cube ?? "");
      const spelled = words
        .slice(0, -1)
        .every((word) => wordKeys(word, "question").some((key) => owner?.keys.has(key)));
      const name = owner && spelled ? nameDimensionOf(owner) : undefined;
      if (name && name.nameWords.length === 1) item.member = name;
      continue;
    }
    // "the file names" with `PkFiles.filename`: an entity read whole, then a label word no phrase took.
    const next = item.mention.end;
    if (named && item.entity && isFree(state, next) && LABEL_WORDS.includes(singular(textAt(state, next)))) {
      const name = nameDimensionOf(item.entity);
      if (!name) continue;
      item.member = name;
      item.entity = undefined;
      take(state, next, next + 1, "mention");
      continue;
    }
    if (item.role !== "free" || !words.every((word) => LABEL_WORDS.includes(word))) continue;
    if (state.tokens[item.mention.end]?.text !== "of") continue;
    // "the names of campaigns": a plural read as well by a cube as by another cube's column is the cube here.
    const entityOf = (other: ResolvedMention) => other.entity ?? cubeReading(other.mention);
    const owner = resolved
      .filter((other) => entityOf(other) && other.mention.start > item.mention.end)
      .sort((a, b) => a.mention.start - b.mention.start)[0];
    const gap = owner ? state.tokens.slice(item.mention.end + 1, owner.mention.start) : [];
    // Only articles and states may stand between ("names of finished gameweeks").
    const states = (index: number) =>
      resolved.some(
        (other) => other.member?.type === "boolean" && other.mention.start <= index && index < other.mention.end,
      );
    const entity = owner ? entityOf(owner) : undefined;
    if (!owner || !entity || !gap.every((token, k) => STOPWORDS.has(token.text) || states(item.mention.end + 1 + k)))
      continue;
    const name = nameDimensionOf(entity);
    // "titles of admin users" when users have a `title` column: that column, which the word names whole.
    const own = item.member?.cube === entity.name && item.mention.chosen?.coverage === 1;
    if (!name || own) continue;
    item.member = name;
    if (!owner.entity) {
      owner.entity = entity;
      owner.member = undefined;
    }
  }
}

/**
 * "site visits with their name", "... accreditation in the name", "ordered by name": a label word alone is the name of
 * what the question is about, its first phrase's cube, before another cube's name column. Read once the other
 * phrases have their final readings (a copy of a column given back to its own cube).
 */
export function labelWordsOfSubject(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const words = state.tokens.slice(item.mention.start, item.mention.end).map((token) => singular(token.text));
    if (words.length !== 1 || !LABEL_WORDS.includes(words[0]!) || textAt(state, item.mention.end) === "of") continue;
    if (!["free", "text", "sort"].includes(item.role)) continue;
    const subject = resolved.find((other) => other !== item && (other.entity || other.member));
    if (!subject || subject.mention.start > item.mention.start) continue;
    const cube = state.index.cubeByName.get(subject.entity?.name ?? subject.member!.cube);
    const name = cube && cube.name !== item.member?.cube ? nameDimensionOf(cube) : undefined;
    if (name) item.member = name;
  }
}
