/**
 * Unlisted values of specific kinds, recognised by their shape or by a small generic list rather than by
 * the catalogue's values: postal codes ("homes in 90210"), language names ("callouts in Spanish"), generic
 * group names ("by Crew Bravo", "Team Alpha") and a named entity ("premises on the Evergreen tariff").
 */
import type { IndexedMember } from "../catalogue/index.js";
import {
  DEVICE_VALUES,
  DEVICE_WORDS,
  GENDER_VALUES,
  GENDER_WORDS,
  STOPWORDS,
  LANGUAGE_NAMES,
  LANGUAGE_WORDS,
  NAMING_VERBS,
  POSTAL_WORDS,
  TEAM_PREFIXES,
  TEAM_WORDS,
  WEEKDAY_NAMES,
} from "../text/lexicon.js";
import { addGuess, dimensionLike, stringDimension } from "./guess-common.js";
import { isKnownWord, singular } from "../text/words.js";
import { isPeopleCube, nameDimensionOf } from "./resolve.js";
import { type Mention, type ParseState, isFree, mentionAfter, take, textAt } from "./state.js";

/** A postal-code dimension (string or number): "zip_code", "Postal Code", "post_code". */
function postalDimension(state: ParseState, preferredCubes: Set<string>): IndexedMember | undefined {
  const postal = (d: IndexedMember) =>
    d.kind === "dimension" &&
    (d.type === "string" || d.type === "number") &&
    [d.nameWords, d.titleWords].some(
      (words) => words.some((w) => POSTAL_WORDS.includes(w)) || words.join(" ").includes("post code"),
    );
  return state.index.members.find((d) => preferredCubes.has(d.cube) && postal(d)) ?? state.index.members.find(postal);
}

/** "in 90210": a 4-6 digit number after "in" is a postal code when the catalogue has such a dimension. */
export function guessPostalCode(state: ParseState, i: number, preferredCubes: Set<string>): number {
  const token = state.tokens[i]!;
  if (!/^\d{4,6}$/.test(token.raw) || !isFree(state, i) || textAt(state, i - 1) !== "in") return i;
  // "in 1234 Main Street" is an address, not a postal code.
  if (isFree(state, i + 1) && /^\p{Lu}/u.test(state.tokens[i + 1]?.raw ?? "")) return i;
  const member = postalDimension(state, preferredCubes);
  if (!member || state.values[member.name]?.length) return i;
  addGuess(state, member, token.raw, i, i + 1);
  return i + 1;
}

/** A word of a generic list of values (`isValue`) goes to a dimension named by `columnWords`, when one exists. */
function guessListedValue(
  state: ParseState,
  i: number,
  preferredCubes: Set<string>,
  isValue: (word: string) => boolean,
  columnWords: string[],
): number {
  if (!isFree(state, i) || !isValue(textAt(state, i))) return i;
  const member = dimensionLike(state, columnWords, preferredCubes);
  if (!member || state.values[member.name]?.length) return i;
  addGuess(state, member, state.tokens[i]!.raw, i, i + 1);
  return i + 1;
}

/** "in Spanish", "French callers": a language name goes to a language-like dimension when one exists. */
export function guessLanguage(state: ParseState, i: number, preferredCubes: Set<string>): number {
  return guessListedValue(state, i, preferredCubes, (word) => LANGUAGE_NAMES.has(word), LANGUAGE_WORDS);
}

/** A day-of-week column: "day_of_week", "weekday", "dow", "Day of Week". */
function weekdayDimension(state: ParseState, preferredCubes: Set<string>): IndexedMember | undefined {
  const names = (words: readonly string[]) =>
    words.includes("weekday") || words.includes("dow") || (words.includes("day") && words.includes("week"));
  const weekday = (d: IndexedMember) =>
    d.kind === "dimension" && d.type === "string" && (names(d.nameWords) || names(d.titleWords));
  return state.index.members.find((d) => preferredCubes.has(d.cube) && weekday(d)) ?? state.index.members.find(weekday);
}

/** "invoices on Saturdays and Sundays": a day of the week goes to a day-of-week column when one exists. */
export function guessWeekday(state: ParseState, i: number, preferredCubes: Set<string>): number {
  const day = singular(textAt(state, i));
  if (!isFree(state, i) || !WEEKDAY_NAMES.has(day)) return i;
  const member = weekdayDimension(state, preferredCubes);
  if (!member || state.values[member.name]?.length) return i;
  // One day's name as such columns hold it: "Sundays" -> "Sunday".
  addGuess(state, member, day[0]!.toUpperCase() + day.slice(1), i, i + 1);
  return i + 1;
}

/** "female deaths", "male and female patients": a sex or gender goes to a sex- or gender-like column. */
export function guessGender(state: ParseState, i: number, preferredCubes: Set<string>): number {
  // "females", "males": the plural of a value names the rows that have it.
  const isGender = (word: string) => GENDER_VALUES.has(word) || GENDER_VALUES.has(singular(word));
  return guessListedValue(state, i, preferredCubes, isGender, GENDER_WORDS);
}

