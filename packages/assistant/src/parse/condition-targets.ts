/**
 * What a condition constrains (ANSWERS.md rule 6): the mention before or after its cue, a noun of the kind of
 * text a column holds, the rows that values describe, or an entity's free-text column.
 */
import { COUNTING_WORDS, FORMS_OF_BE, NAMING_VERBS } from "../text/lexicon.js";
import { sameNoun, wordKeys } from "../text/words.js";
import { type IndexedMember, isKeyColumn } from "../catalogue/index.js";
import { KEY_WORDS } from "../catalogue/entity-nouns.js";
import type { PendingCondition } from "./conditions.js";
import { nameDimensionOf } from "./resolve.js";
import { attributeColumnOf, cubesWithAttribute } from "./attribute-adjectives.js";
import {
  type Mention,
  type ParseState,
  isFree,
  mentionAfter,
  mentionAt,
  mentionBefore,
  take,
  textAt,
} from "./state.js";

/** Columns that hold a record's free text: what "comments containing refund" searches when no column is named. */
const TEXT_BODY_WORDS = ["content", "body", "text", "message", "comment", "note", "notes", "description", "details"];

/**
 * "comments containing refund": a text condition whose phrase names an entity (or that has no phrase at all)
 * searches the free-text column of the entity before it, when the entity has one. Text is searched inside a body;
 * "objects starting with Goo" is about how their names begin, not their descriptions.
 */
function textBodyTarget(
  state: ParseState,
  condition: PendingCondition,
  target: Mention | undefined,
): IndexedMember | undefined {
  if (condition.kind !== "text" || condition.operator !== "contains") return undefined;
  const entity = (target ?? mentionBefore(state, condition.start, 3))?.candidates[0]?.cube;
  const strings = entity?.dimensions.filter((d) => d.type === "string") ?? [];
  for (const word of TEXT_BODY_WORDS) {
    const body = strings.find((d) => d.nameWords.includes(word) || d.titleWords.includes(word));
    if (body) return body;
  }
  return undefined;
}

/** The best-scoring readings of a phrase (a phrase is judged by what it most likely names). */
export const topCandidates = (mention: Mention) =>
  mention.candidates.filter((c) => c.score === mention.candidates[0]?.score);
const isNumeric = (mention: Mention) =>
  topCandidates(mention).some((c) => c.cube || c.member?.kind === "measure" || c.member?.type === "number");
// An entity with a name column takes text conditions on its name ("restaurants containing 'pizza'").
const isText = (mention: Mention) =>
  topCandidates(mention).some(
    (c) => (c.member?.kind === "dimension" && c.member.type === "string") || (c.cube && nameDimensionOf(c.cube)),
  );

const isNumericOrText = (mention: Mention) => isNumeric(mention) || isText(mention);

/** The mention a pending condition constrains: the one just before it, else just after. */
function conditionTarget(state: ParseState, condition: PendingCondition): Mention | undefined {
  // "where isMerged is 1": a stated value may be a code a text column holds.
  const stated = condition.kind === "number" && condition.conditions.every((c) => c.operator === "equals");
  const fits = condition.kind === "text" ? isText : stated ? isNumericOrText : isNumeric;
  if (condition.kind === "text" && condition.memberAfter) {
    const after = mentionAfter(state, condition.end, 3);
    if (after && fits(after)) return after;
  }
  // "at least 10 seats": a member right after the number is what is counted.
  const adjacent = condition.kind === "number" ? mentionAfterValues(state, condition.end) : undefined;
  const before =
    mentionBefore(state, condition.start, 3) ??
    countedBefore(state, condition.start) ??
    (condition.kind === "text"
      ? (mentionBeforeKindNoun(state, condition.start) ?? mentionBeforeNamingVerb(state, condition.start))
      : undefined);
  if (adjacent && before && fits(before) && isUnitOf(state, adjacent, before)) {
    // "a trip distance over 100 miles" for "Trip Distance (Miles)": the word after the number is its unit.
    state.mentions.splice(state.mentions.indexOf(adjacent), 1);
    take(state, adjacent.start, adjacent.end, "unit");
    return before;
  }
  if (adjacent && fits(adjacent)) return adjacent;
  if (before && fits(before)) return measureOfEntity(state, before) ?? before;
  const after = mentionAfter(state, condition.end, condition.kind === "text" ? 3 : 2);
  if (after && fits(after)) return after;
  return undefined;
}

