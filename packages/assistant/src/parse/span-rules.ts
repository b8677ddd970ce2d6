/**
 * Which spans of the question may be read as a phrase naming a member or cube: a span may not cross a cue word or
 * a clause, nor start or end on a function word, unless a name of the catalogue is spelled that way ("date of
 * birth", "closed at", "co2e per researcher"). Used by the mention passes (`mentions.ts`).
 */
import { type CatalogueIndex, type IndexedCube, type IndexedMember, addKey } from "../catalogue/index.js";
import type { Token } from "../text/tokenize.js";
import type { Period } from "./periods.js";
import { AGGREGATION_WORDS, STOPWORDS, VERB_PARTICLES } from "../text/lexicon.js";
import {
  BOOLEAN_PREFIXES,
  initials,
  isInflectedVerb,
  isKnownWord,
  sharesForm,
  singular,
  wordKeys,
} from "../text/words.js";
import { type ParseState, followedByPeriod, isFree, textAt } from "./state.js";
import { closingInitials, spelledInitials } from "./initials.js";
import { ARTICLES, articleDropped } from "./member-score.js";
import { NAME_WORDS } from "./phrase-forms.js";
import { AGGREGATION_PREFIXES } from "./unsaid-words.js";
import { keyedMemo } from "../text/memo.js";
import { QUANTITY_SUPERLATIVES } from "./cues.js";

/** "largest orders" follows the title "Largest Order" word by word; "priority orders" reverses "order priority". */
export function spellsLabelInOrder(member: IndexedMember, words: string[]): boolean {
  return [member.nameWords, member.titleWords].some((label) => {
    let position = 0;
    for (const word of words) {
      while (position < label.length && !sharesForm(word, label[position]!)) position++;
      if (position === label.length) return false;
      position++;
    }
    return true;
  });
}

/** Words that always separate phrases: cue words and joiners ("revenue by brand", "price and brand"). */
const INNER_BREAKS = new Set([
  "by",
  "per",
  "and",
  "or",
  "vs",
  "versus",
  "than",
  "with",
  "without",
  "each",
  "across",
  "not",
  "no",
]);

/**
 * Particles after a verb form ("moved out", "signed up"): a span may end on one, and then it names only members
 * whose own name has it (`move_out_date`, not `move_in_date`).
 */
/** "closed at", "created on": the tail of a date column's name after its verb (`closedAt`), read like a particle. */
const DATE_NAME_TAILS = new Set(["at", "on"]);

/** The word at `i` is a particle ("moved out") or a date name's tail ("closed at") after a verb form in the span. */
export function endsOnParticle(state: ParseState, start: number, i: number): boolean {
  const word = state.tokens[i]!.text;
  if (i <= start || !(VERB_PARTICLES.has(word) || DATE_NAME_TAILS.has(word))) return false;
  if (!isInflectedVerb(state.tokens[i - 1]!.text)) return false;
  // "updated in the last 7 days" beside `lastUpdatedInHours`: before a period the word opens the period, unless a
  // name ends on it ("logged in" for `logged_in`).
  return !followedByPeriod(state, i + 1) || endsSomeName(state, word);
}

function endsSomeName(state: ParseState, word: string): boolean {
  return (state.index.memberKeys.get(word) ?? []).some(
    ({ member }) => member.nameWords.at(-1) === word || member.titleWords.at(-1) === word,
  );
}

/**
 * "flight no, departure airport": a function word that ends a member's own name right after the span's word before
 * it (`flightNo`) may end a span, which then names only members that have it.
 */
function endsMemberName(state: ParseState, start: number, i: number): boolean {
  if (i <= start) return false;
  const word = state.tokens[i]!.text;
  const before = state.tokens[i - 1]!.text;
  const ends = namesEndingOn(state.index, word);
  if (ends.before.has(before)) return true;
  // "invoice no" for the invoices' `no`: the word before may be the member's cube instead.
  const keys = ends.aloneIn.size > 0 ? wordKeys(before, "question") : [];
  for (const cube of ends.aloneIn) if (keys.some((key) => cube.keys.has(key))) return true;
  return false;
}

/** Member names ending on a word: the words right before it, and the cubes of names that are the word alone. */
interface NameEnds {
  before: Set<string>;
  aloneIn: Set<IndexedCube>;
}
const nameEndsMemo = keyedMemo<CatalogueIndex, string, NameEnds>();

/** Once per word and index: spans are tried for every word of every question, and "at" ends hundreds of names. */
function namesEndingOn(index: CatalogueIndex, word: string): NameEnds {
  return nameEndsMemo(index, word, () => {
    const ends: NameEnds = { before: new Set(), aloneIn: new Set() };
    for (const hit of index.memberKeys.get(word) ?? []) {
      const words = hit.member.nameWords;
      if (hit.source !== "name" || words.at(-1) !== word) continue;
      if (words.length > 1) ends.before.add(words.at(-2)!);
      else {
        const cube = index.cubeByName.get(hit.member.cube);
        if (cube) ends.aloneIn.add(cube);
      }
    }
    return ends;
  });
}