/**
 * "on tablets", "from mobile", "phones": a generic device name goes to a device/platform-like dimension when one
 * exists, before the channel or source an origin preposition would otherwise pick.
 */
export function guessDevice(state: ParseState, i: number, preferredCubes: Set<string>): number {
  return guessListedValue(state, i, preferredCubes, (word) => DEVICE_VALUES.has(singular(word)), DEVICE_WORDS);
}

/** End of the capitalised run after `i` (exclusive), free tokens only. */
function capitalisedAfter(state: ParseState, i: number): number {
  let end = i;
  // A function word ends the name: "REVENUE BY TEAM AND REGION" typed in capitals names no team.
  while (
    isFree(state, end) &&
    /^\p{Lu}/u.test(state.tokens[end]!.raw) &&
    !state.tokens[end]!.quoted &&
    !STOPWORDS.has(state.tokens[end]!.text)
  )
    end++;
  return end;
}

/**
 * "handled by Crew Bravo", "for Team Alpha": a capitalised generic group word followed by a capitalised name is
 * one value of a team/person-like dimension, even when the group word alone names a member ("crew").
 */
export function guessTeamNames(state: ParseState, preferredCubes: Set<string>): void {
  for (let i = 1; i < state.tokens.length; i++) {
    const token = state.tokens[i]!;
    if (!TEAM_PREFIXES.has(token.text) || !/^\p{Lu}/u.test(token.raw) || token.quoted) continue;
    const mention = state.mentions.find((m) => m.start === i && m.end === i + 1);
    if (!isFree(state, i) && !mention) continue;
    const end = capitalisedAfter(state, i + 1);
    if (end === i + 1) continue;
    const named = stringDimension(mention);
    const member =
      named && TEAM_WORDS.some((w) => named.labelWords.includes(w))
        ? named
        : dimensionLike(state, [token.text, ...TEAM_WORDS], preferredCubes);
    if (!member || state.values[member.name]?.length) continue;
    if (mention) {
      state.mentions.splice(state.mentions.indexOf(mention), 1);
      state.used[i] = null;
    }
    addGuess(
      state,
      member,
      state.tokens
        .slice(i, end)
        .map((t) => t.raw)
        .join(" "),
      i,
      end,
    );
    i = end - 1;
  }
}

/** A name guessed for an entity's name column, the noun that said whose, and whether that noun is still counted. */
export interface EntityName {
  member: IndexedMember;
  next: Mention;
  keepNext?: boolean;
}

/**
 * "on the Evergreen tariff": a capitalised name before a singular noun that names an entity (a cube) is that
 * entity's name, its label dimension. A plural ("Electronics products") describes the rows instead.
 */
export function guessEntityName(state: ParseState, i: number, end: number): EntityName | undefined {
  const next = mentionAfter(state, end, 0);
  const cube = next?.candidates[0]?.cube;
  if (!next || !cube || next.end - next.start !== 1) return undefined;
  const word = textAt(state, next.start);
  // "from Mirpur STS": a cube named by its initials (`sts`) is no plural.
  const plural = word.endsWith("s") && (word !== cube.name.toLowerCase() || isKnownWord(word));
  if (plural || !/^\p{Lu}/u.test(state.tokens[i]!.raw)) return undefined;
  const member = nameDimensionOf(cube);
  return member && !state.values[member.name]?.length ? { member, next } : undefined;
}

/**
 * "the client Los Robles", "for supplier Acme Tools": a capitalised name right after a singular noun that names an
 * entity (a cube) is that entity's name, its label dimension; the noun only says what the name is.
 */
export function guessNameAfterEntity(state: ParseState, i: number, end: number): EntityName | undefined {
  // "the student named Maria Lopez", "customers called Acme": a naming verb between them says the same, in any number.
  // (One word for people, "users named Lisa", is a first name, which their name column may not hold.)
  const named = NAMING_VERBS.has(textAt(state, i - 1)) && isFree(state, i - 1);
  const nounEnd = named ? i - 1 : i;
  const noun = state.mentions.find((mention) => mention.end === nounEnd && mention.end - mention.start === 1);
  const top = noun?.candidates[0];
  if (!noun || !top?.cube || top.member || end <= i) return undefined;
  if (named && end - i < 2 && isPeopleCube(top.cube)) return undefined;
  const word = textAt(state, noun.start);
  if ((!named && singular(word) !== word) || !/^\p{Lu}/u.test(state.tokens[i]!.raw)) return undefined;
  const member = nameDimensionOf(top.cube);
  if (!member || state.values[member.name]?.length) return undefined;
  if (named) take(state, i - 1, i, "value");
  // "how many customers named Smith" still counts the customers.
  return { member, next: noun, keepNext: singular(word) !== word };
}
