/**
 * Superlatives over records (ANSWERS.md rule 7): "the vendor with the highest balance", "which session had the
 * longest duration". When the superlative names a number column of a row (not a measure), the answer is the
 * record itself: a listing of the named attribute (or the entity's identifier) and that column, ordered by the
 * column, limit 1. "which team has the most tickets" ranks a measure and is left to the ordinary ranking.
 */
import type { IndexedCube, IndexedMember } from "../catalogue/index.js";
import { LABEL_WORDS } from "../text/lexicon.js";
import type { ResolvedMention, Understanding } from "./analyze.js";
import type { QueryDraft } from "./query-draft.js";
import { nameDimensionOf, labelDimensionOf } from "./resolve.js";
import { computeCandidates } from "./candidates.js";
import { attributeColumnOf } from "./attribute-adjectives.js";
import { bestTies, cubeOfCandidate, mentionBefore, textAt } from "./state.js";

/** Superlatives that pick one row by a number. */
const RECORD_SUPERLATIVES: Record<string, "asc" | "desc"> = {
  highest: "desc",
  largest: "desc",
  biggest: "desc",
  greatest: "desc",
  longest: "desc",
  lowest: "asc",
  smallest: "asc",
  shortest: "asc",
};
/**
 * "most"/"least" count things and rank measures ("the team with the most tickets"), so they pick a row only when the
 * words after them read a number column and nothing to count or measure ("the company unit with the most temporary
 * employees", where the figure is a column).
 */
const COUNTING_SUPERLATIVES: Record<string, "asc" | "desc"> = { most: "desc", least: "asc", fewest: "asc" };
/** "the X with the highest Y", "which X had the longest Y": the superlative describes the record X. */
const HAVING_WORDS = new Set(["with", "has", "had", "have", "having"]);
/** Words of an identifier column once the entity's own words are set aside (`sessionId`, `order_key`). */
const ID_WORDS = new Set(["id", "key", "pk", "code", "number"]);

export interface RecordSuperlative {
  column: IndexedMember;
  direction: "asc" | "desc";
  item: ResolvedMention;
  /** How many records the words ask for ("the 3 oldest students"); one by default. */
  limit?: number;
}

/** The superlative phrase and the number column it names, preferring the cube of the record noun before it. */
export function findRecordSuperlative(u: Understanding): RecordSuperlative | undefined {
  const state = u.state;
  const said = u.cues.attributeSuperlative;
  if (said) {
    // "the longest film": the record noun right after the adjective, ranked by the column the adjective names.
    const item = u.resolved.find((other) => other.mention.start === said.end);
    const cube = item && (item.entity ?? state.index.cubeByName.get(item.member?.cube ?? ""));
    const column = cube && attributeColumnOf(cube, said.nouns, true);
    if (item && column) return { column, direction: said.direction, item, limit: said.limit };
  }
  for (const item of u.resolved) {
    // The superlative is before the phrase, or the phrase took it as an aggregation ("highest changed file count"
    // read as max_changed_file_count): then the column is what the rest of the phrase names.
    const inside = RECORD_SUPERLATIVES[textAt(state, item.mention.start)] !== undefined;
    const at = inside ? item.mention.start : item.mention.start - 1;
    const counting = !inside ? COUNTING_SUPERLATIVES[textAt(state, at)] : undefined;
    const direction = RECORD_SUPERLATIVES[textAt(state, at)] ?? counting;
    if (!direction || textAt(state, at - 1) !== "the" || !HAVING_WORDS.has(textAt(state, at - 2))) continue;
    if (counting && bestTies(item.mention.candidates).some((c) => c.cube || c.member?.kind === "measure")) continue;
    const candidates = inside
      ? computeCandidates(
          state.index,
          state.tokens.slice(at + 1, item.mention.end).map((token) => token.text),
        )
      : item.mention.candidates;
    const columns = bestTies(candidates).filter((c) => c.member?.kind === "dimension" && c.member.type === "number");
    if (columns.length === 0) continue;
    // The record noun ("the SLA with", "which session had") decides between columns of several cubes.
    const noun = mentionBefore(state, at - 2, 1);
    const nounTop = noun ? bestTies(noun.candidates) : [];
    const preferred = [
      ...nounTop.filter((c) => c.cube).map(cubeOfCandidate),
      ...nounTop.map(cubeOfCandidate),
      ...u.resolved.filter((other) => other !== item).flatMap((other) => [other.entity?.name, other.member?.cube]),
    ];
    const column = preferred.map((cube) => columns.find((c) => c.member!.cube === cube)).find(Boolean) ?? columns[0]!;
    // "the 5 institutions with the highest staff count": the number before the record noun is how many.
    const count = noun ? Number(textAt(state, noun.start - 1)) : Number.NaN;
    const limit = Number.isInteger(count) && count > 0 ? count : undefined;
    return { column: column.member!, direction, item, ...(limit !== undefined ? { limit } : {}) };
  }
  return undefined;
}