/**
 * "Total Listen Duration (Past 12 Months) by genre", "month to date cost by cloud": a period whose every word, and
 * the word before or after it, are words of one member's name or title is part of that name, not a period.
 */
export function periodInsideName(index: CatalogueIndex, tokens: readonly Token[], period: Period): boolean {
  const beside = [tokens[period.start - 1]?.text, tokens[period.end]?.text].filter(
    (word): word is string => word !== undefined && !STOPWORDS.has(word),
  );
  if (beside.length === 0) return false;
  const words = tokens.slice(period.start, period.end).map((token) => token.text);
  const inLabel = (member: IndexedMember, word: string) =>
    member.labelWords.includes(word) ||
    wordKeys(word, "question").some((key) => member.labelKeys.has(key)) ||
    initialsOfRun(member.nameWords, word);
  const last = words.at(-1)!;
  // "MTD cost": a period typed as initials ("mtd", "ytd") may be those of the name's words (`month_to_date_cost`),
  // which no word key finds; every member is looked at only then.
  const named =
    words.length === 1 && /^[a-z]{2,4}$/.test(last) && !isKnownWord(last)
      ? index.members
      : (index.memberKeys.get(last) ?? []).filter((hit) => hit.source === "name").map((hit) => hit.member);
  return named.some(
    (member) => beside.some((word) => inLabel(member, word)) && words.every((word) => inLabel(member, word)),
  );
}

/** "mtd" for the run month, to, date of a name's words. */
function initialsOfRun(nameWords: readonly string[], word: string): boolean {
  if (word.length < 2 || word.length > nameWords.length) return false;
  for (let k = 0; k + word.length <= nameWords.length; k++)
    if (initials(nameWords.slice(k, k + word.length)) === word) return true;
  return false;
}

/**
 * "where fiscal year is 2026" with a `fiscal_year` number column: a bare number stated as a column's value after
 * "is" is that value, not a period.
 */
export function statedColumnNumber(index: CatalogueIndex, tokens: readonly Token[], period: Period): boolean {
  if (period.end - period.start !== 1 || !/^\d+$/.test(tokens[period.start]!.text)) return false;
  if (tokens[period.start - 1]?.text !== "is" || period.start < 2) return false;
  // The words before "is" name the whole column ("fiscal year"); "where year is 2026" stays a period.
  const before = tokens.slice(Math.max(0, period.start - 5), period.start - 1).map((token) => token.text);
  const named = (word: string) => before.some((typed) => typed === word || singular(typed) === word);
  return (index.memberKeys.get(before.at(-1)!) ?? []).some(
    ({ member, source }) =>
      source === "name" && member.kind === "dimension" && member.type !== "time" && member.nameWords.every(named),
  );
}

/**
 * "to address" next to "from address": a function word that starts a member's own name or title may start a
 * span, which then names only members that have it; so may one that starts a boolean's name after its verb prefix
 * ("split by age band" for `isSplitByAgeBand`).
 */
function startsMemberLabel(state: ParseState, word: string): boolean {
  // Once per word and index: function words at a span's edge are looked up for every span of every question.
  return opensMemo(state.index, word, () =>
    (state.index.memberKeys.get(word) ?? []).some((hit) => hit.source === "name" && opensLabel(hit.member, word)),
  );
}
const opensMemo = keyedMemo<CatalogueIndex, string, boolean>();

/** Words that join a question's parts; they open no measure's name however it goes on (`count_by_genre`). */
const JOINING_WORDS = new Set(["by", "per", "of", "for", "in", "on", "at", "to", "from", "with", "and", "or"]);

/** The member's name, title or boolean name after its verb prefix opens with `word`. */
export function opensLabel(member: IndexedMember, word: string): boolean {
  // "real revenue" for `totalRealRevenue`: a measure's name opens after its aggregation.
  const measured =
    member.kind === "measure" ? member.nameWords.find((own) => !AGGREGATION_PREFIXES.has(own)) : undefined;
  // "users by department" groups, though a count is named `byDepartment`: "by" opens no measure's name.
  if (member.kind === "measure" && word === "by") return false;
  return (
    member.nameWords[0] === word ||
    member.titleWords[0] === word ||
    flagWords(member)[0] === word ||
    (measured === word && !JOINING_WORDS.has(word))
  );
}

/** A name's words are the typed words, one for one, each in some form of it ("timestamps" for `timestamp`). */
export function spellsWords(label: readonly string[], typed: readonly string[]): boolean {
  return label.length === typed.length && label.every((part, k) => sharesForm(typed[k]!, part));
}

