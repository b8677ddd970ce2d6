/** Shared parse state: the tokens, which extractor used each token, and what was found so far. */
import type { CatalogueIndex, IndexedCube, IndexedMember } from "../catalogue/index.js";
import type { GlossaryEntry } from "../catalogue/glossary.js";
import type { Token } from "../text/tokenize.js";
import { STOPWORDS } from "../text/lexicon.js";
import type { Period } from "./periods.js";
import { GRANULARITY_WORDS } from "./cues.js";

export interface Candidate {
  member: IndexedMember | undefined;
  cube: IndexedCube | undefined;
  score: number;
  /** Best fraction of the member's name or title words the phrase covers. */
  coverage: number;
  via: "glossary" | "label" | "synonym" | "description" | "acronym" | "cube";
  /** The phrase used one of the cube's own words ("product names"). */
  usedCubeWord: boolean;
  /** Those words spell the cube's whole name ("area names" for `Areas`, not for `AreaTypes`). */
  spellsCube?: boolean;
  /**
   * For a member: the phrase ends on the last word of its name ("zone" for `geometry_zone`). For a cube: the phrase
   * is one word of its name that is not the last ("zone" for `fact_zone_visits`, whose rows are visits).
   */
  onHead?: boolean;
  /** For a member: the fewest words of its name or title, function words included, that the phrase leaves unsaid. */
  unsaid?: number;
  /** For a member: some word was read through an abbreviation of the name ("revenue" for `rev`), not as written. */
  expanded?: boolean;
  /** For a member: the phrase says its name's words one for one, in their order ("max min amount", `maxMinAmount`). */
  inOrder?: boolean;
  onModifier?: boolean;
}

/** The cube of a qualified member name (`orders.status` -> `orders`). */
export function cubeOfMemberName(member: string): string {
  return member.slice(0, member.lastIndexOf("."));
}

/** The candidates as good as the first (same score and coverage): the readings a phrase cannot choose between. */
export function bestTies(candidates: readonly Candidate[]): Candidate[] {
  const best = candidates[0];
  if (!best) return [];
  return candidates.filter((c) => c.score === best.score && Math.abs(c.coverage - best.coverage) < 1e-9);
}

/**
 * The reading was picked by a tie-break, not by the words: it covers only part of its member's name, and another
 * reading fits the phrase with the same score and at least as much of its own name ("zone" of `zoneName` beside
 * `pickupZone`). At first contact with new models such answers were right barely half the time.
 */
export function tieBrokenOnPart(mention: Mention): boolean {
  const chosen = mention.chosen;
  if (!chosen || chosen.coverage >= 1) return false;
  return mention.candidates.some(
    (other) =>
      other.score === chosen.score &&
      other.coverage >= chosen.coverage &&
      (other.member?.name ?? other.cube?.name) !== (chosen.member?.name ?? chosen.cube?.name),
  );
}

/** The cube a candidate reads: its member's, or the cube it names. */
export const cubeOfCandidate = (c: Candidate): string | undefined => c.member?.cube ?? c.cube?.name;

export interface Mention {
  start: number;
  end: number;
  phrase: string;
  candidates: Candidate[];
  /** Filled during resolution (always present so every mention has one object shape). */
  chosen: Candidate | undefined;
  /** Another member fitted the phrase exactly as well and nothing in the question told them apart. */
  undecided: boolean;
}

export interface FoundFilter {
  member: string;
  operator: string;
  values?: string[];
  phrase: string;
  /** Mention that named the filtered member, if any (it is then not a grouping). */
  mention?: Mention;
  /** Inferred without the value dictionary. */
  guessed?: boolean;
  /** Inferred with no evidence but being a name (fallback dimension): too weak to carry a question. */
  weak?: boolean;
  /** Other columns whose dictionaries hold the same values, spelled as each has them. */
  alternatives?: { member: string; values: string[] }[];
}

export interface ParseState {
  tokens: Token[];
  used: (string | null)[];
  index: CatalogueIndex;
  values: Record<string, string[]>;
  glossary: GlossaryEntry[];
  periods: Period[];
  mentions: Mention[];
  filters: FoundFilter[];
}