const PERSON_NAME_WORDS = new Set(["full", "display"]);

/** The column that identifies a row: its name, else an id-like column of the entity, else its first string. */
function identifierOf(cube: IndexedCube): IndexedMember | undefined {
  const id = cube.dimensions.find(
    (d) =>
      d.type !== "time" &&
      d.type !== "boolean" &&
      d.nameWords.length > 0 &&
      d.nameWords.some((word) => ID_WORDS.has(word)) &&
      d.nameWords.every((word) => ID_WORDS.has(word) || cube.keys.has(word)),
  );
  const name = nameDimensionOf(cube);
  // A compound such as doctor_name names some other thing than the record: its id identifies it better.
  // A person's full or display name is their own.
  const namesOther = name?.nameWords.some(
    (word) => !LABEL_WORDS.includes(word) && !PERSON_NAME_WORDS.has(word) && !cube.keys.has(word),
  );
  return (namesOther ? (id ?? name) : (name ?? id)) ?? labelDimensionOf(cube);
}

/** What another phrase contributes to the record listing: an attribute column of the record's cube, if any. */
function attributeOf(item: ResolvedMention, cube: IndexedCube): IndexedMember | undefined {
  const usable = (m: IndexedMember | undefined) =>
    m?.kind === "dimension" && m.cube === cube.name && m.type !== "time" && m.type !== "boolean";
  if (usable(item.member)) return item.member;
  // The phrase names the entity itself ("the vendor"): the identifier stands for it, added only if nothing else is.
  if (item.mention.candidates.some((c) => c.cube === cube)) return undefined;
  const name = nameDimensionOf(cube);
  const dimensions = item.mention.candidates.filter((c) => usable(c.member));
  return (dimensions.find((c) => c.member === name) ?? dimensions[0])?.member;
}

/** Rewrites the draft as the record listing; returns the limit the answer takes. */
export function applyRecordSuperlative(
  draft: QueryDraft,
  u: Understanding,
  record: RecordSuperlative,
  limit: number | undefined,
): number {
  const cube = u.state.index.cubeByName.get(record.column.cube)!;
  const attributes: IndexedMember[] = [];
  // The phrases now name the listed columns, not the measures they first resolved to.
  const named = new Map<string, IndexedMember>([[record.item.mention.phrase, record.column]]);
  for (const item of u.resolved) {
    if (item === record.item || item.role === "condition" || item.role === "text" || item.role === "set") continue;
    const attribute = attributeOf(item, cube);
    if (!attribute || attribute === record.column) continue;
    named.set(item.mention.phrase, attribute);
    if (!attributes.includes(attribute)) attributes.push(attribute);
  }
  const identifier = attributes.length === 0 ? identifierOf(cube) : undefined;
  draft.measures = [];
  draft.dimensions = [...attributes, ...(identifier ? [identifier] : []), record.column];
  draft.order = [[record.column.name, record.direction]];
  for (const match of draft.matches) {
    const member = named.get(match.phrase);
    if (member) match.member = member.name;
  }
  return limit ?? record.limit ?? 1;
}