/**
 * The span's words are, one for one, all the words of a member's name or title that has `word` inside it; a
 * boolean's name may be said without its verb prefix ("divided by gender" for `isDividedByGender`).
 */
function spellsWholeNameWith(state: ParseState, start: number, end: number, word: string): boolean {
  const words = state.tokens.slice(start, end).map((token) => token.text);
  return (labelsWith(state.index, word).get(words.length) ?? []).some((label) => spellsWords(label, words));
}

const labelsMemo = keyedMemo<CatalogueIndex, string, Map<number, (readonly string[])[]>>();

/**
 * The distinct names, titles and flag names of the members a word is a key of, by their number of words; once per
 * word and index ("at" is a key of every `created_at`).
 */
function labelsWith(index: CatalogueIndex, word: string): Map<number, (readonly string[])[]> {
  return labelsMemo(index, word, () => {
    const byLength = new Map<number, (readonly string[])[]>();
    const seen = new Set<string>();
    for (const { member } of index.memberKeys.get(word) ?? []) {
      for (const label of [member.nameWords, member.titleWords, flagWords(member)]) {
        const key = label.join(" ");
        if (label.length === 0 || seen.has(key)) continue;
        seen.add(key);
        addKey(byLength, label.length, label);
      }
    }
    return byLength;
  });
}

/** A boolean's name words after its verb prefix (`is_divided_by_gender` -> divided by gender), else none. */
function flagWords(member: IndexedMember): readonly string[] {
  const [prefix, ...rest] = member.nameWords;
  return member.type === "boolean" && prefix !== undefined && BOOLEAN_PREFIXES.includes(prefix) ? rest : [];
}

/** "co2e per researcher" for `co2e_researcher`: a ratio measure named by the words on either side of "per". */
function ratioNamedAround(state: ParseState, start: number, end: number, per: number): boolean {
  const words = state.tokens.slice(start, end).flatMap((token, k) => (start + k === per ? [] : [token.text]));
  return (state.index.memberKeys.get(words[0]!) ?? []).some(
    ({ member }) => member.kind === "measure" && spellsWords(member.nameWords, words),
  );
}

/** "average revenue per account" for `arpa` (or a member titled "ARPA"): the span's initials name a member. */
function initialsNameMember(state: ParseState, start: number, end: number): boolean {
  const words = state.tokens.slice(start, end).map((token) => token.text);
  const letters = spelledInitials(words);
  if (letters !== undefined) return state.index.memberKeys.has(letters);
  // "career points per game" for `career_ppg`: initials after a word of the name.
  return closingInitials(words).some((closing) => state.index.memberKeys.has(closing.letters));
}

/** The span's words run together are a cube's name ("bespoke 4571" for `bespoke_4571`). */
function typesCubeNameRunTogether(state: ParseState, start: number, end: number): boolean {
  const joined = state.tokens
    .slice(start, end)
    .map((token) => token.text)
    .join("");
  return state.index.cubeKeys.has(joined);
}

/**
 * A span may not start or end on a stopword (but see above), a number or a quoted literal. A note's own phrase
 * ("after-call work means ...") is taken as the note spells it, function words and all.
 */
export function spanAllowed(state: ParseState, start: number, end: number, spelledByNote = false): boolean {
  for (let i = start; i < end; i++) {
    const token = state.tokens[i]!;
    if (!isFree(state, i) || token.quoted) return false;
    // A number may stand inside a span when it is a word of a member's name ("duration prior 12 months"), or end
    // it when it ends a cube's name ("bespoke 4571" for a cube `bespoke_4571`).
    if (
      !/\p{L}/u.test(token.text) &&
      !(i > start && i < end - 1 && state.index.memberKeys.has(token.text)) &&
      !(i > start && i === end - 1 && typesCubeNameRunTogether(state, start, end))
    )
      return false;
    // A comma ends a clause: "memos, memo ending with x" is two phrases.
    if (token.pause && i < end - 1) return false;
  }
  if (spelledByNote) return true;
  // "which vendor sold the most items": a verb that "the most" follows is the clause's verb, not a word of its subject.
  if (end - start > 1 && endsOnVerbOfSuperlative(state, end)) return false;
  // Function words may only join words inside a phrase ("date of birth", "time on page"); scoring then
  // accepts them only when the member's own name has them (or for "of").
  // Aggregation words alone ("avg", "total") choose among members but never name one, unless they are a member's
  // whole name or title ("total sum" for `totalSum`).
  let named = false;
  for (let i = start; i < end; i++) {
    const word = state.tokens[i]!.text;
    if (STOPWORDS.has(word) && (i === start || i === end - 1 || INNER_BREAKS.has(word))) {
      // "consumption per capita", "revenue by channel share" typed as a member's whole name, break word and all.
      if (i > start && i < end - 1 && spellsWholeNameWith(state, start, end, word)) continue;
      if (i > start && i < end - 1 && word === "per" && ratioNamedAround(state, start, end, i)) continue;
      if (i > start && i < end - 1 && initialsNameMember(state, start, end)) continue;
      // Only looked up for a function word at an edge: spans are tried for every word of every question.
      const particle = i === end - 1 && (endsOnParticle(state, start, i) || endsMemberName(state, start, i));
      const leading = i === start && i < end - 1 && startsMemberLabel(state, word);
      if (!particle && !leading) return false;
    }
    if (AGGREGATION_WORDS[word] === undefined && word !== "of") named = true;
  }
  return (
    named ||
    (end - start >= 2 && spellsWholeNameWith(state, start, end, state.tokens[start]!.text)) ||
    (end - start === 1 && standsAsMeasureName(state, start))
  );
}