export function isFree(state: ParseState, i: number): boolean {
  return i >= 0 && i < state.tokens.length && state.used[i] === null;
}

export function take(state: ParseState, start: number, end: number, tag: string): void {
  for (let i = start; i < end; i++) if (state.used[i] === null) state.used[i] = tag;
}

export function textAt(state: ParseState, i: number): string {
  return state.tokens[i]?.text ?? "";
}

export function phraseOf(state: ParseState, start: number, end: number): string {
  // Callers may reach past the last token ("with" at the end of a question): the phrase stops there.
  const last = Math.min(end, state.tokens.length);
  let phrase = "";
  for (let i = Math.max(0, start); i < last; i++) {
    const token = state.tokens[i]!;
    phrase += token.raw + (i === last - 1 ? "" : token.hyphenAfter ? "-" : " ");
  }
  return phrase;
}

/** True when tokens from `start` spell `words`. */
export function wordsAt(state: ParseState, start: number, words: readonly string[]): boolean {
  for (let offset = 0; offset < words.length; offset++) {
    const token = state.tokens[start + offset];
    if (!token || token.quoted || token.text !== words[offset]) return false;
  }
  return true;
}

/** Every token of [start, end) is still free. */
/** Only these words stand between positions `from` and `to` (nothing at all counts too). */
export function onlyWordsBetween(state: ParseState, from: number, to: number, words: ReadonlySet<string>): boolean {
  for (let i = from; i < to; i++) if (!words.has(textAt(state, i))) return false;
  return true;
}

export function allFree(state: ParseState, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isFree(state, i)) return false;
  return true;
}

/** Index of the nearest earlier token that is not a stopword (within `reach` tokens), or -1. */
export function previousContent(state: ParseState, i: number, reach = 3): number {
  for (let j = i - 1; j >= 0 && j >= i - reach; j--) if (!STOPWORDS.has(textAt(state, j))) return j;
  return -1;
}

export function mentionAt(state: ParseState, i: number): Mention | undefined {
  return state.mentions.find((mention) => mention.start <= i && i < mention.end);
}

/** Nearest mention ending before `i` (skipping up to `reach` stopwords) / starting after `i`. */
export function mentionBefore(state: ParseState, i: number, reach = 3): Mention | undefined {
  for (let j = i - 1; j >= 0 && j >= i - reach - 1; j--) {
    const mention = mentionAt(state, j);
    if (mention) return mention;
    if (!STOPWORDS.has(textAt(state, j))) return undefined;
  }
  return undefined;
}

export function mentionAfter(state: ParseState, i: number, reach = 3): Mention | undefined {
  for (let j = i; j < state.tokens.length && j <= i + reach; j++) {
    const mention = mentionAt(state, j);
    if (mention) return mention;
    if (!STOPWORDS.has(textAt(state, j))) return undefined;
  }
  return undefined;
}

/** The cubes whose members or entities these phrases read: the cubes the answer already uses (rule 10). */
export function cubesInUse(items: readonly { member?: IndexedMember; entity?: IndexedCube }[]): Set<string> {
  const cubes = new Set<string>();
  for (const item of items) {
    if (item.member) cubes.add(item.member.cube);
    if (item.entity) cubes.add(item.entity.name);
  }
  return cubes;
}

/** Words that may stand between a verb and the period it dates ("moved out in 2024", "shipped during May"). */
export const WORDS_BEFORE_PERIOD = new Set(["in", "during", "on", "since", "before", "after"]);

/** "per year", "each month", "by week": a time grouping starts at `i`. */
const GROUPED_UNITS = new Set(Object.values(GRANULARITY_WORDS));
export function followedByTimeGrouping(state: ParseState, i: number): boolean {
  return ["per", "each", "every", "by"].includes(textAt(state, i)) && GROUPED_UNITS.has(textAt(state, i + 1));
}

/** A period starts at `i`, or right after one of WORDS_BEFORE_PERIOD there. */
export function followedByPeriod(state: ParseState, i: number): boolean {
  const at = WORDS_BEFORE_PERIOD.has(textAt(state, i)) ? i + 1 : i;
  // "since 2024" is a period with its word; "in May" is one after it.
  return state.periods.some((period) => period.start === at || period.start === i);
}
