/**
 * "units that moved out last year", "orders shipped in May", "players drafted per year": a verb form right before a
 * period or a time grouping says which date they are about, so the phrase is the date column named by that verb (`move_out_date`), not a cube or
 * another column that shares its words. The date of a cube the answer already uses comes first (rule 10).
 */
import type { IndexedCube, IndexedMember } from "../catalogue/index.js";
import { isOwnNameWord } from "../catalogue/entity-nouns.js";
import { STOPWORDS } from "../text/lexicon.js";
import { isInflectedVerb, singular, wordKeys } from "../text/words.js";
import { spellsWords } from "./span-rules.js";
import type { ResolvedMention } from "./analyze.js";
import { derivations } from "./derived-entities.js";
import {
  type Candidate,
  type Mention,
  type ParseState,
  WORDS_BEFORE_PERIOD,
  bestTies,
  cubesInUse,
  followedByPeriod,
  followedByTimeGrouping,
  isFree,
  take,
} from "./state.js";

export function eventDates(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const { mention } = item;
    // Before a time grouping only the verb itself ("drafted per year"), not "closed roles by quarter".
    const timed =
      followedByPeriod(state, mention.end) ||
      (followedByTimeGrouping(state, mention.end) && isInflectedVerb(state.tokens[mention.end - 1]!.text));
    if (item.role !== "free" || !timed) continue;
    const words = state.tokens.slice(mention.start, mention.end).map((token) => token.text);
    // "schedules end before 2025": a verb in its base form names the date as well when that date reads the phrase
    // as well as anything else does (`enddate` beside `endtype`).
    const dateAmongBest = bestTies(mention.candidates).some((c) => c.member?.type === "time" && c.via === "label");
    if (!words.some(isInflectedVerb) && !(dateAmongBest && followedByPeriod(state, mention.end))) continue;
    // "recharges since June" for a cube `recharge`: the plural of the cube's own name is its rows, not a verb.
    if (item.entity && words.length === 1 && isOwnNameWord(item.entity, words[0]!)) continue;
    const dates = mention.candidates.filter((c) => c.member?.type === "time" && c.via === "label");
    if (dates.length === 0) continue;
    // "accounts opened before 2020" with a measure titled "Accounts opened": the phrase is that measure's whole
    // name, and the period still dates it.
    const measure = item.member?.kind === "measure" ? item.member : undefined;
    if (measure && [measure.nameWords, measure.titleWords].some((label) => spellsWords(label, words))) continue;
    const inUse = cubesInUse(resolved.filter((other) => other !== item));
    const named = dates.find((c) => inUse.has(c.member!.cube)) ?? ownDerivedDate(state, words, inUse);
    const guessed = named ? undefined : onlyDateInUse(state, dates, inUse);
    const date = named ?? guessed ?? dates[0]!;
    const rows = rowsOfDate(state, words, date.member!);
    if (item.member?.type === "time" && date.member === item.member && (item.entity || !rows)) continue;
    item.member = date.member;
    // "charts created between January and March by library": the noun before the verb still names the rows counted.
    item.entity = rows;
    mention.chosen = date;
    // Dates of two cubes, neither in use: the first in the catalogue's order is a guess.
    mention.undecided =
      guessed !== undefined ||
      (!inUse.has(date.member!.cube) && dates.some((c) => c.member!.cube !== date.member!.cube));
  }
}

/** The date's cube when the phrase opens with that cube's noun in the plural ("charts created"). */
function rowsOfDate(state: ParseState, words: string[], date: IndexedMember): IndexedCube | undefined {
  const cube = state.index.cubeByName.get(date.cube);
  const first = words[0] ?? "";
  return cube && words.length > 1 && singular(first) !== first && isOwnNameWord(cube, first) ? cube : undefined;
}

/**
 * "venues created since 2024" with `Venues.creationDate` and `Bookings.createdAt`: the date of the cube in use that
 * the verb's noun names is the one meant, though another cube's date spells the verb itself.
 */
function ownDerivedDate(state: ParseState, words: string[], inUse: Set<string>): Candidate | undefined {
  const date = datesNamedByNouns(state, words.filter(isInflectedVerb)).find((member) => inUse.has(member.cube));
  return date && dateCandidate(date);
}

/**
 * "quizzes created in 2022" when `createdAt` is a column of several other cubes but not of `Quizzes`: a verb every
 * other table records says nothing of which one, so the one date of the cube in use is the better guess (still a
 * guess: the answer stays undecided).
 */
function onlyDateInUse(state: ParseState, dates: Candidate[], inUse: Set<string>): Candidate | undefined {
  if (inUse.size !== 1 || new Set(dates.map((c) => c.member!.cube)).size < 2) return undefined;
  const cube = state.index.cubeByName.get([...inUse][0]!);
  const own = cube?.dimensions.filter((member) => member.type === "time") ?? [];
  return own.length === 1 ? dateCandidate(own[0]!) : undefined;
}

/** Date columns named by a noun the words' verbs derive ("expire" -> expiration, "create" -> creation). */
function datesNamedByNouns(state: ParseState, verbs: string[]): IndexedMember[] {
  const nouns = new Set(verbs.flatMap((word) => wordKeys(word, "question").flatMap(derivations)));
  return state.index.members.filter(
    (member) => member.type === "time" && member.labelWords.some((label) => nouns.has(label)),
  );
}

function dateCandidate(member: IndexedMember): Candidate {
  return { member, cube: undefined, score: 3, coverage: 1, via: "label", usedCubeWord: false };
}

/**
 * "policies that expire this quarter": a verb no member spells, right before a period, names the date column
 * called by its noun ("expiration date"), of a cube in use first.
 */
export function derivedEventDates(state: ParseState, resolved: ResolvedMention[]): void {
  const inUse = cubesInUse(resolved);
  for (const period of state.periods) {
    const at = WORDS_BEFORE_PERIOD.has(state.tokens[period.start - 1]?.text ?? "")
      ? period.start - 2
      : period.start - 1;
    const word = state.tokens[at]?.text ?? "";
    if (!isFree(state, at) || !/^[a-z]{3,}$/.test(word) || STOPWORDS.has(word)) continue;
    const dates = datesNamedByNouns(state, [word]);
    const date = dates.find((member) => inUse.has(member.cube)) ?? dates[0];
    if (!date) continue;
    const candidate = dateCandidate(date);
    const mention: Mention = {
      start: at,
      end: at + 1,
      phrase: state.tokens[at]!.raw,
      candidates: [candidate],
      chosen: candidate,
      undecided: !inUse.has(date.cube) && dates.some((other) => other.cube !== date.cube),
    };
    state.mentions.push(mention);
    take(state, at, at + 1, "mention");
    resolved.push({ mention, role: "free", member: date, entity: undefined });
  }
}
