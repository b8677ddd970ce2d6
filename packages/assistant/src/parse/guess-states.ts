/** Guesses for lower-case words: states ("overdue invoices"), categories after prepositions, countries. */
import type { IndexedMember } from "../catalogue/index.js";
import {
  CATEGORY_WORDS,
  CODE_WORDS,
  COUNTRY_WORDS,
  FORMS_OF_BE,
  FORMS_OF_HAVE,
  LABEL_WORDS,
  ORIGIN_WORDS,
  PRIORITY_VALUES,
  PRIORITY_WORDS,
  STATUS_VALUES,
  STATUS_WORDS,
  TIER_VALUES,
  TIER_WORDS,
} from "../text/lexicon.js";
import { isKnownWord, isStateWord } from "../text/words.js";
import { isNegated } from "./stated-words.js";
import { GROUP_BEFORE } from "./cues.js";
import { SYNONYM } from "./phrase-forms.js";
import {
  NOT_STATES,
  addGuess,
  dimensionLike,
  entityKindDimension,
  firstCategorical,
  isCountry,
  isUnknownValueWord,
  stringDimension,
} from "./guess-common.js";
import { type Mention, type ParseState, isFree, mentionAfter, phraseOf, textAt, wordsAt } from "./state.js";

const CATEGORY_PREPOSITIONS = new Set(["in", "for", "within"]);
const ORIGIN_PREPOSITIONS = new Set(["from", "via", "through", "on", "using", "over"]);

/**
 * "in marketing", "from paid search or social", "via chat or email": unknown words after a preposition
 * name a category ("in", "for") or an origin ("from", "via") of the cubes in use. Only for members
 * the dictionary says nothing about, so a known dictionary never loses to a guess.
 */
export function guessAfterPreposition(state: ParseState, i: number, preferredCubes: Set<string>): number {
  let before = i - 1;
  while (["the", "a", "an"].includes(textAt(state, before))) before--;
  const preposition = textAt(state, before);
  if (!CATEGORY_PREPOSITIONS.has(preposition) && !ORIGIN_PREPOSITIONS.has(preposition)) return i;
  const values: [number, number][] = [];
  let start = i;
  while (start < state.tokens.length) {
    let end = start;
    while (end < start + 3 && isFree(state, end) && isUnknownValueWord(state, textAt(state, end))) end++;
    if (end === start) break;
    values.push([start, end]);
    if (!["or", "and"].includes(textAt(state, end)) || !isFree(state, end + 1)) break;
    start = end + 1;
  }
  // "for lost shipments": a word describing the entity that follows is its state, not a category.
  if (values.length === 0 || mentionAfter(state, values[values.length - 1]![1], 0)) return i;
  const words = ORIGIN_PREPOSITIONS.has(preposition)
    ? [...ORIGIN_WORDS, ...CATEGORY_WORDS]
    : [...CATEGORY_WORDS, ...ORIGIN_WORDS];
  // "in review", "on hold": a state when the cubes have no category.
  const member =
    dimensionLike(state, words, preferredCubes, false) ??
    (["in", "on"].includes(preposition) ? dimensionLike(state, STATUS_WORDS, preferredCubes, false) : undefined);
  if (!member || state.values[member.name]?.length) return i;
  for (const [from, to] of values) addGuess(state, member, phraseOf(state, from, to), from, to);
  return values[values.length - 1]![1];
}

const ADVERBS = new Set(["still", "not", "yet", "already", "currently", "now"]);

/** Where "are", "were" or another form of "be" stands before token `i`, past adverbs ("are still"), if it does. */
function verbBefore(state: ParseState, i: number): number | undefined {
  let j = i - 1;
  while (ADVERBS.has(textAt(state, j))) j--;
  return FORMS_OF_BE.has(textAt(state, j)) ? j : undefined;
}

/** "appointments that were cancelled", "tickets that are still pending": a state after a relative clause. */
function afterRelativeClause(state: ParseState, i: number): boolean {
  let j = verbBefore(state, i);
  if (j === undefined) return false;
  while (FORMS_OF_BE.has(textAt(state, j)) || FORMS_OF_HAVE.has(textAt(state, j))) j--;
  return ["that", "which", "who"].includes(textAt(state, j));
}

/**
 * "how many issues from the past 30 days are resolved": the state a counting question ends on, after "are" or
 * "were", is a value of the status column of the rows counted, when they have one ("how many companies are
 * registered" asks only how many there are).
 */
function statusOfCountedRows(state: ParseState, i: number): IndexedMember | undefined {
  if (i !== state.tokens.length - 1 || !wordsAt(state, 0, ["how", "many"])) return undefined;
  const verb = verbBefore(state, i);
  if (verb === undefined || verb < 3) return undefined;
  // The rows counted: a cube named after "how many", or the cube of the count named there ("budget lines").
  const counted = mentionAfter(state, 2, 0)?.candidates[0];
  const cube = entityCubeAt(state, 2) ?? (counted?.member?.kind === "measure" ? counted.member.cube : undefined);
  return cube ? dimensionLike(state, STATUS_WORDS, new Set([cube]), false) : undefined;
}