/** "items with a repinfo count of at least 5": the cube named before the count words that the number compares. */
function countedBefore(state: ParseState, start: number): Mention | undefined {
  let j = start - 1;
  while (j >= 0 && state.used[j] === "count") j--;
  if (j === start - 1) return undefined;
  const mention = mentionAt(state, j);
  return mention?.end === j + 1 && topCandidates(mention).some((c) => c.cube) ? mention : undefined;
}

/**
 * "total notional of trades over 1,000,000": the entity after "of" only says whose measure it is, so the condition
 * is on that measure of the entity's cube, not on a count of the entity.
 */
function measureOfEntity(state: ParseState, entity: Mention): Mention | undefined {
  const cube = entity.candidates[0]?.member ? undefined : entity.candidates[0]?.cube;
  if (!cube || textAt(state, entity.start - 1) !== "of") return undefined;
  const owner = mentionAt(state, entity.start - 2);
  const measureOfCube = (mention: Mention) =>
    topCandidates(mention).some((c) => c.member?.kind === "measure" && c.member.cube === cube.name);
  return owner && owner.end === entity.start - 1 && measureOfCube(owner) ? owner : undefined;
}

/** The mention right at `i`, or right after dictionary values there ("fewer than 200 cancelled sales"). */
function mentionAfterValues(state: ParseState, i: number): Mention | undefined {
  let j = i;
  while (state.used[j] === "value") j++;
  const mention = mentionAt(state, j);
  return mention?.start === j ? mention : undefined;
}

/** Nouns that say what kind of text a column holds ("a phone number", "a postal code"), not which column. */
const TEXT_KIND_NOUNS = new Set(["number", "code", "id", "address", "name", "text"]);

/**
 * "a phone number starting with +5521" for a `phone` column: the column is named before a noun that only says what
 * kind of text it holds, which its name leaves out. The noun is read as part of the column's phrase.
 */
function mentionBeforeKindNoun(state: ParseState, start: number): Mention | undefined {
  const noun = start - 1;
  if (!isFree(state, noun) || !TEXT_KIND_NOUNS.has(textAt(state, noun))) return undefined;
  const mention = mentionAt(state, noun - 1);
  if (!mention || mention.end !== noun || !isText(mention)) return undefined;
  take(state, noun, start, "mention");
  return mention;
}

/** "actors named starting with Police": the entity before a naming verb, whose name the text is about. */
function mentionBeforeNamingVerb(state: ParseState, start: number): Mention | undefined {
  const verb = start - 1;
  if (!isFree(state, verb) || !NAMING_VERBS.has(textAt(state, verb))) return undefined;
  const mention = mentionBefore(state, verb, 1);
  if (!mention || !isText(mention)) return undefined;
  take(state, verb, start, "mention");
  return mention;
}

/** One word that a number column the phrase before the condition names has in its name or title: its unit. */
function isUnitOf(state: ParseState, unit: Mention, column: Mention): boolean {
  // "reinstallation reports had exactly 0 disconnections": a phrase that reads a cube has no unit; the word names a column.
  if (unit.end - unit.start !== 1 || !column.candidates[0]?.member) return false;
  const keys = wordKeys(textAt(state, unit.start), "question");
  const columnWords = new Set(state.tokens.slice(column.start, column.end).map((token) => token.text));
  return column.candidates.some(
    ({ member }) =>
      member?.type === "number" &&
      [...member.nameWords, ...member.titleWords].some(
        (word) => !columnWords.has(word) && wordKeys(word, "catalogue").some((key) => keys.includes(key)),
      ),
  );
}

/**
 * "donations of 1,000 or more", "how many transactions were over 100": an entity followed by "of" or a form of "be"
 * and a number is sized by one of its own number columns, not counted. The column is the one the question names
 * elsewhere ("the amount ... of donations of 1,000"), or the entity's only number column.
 */