/** Words after which a lone word is an item of its own ("unit cost and total by region"), not a modifier. */
const ITEM_ENDS = new Set(["by", "per", "and", "or", "vs", "versus", "for", "in", "over"]);
const ITEM_STARTS = new Set(["and", "or", "vs", "versus", "plus", "by"]);

/**
 * "unit cost and total by region", "..., total by item" beside a measure named `total`: an aggregation word standing
 * alone as an item (before "by", "and", a comma or the end) is the measure named by it alone; a count is meant by
 * the count cues, so only other aggregations are read so.
 */
function standsAsMeasureName(state: ParseState, i: number): boolean {
  const token = state.tokens[i]!;
  const word = token.text;
  if (AGGREGATION_WORDS[word] === undefined || AGGREGATION_WORDS[word].some((type) => type.startsWith("count")))
    return false;
  const next = state.tokens[i + 1];
  if (next && !token.pause && !ITEM_ENDS.has(next.text)) return false;
  // An item of its own starts the question or follows "and", "by" or a comma; after another word it ends that word's
  // name ("min sum" for `Min_Sum`).
  const previous = state.tokens[i - 1];
  if (previous && !previous.pause && !ITEM_STARTS.has(previous.text)) return false;
  return (state.index.memberKeys.get(word) ?? []).some(
    ({ member, source }) =>
      source === "name" && member.kind === "measure" && member.nameWords.length === 1 && member.nameWords[0] === word,
  );
}

function endsOnVerbOfSuperlative(state: ParseState, end: number): boolean {
  return (
    textAt(state, end) === "the" &&
    QUANTITY_SUPERLATIVES.has(textAt(state, end + 1)) &&
    isInflectedVerb(state.tokens[end - 1]!.text)
  );
}

/** Negations a name may open with (`notVerifiedCount`, `non_billable_hours`); "no" opens values ("No Impact"). */
const NAME_NEGATIONS = new Set(["not", "non"]);

/** Words of a span that score: a verb's particle or a date name's tail ("closed at") scores nothing. */
export function scoringWordCount(state: ParseState, start: number, end: number, member?: IndexedMember): number {
  // "price in dollars" for `priceDollars`: an inner "in" only joins the name's words; "shadow IT app instances" for
  // "Shadow IT App Instances", "comments before added to front page" for `commentsBeforeAddedToFrontPage`: an inner
  // function word the member's own title or name has scores nothing of its own.
  let inner = 0;
  for (let i = start; i < end - 1; i++) {
    const word = state.tokens[i]!.text;
    const ownWord = member !== undefined && (member.titleWords.includes(word) || member.nameWords.includes(word));
    // "split by age band" for `isSplitByAgeBand`: a leading command word the name has says what a verb would; "not
    // verified count" for `notVerifiedCount`, "split ad spend" for `split_ad_spend_usd`: a negation or a command word
    // the name opens with is that name's, scoring nothing.
    if (i === start) {
      // "in-progress" for "In-progress Applications": a word hyphened to the next is part of a compound the name has.
      const compound = state.tokens[i]!.hyphenAfter;
      const opening = (NAME_NEGATIONS.has(word) || NAME_WORDS.has(word) || compound) && opensLabel(member!, word);
      if (STOPWORDS.has(word) && ownWord && (member?.type === "boolean" || opening)) inner++;
      continue;
    }
    const dropped = member !== undefined && ARTICLES.has(word) && articleDropped(member, state.tokens[i - 1]!.text);
    if (word === "in" || dropped || (STOPWORDS.has(word) && ownWord)) inner++;
  }
  // "average dwell time down" for `avg_dwell_time_down`: a function word that ends the name scores nothing either.
  const last = state.tokens[end - 1]!.text;
  const ownLast = end - start > 1 && STOPWORDS.has(last) && member?.nameWords.at(-1) === last;
  return (endsOnParticle(state, start, end - 1) || ownLast ? end - start - 1 : end - start) - inner;
}