/** The entity a run of describing words ends on: "automobile and machinery customers" -> customers. */
function entityAfter(state: ParseState, i: number): { cube: string; words: [number, number][] } | undefined {
  const words: [number, number][] = [[i, i + 1]];
  let j = i + 1;
  while (
    ["and", "or", ","].includes(textAt(state, j)) &&
    isFree(state, j + 1) &&
    isUnknownValueWord(state, textAt(state, j + 1))
  ) {
    words.push([j + 1, j + 2]);
    j += 2;
  }
  // "clinician turnover" with `sales` read through a synonym of "turnover": a word that is no state does not describe
  // rows the question names only by a synonym; it says which turnover is meant.
  const head = mentionAfter(state, j, 0)?.candidates[0];
  if (head?.cube && !head.member && head.score <= SYNONYM && !isStateWord(textAt(state, i))) return undefined;
  const cube = entityCubeAt(state, j);
  return cube ? { cube, words } : undefined;
}

/**
 * The cube of an entity named right at `i` ("invoices", or "invoice count" said with the cube's word). Only an
 * entity has a state ("overdue invoices", "overdue invoice count"), not any member ("stock price").
 */
function entityCubeAt(state: ParseState, i: number): string | undefined {
  const head = mentionAfter(state, i, 0)?.candidates[0];
  // "employee turnover" read as `SalesOrderLine` through a synonym of "sales": a word the cube's name does not say,
  // and that would only qualify its rows, is no entity a state describes ("endangered crocodiles" still is).
  if (head?.cube && head.onModifier && head.score <= SYNONYM) return undefined;
  return head?.cube?.name ?? (head?.usedCubeWord ? head.member?.cube : undefined);
}

/**
 * Describing words: "active subscriptions", "overdue invoices", "completed orders" (state words before an
 * entity -> its status-like dimension), "automobile and machinery customers" (other words before an entity ->
 * its category-like dimension), "that were cancelled" (state after a relative clause), "excluding trucks"
 * (negated words -> a category, origin or status of the cubes in use). Returns the index after the guess.
 */
export function guessDescribingWords(state: ParseState, i: number, preferredCubes: Set<string>): number {
  const word = textAt(state, i);
  if (NOT_STATES.has(word) || !isUnknownValueWord(state, word)) return i;
  const stateWord = isStateWord(word);
  const described = entityAfter(state, i);
  const negated = isNegated(state, i);
  const relative = stateWord && afterRelativeClause(state, i);
  const counted = stateWord && !described && !negated && !relative ? statusOfCountedRows(state, i) : undefined;
  if (counted && !state.values[counted.name]?.length) {
    addGuess(state, counted, phraseOf(state, i, i + 1), i, i + 1);
    return i + 1;
  }
  if (!described && !negated && !relative) return i;
  const cubes = new Set(described ? [described.cube] : [...preferredCubes].slice(0, 1));
  // "critical tickets" -> severity/priority, "open tickets" -> status, other states -> status, then category.
  const kinds = PRIORITY_VALUES.has(word)
    ? [PRIORITY_WORDS, STATUS_WORDS, CATEGORY_WORDS]
    : TIER_VALUES.has(word)
      ? [TIER_WORDS, CATEGORY_WORDS, STATUS_WORDS]
      : // "excluding ivr": a negated word no dictionary of English knows (an acronym, a product) is most often a channel;
        // an unknown participle ("excluding trialing subs") is still a state.
        negated && !described && !stateWord && !isKnownWord(word) && !/(ed|ing)$/.test(word)
        ? [ORIGIN_WORDS, CATEGORY_WORDS, STATUS_WORDS]
        : STATUS_VALUES.has(word) || stateWord || !isKnownWord(word)
          ? [STATUS_WORDS, CATEGORY_WORDS]
          : [CATEGORY_WORDS, ORIGIN_WORDS, STATUS_WORDS];
  // "tickets split by source for last month except chat": a negated plain word's natural home is the
  // question's own grouping (a categorical dimension of the cube in use).
  const generic = PRIORITY_VALUES.has(word) || STATUS_VALUES.has(word) || TIER_VALUES.has(word);
  // Only a grouping already said: "excluding kiosk for each priority" negates something else.
  const grouping = negated && !described && !stateWord && !generic ? groupedCategory(state, cubes, i) : undefined;
  // "refund_request and password_reset tickets": a word that is no state names the entity's kind column first.
  const kind =
    described && !stateWord && !generic && !/(ed|ing)$/.test(word)
      ? entityKindDimension(state, described.cube)
      : undefined;
  const named =
    grouping ??
    kind ??
    kinds.map((words) => dimensionLike(state, words, cubes, false)).find((member) => member !== undefined);
  const fallback = named ? undefined : firstCategorical(state, cubes);
  // "Gold and Platinum members" when the tier lives in another cube (memberships.tier): a generic value keeps its kind.
  const elsewhere = !named && !fallback && generic ? dimensionLike(state, kinds[0]!, preferredCubes) : undefined;
  const member = named ?? elsewhere ?? fallback;
  if (!member || (!cubes.has(member.cube) && !elsewhere) || state.values[member.name]?.length) return i;
  const spans = described?.words ?? [[i, i + 1] as [number, number]];
  for (const [from, to] of spans)
    addGuess(state, member, phraseOf(state, from, to), from, to, undefined, !named && !elsewhere);
  return spans[spans.length - 1]![1];
}