function sizedEntityTarget(
  state: ParseState,
  condition: PendingCondition,
  target: Mention | undefined,
): IndexedMember | undefined {
  if (condition.kind !== "number" || !target) return undefined;
  const joined =
    target.end === condition.start - 1 &&
    (textAt(state, target.end) === "of" || FORMS_OF_BE.has(textAt(state, target.end)));
  if (joined || target.end === condition.start) {
    const column = sizeOfCountedRows(state, target);
    if (column) return column;
  }
  if (!joined) return undefined;
  const entity = target.candidates[0]?.member ? undefined : target.candidates[0]?.cube;
  if (!entity) return undefined;
  const numbers = entity.dimensions.filter((d) => d.type === "number" && !isSizeless(d));
  const named = state.mentions
    .filter((mention) => mention !== target)
    .flatMap((mention) => topCandidates(mention).map((c) => c.member))
    .find((member) => member !== undefined && numbers.includes(member));
  return named ?? (numbers.length === 1 ? numbers[0] : undefined);
}

/** A key is no size (`id`). */
const isSizeless = (d: IndexedMember) => isKeyColumn(d) || d.nameWords.every((word) => KEY_WORDS.has(word));

/**
 * "gmv from orders over 1,000": rows read as a count named for them (`order_count`) and said to be over a number are
 * sized by their cube's one number column named for the same noun (`order_value`), not counted.
 */
function sizeOfCountedRows(state: ParseState, target: Mention): IndexedMember | undefined {
  const count = target.candidates[0]?.member;
  if (count?.kind !== "measure" || !count.type.startsWith("count")) return undefined;
  const nouns = count.nameWords.filter((word) => !COUNTING_WORDS.has(word));
  const typed = state.tokens.slice(target.start, target.end).map((token) => token.text);
  if (nouns.length !== 1 || typed.length !== 1 || !sameNoun(typed[0]!, nouns[0]!)) return undefined;
  const cube = state.index.cubeByName.get(count.cube);
  const sized = (cube?.dimensions ?? []).filter(
    (d) =>
      d.type === "number" &&
      !isSizeless(d) &&
      d.nameWords.length > 1 &&
      d.nameWords.some((w) => sameNoun(w, nouns[0]!)),
  );
  return sized.length === 1 ? sized[0] : undefined;
}

/**
 * "how many PPS are older than 60": a comparative naming an attribute compares the record's column for it (`age`),
 * not a count of the record, unless the phrase before it already names a number ("trip duration longer than 30").
 * The record is the entity before the comparison, else another of the question's cubes; with no cube named, the only
 * cube that has such a column. `null`: the attribute is said of records that have no column for it ("matches older
 * than 30"), so the comparison constrains nothing the question names.
 */
function attributeTarget(
  state: ParseState,
  condition: PendingCondition,
  target: Mention | undefined,
): IndexedMember | null | undefined {
  if (condition.kind !== "number" || !condition.attribute) return undefined;
  const nouns = condition.attribute;
  const top = target ? topCandidates(target) : [];
  const numeric = (c: (typeof top)[number]) => c.member?.kind === "measure" || c.member?.type === "number";
  if (!top.some((c) => c.cube) && top.some(numeric)) return undefined;
  const named = [target, ...state.mentions]
    .flatMap((mention) => (mention ? topCandidates(mention) : []))
    .map((c) => c.cube ?? (c.member ? state.index.cubeByName.get(c.member.cube) : undefined))
    .filter((cube) => cube !== undefined);
  for (const cube of named) {
    const column = attributeColumnOf(cube, nouns);
    if (column) return column;
  }
  if (named.length > 0) return null;
  const cubes = cubesWithAttribute(state.index, nouns);
  return cubes.length === 1 ? attributeColumnOf(cubes[0]!, nouns)! : null;
}

/** What a condition constrains: a column found for it, the phrase it is said of, or nothing the question names. */
export function placeCondition(
  state: ParseState,
  pending: PendingCondition,
): { pending: PendingCondition; mention?: Mention; member?: IndexedMember } {
  const mention = conditionTarget(state, pending);
  const attribute = attributeTarget(state, pending, mention);
  if (attribute === null) return { pending };
  const body = attribute ?? textBodyTarget(state, pending, mention) ?? sizedEntityTarget(state, pending, mention);
  if (body) return { pending, member: body };
  return mention ? { pending, mention } : { pending };
}