/** A string dimension of `cubes` grouped before token `before` that holds categories (not names, codes or free text). */
function groupedCategory(state: ParseState, cubes: Set<string>, before: number): IndexedMember | undefined {
  for (const mention of state.mentions) {
    const member = stringDimension(mention);
    if (mention.end > before) break;
    if (!member || !cubes.has(member.cube) || !GROUP_BEFORE.has(textAt(state, mention.start - 1))) continue;
    if (member.labelWords.some((word) => LABEL_WORDS.includes(word) || CODE_WORDS.includes(word))) continue;
    return member;
  }
  return undefined;
}

/** Country names typed in lower case ("in germany"). */
export function guessCountry(state: ParseState, i: number, preferredCubes: Set<string>): number {
  for (let end = Math.min(state.tokens.length, i + 4); end > i; end--) {
    const phrase = state.tokens
      .slice(i, end)
      .map((t) => t.text)
      .join(" ");
    if (!state.tokens.slice(i, end).every((_, k) => isFree(state, i + k)) || !isCountry(phrase)) continue;
    const member = dimensionLike(state, COUNTRY_WORDS, preferredCubes, true, false, true);
    if (!member) return i;
    addGuess(state, member, phraseOf(state, i, end), i, end);
    return end;
  }
  return i;
}

/**
 * "shipments not yet delivered", "orders not shipped": a negated participle that only names an event's time
 * dimension (delivered_at) is a state of the entity, so without a dictionary it goes to the status-like
 * dimension of that cube (notEquals). Affirmative forms ("orders shipped last month") keep the time dimension.
 */
export function guessNegatedEvents(state: ParseState): void {
  for (const mention of [...state.mentions]) {
    const member = mention.candidates[0]?.member;
    const word = textAt(state, mention.start);
    if (mention.end - mention.start !== 1 || member?.type !== "time" || !/ed$/.test(word) || !isStateWord(word))
      continue;
    if (!isNegated(state, mention.start)) continue;
    const status = unlistedStatusOf(state, member.cube);
    if (status) readAsStatus(state, mention, status);
  }
}

/**
 * "overdue invoices", "paid invoices": a state word right before the entity, read only as part of a longer name of
 * a number or time column (`invoice_overdue_amount`, `paidAt`), is the entity's state. Without a dictionary it goes
 * to that cube's status-like dimension, not to a grouping by that column.
 */
export function guessStatesBeforeEntities(state: ParseState): void {
  for (const mention of [...state.mentions]) {
    const word = textAt(state, mention.start);
    const member = mention.candidates[0]?.member;
    // A flag named for the state (`is_late`) is that state already, and a measure so named (`active_count`) counts
    // those rows: only a number or time column is read apart from the state.
    if (mention.end - mention.start !== 1 || member?.kind !== "dimension" || !["number", "time"].includes(member.type))
      continue;
    if (member.nameWords.length < 2) continue;
    if (NOT_STATES.has(word) || !isStateWord(word) || state.tokens[mention.start]!.quoted) continue;
    const cube = entityCubeAt(state, mention.end);
    const status = cube ? unlistedStatusOf(state, cube) : undefined;
    if (status) readAsStatus(state, mention, status);
  }
}

/** The status-like dimension of `cube`, when the dictionary lists none of its values (a listed one is not guessed). */
function unlistedStatusOf(state: ParseState, cube: string): IndexedMember | undefined {
  const status = dimensionLike(state, STATUS_WORDS, new Set([cube]), false);
  return status && !state.values[status.name]?.length ? status : undefined;
}

/** The one-word mention is no column after all: its word is a value of `status`. */
function readAsStatus(state: ParseState, mention: Mention, status: IndexedMember): void {
  state.mentions.splice(state.mentions.indexOf(mention), 1);
  state.used[mention.start] = null;
  addGuess(state, status, phraseOf(state, mention.start, mention.end), mention.start, mention.end);
}
