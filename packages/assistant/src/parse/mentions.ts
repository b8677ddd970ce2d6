/**
 * Phrases of the question that name members or cubes, longest first (ANSWERS.md rule 10): glossary phrases,
 * member names typed as written, then spans of up to four free tokens with candidates (`candidates.ts`), where
 * `span-rules.ts` allows a span.
 */
import { type IndexedMember, countMeasureOf } from "../catalogue/index.js";
import { withoutVerbReadings } from "./derived-entities.js";
import { ASKER_PRONOUNS, FORMS_OF_BE, FORMS_OF_HAVE, MASS_NOUNS, STOPWORDS, VERB_PARTICLES } from "../text/lexicon.js";
import { isInflectedVerb, lemmaKeyOf, sameNoun, sharesForm, singular, wordKeys } from "../text/words.js";
import {
  type Candidate,
  type ParseState,
  followedByPeriod,
  followedByTimeGrouping,
  isFree,
  phraseOf,
  take,
} from "./state.js";
import { candidatesFor } from "./candidates.js";
import { bareVerbColumn, namesAllButKindWords, otherParticle } from "./member-score.js";
import { LABEL, formsOf, hasAny } from "./phrase-forms.js";
import { namesDate } from "./value-words.js";
import { GRANULARITY_ADJECTIVES } from "./cues.js";
import { currencyValueIn } from "./guess-common.js";
import { wordsOfValue } from "./prepare.js";
import { opensLabel, scoringWordCount, spanAllowed, spellsLabelInOrder, spellsWords } from "./span-rules.js";

const MAX_SPAN = 5;
/** A member's whole name may run longer ("score per minute when added to front page"): tried only in the whole pass. */
const MAX_WHOLE_NAME_SPAN = 8;

/**
 * Member names typed as written in the catalogue ("revenue per c_mktsegment", "sum_qty trend"): an exact
 * name is the strongest signal after the glossary. Several members may share a short name; context decides.
 */
export function findDirectMentions(state: ParseState): void {
  for (let i = 0; i < state.tokens.length; i++) {
    const token = state.tokens[i]!;
    const members = state.index.rawNames.get(token.text);
    // Plain words ("count", "name") go through ordinary matching; identifiers look like identifiers ("topic1" too).
    if (!members || token.quoted || !isFree(state, i) || !/[_.]|[a-z][A-Z]|[a-z]{3}\d/.test(token.raw)) continue;
    if (insideOtherWholeName(state, i, members)) continue;
    const candidates = members.map((member): Candidate => ({
      member,
      cube: undefined,
      score: 50,
      coverage: 1,
      via: "label",
      usedCubeWord: false,
    }));
    state.mentions.push({ start: i, end: i + 1, phrase: token.raw, candidates, chosen: undefined, undecided: false });
    take(state, i, i + 1, "mention");
  }
}

/**
 * "cost per kWh" with `costPerKwh` beside a `kWh` column: a name typed as written inside a longer phrase that spells
 * another member's whole name is left to that phrase.
 */
function insideOtherWholeName(state: ParseState, i: number, members: readonly IndexedMember[]): boolean {
  for (let length = MAX_SPAN; length >= 2; length--) {
    for (let start = Math.max(0, i - length + 1); start <= i && start + length <= state.tokens.length; start++) {
      // "per" may join this phrase: it is the other member's own word.
      const tokens = state.tokens.slice(start, start + length);
      const edges = [tokens[0]!.text, tokens.at(-1)!.text];
      if (tokens.some((t, k) => !isFree(state, start + k) || t.quoted) || edges.some((w) => STOPWORDS.has(w))) continue;
      const best = candidatesFor(state, start, start + length)[0];
      const content = tokens.filter((t) => !STOPWORDS.has(t.text)).length;
      const whole = best?.member && best.coverage === 1 && best.score >= (LABEL - 0.5) * content;
      if (whole && !members.includes(best.member!)) return true;
    }
  }
  return false;
}

/** A member's whole name or title spelled by the span ("ticket id"), as strong as a name can be. */
function spellsWholeLabel(state: ParseState, start: number, end: number): boolean {
  if (start < 0 || end > state.tokens.length || !spanAllowed(state, start, end)) return false;
  const best = candidatesFor(state, start, end)[0];
  return (
    best?.member !== undefined &&
    best.coverage === 1 &&
    best.score >= (LABEL - 0.5) * scoringWordCount(state, start, end, best.member)
  );
}

/** Two or more words that spell a cube's name ("incoming sms" for `IncomingSmsReal`). */
function spellsCubeName(state: ParseState, start: number, end: number): boolean {
  if (start < 0 || end > state.tokens.length || end - start < 2 || !spanAllowed(state, start, end)) return false;
  const best = candidatesFor(state, start, end)[0];
  if (best?.cube === undefined || best.member !== undefined) return false;
  if (best.coverage === 1) return true;
  // "POI trips" for `DailyPoiTrips`: a table's grain word says how its rows are totalled, not what they are.
  const words = best.cube.nameWords.filter((word) => !GRANULARITY_ADJECTIVES.has(word));
  return spellsWords(
    words,
    state.tokens.slice(start, end).map((token) => token.text),
  );
}

/**
 * Longest phrase first (rule 10): a glossary phrase ("tickets") inside a longer phrase that spells a member's
 * whole name ("ticket ids" -> ticket_id) or a cube's ("incoming messages" -> `incoming_messages`) is part of
 * that name, not the glossary's member.
 */
function insideLongerLabel(state: ParseState, start: number, end: number): boolean {
  // "campaign launch time" for `campaignLaunchTime`: the longer phrase may run several words past the note's, on
  // either side or both ("cumulative spend plan" for `amt_plan_spend_cumulative`).
  for (let extra = 1; end - start + extra <= MAX_SPAN; extra++)
    for (let before = 0; before <= extra; before++) {
      const [from, to] = [start - before, end + extra - before];
      if (spellsWholeLabel(state, from, to) || spellsCubeName(state, from, to)) return true;
    }
  return false;
}

/**
 * "self-funded applications" with the note "funding means ..." and the dictionary value "self-funded": a glossary
 * phrase inside the words of a longer value is part of that value (longest phrase first, rule 10).
 */
function insideLongerValue(state: ParseState, start: number, end: number): boolean {
  const typed = state.tokens.map((token) => token.text);
  return Object.values(state.values).some(
    (list) =>
      Array.isArray(list) &&
      list.some((value) => {
        const words = wordsOfValue(value);
        if (words.length <= end - start || words.length > MAX_SPAN) return false;
        for (let from = Math.max(0, end - words.length); from <= start; from++)
          if (words.every((word, k) => typed[from + k] === word)) return true;
        return false;
      }),
  );
}

/** The tokens from `start` to `end` spell a dictionary value, word for word (in either number). */
function spellsValue(state: ParseState, start: number, end: number): boolean {
  return Object.values(state.values).some(
    (list) =>
      Array.isArray(list) &&
      list.some((value) => {
        const words = wordsOfValue(value);
        return words.length === end - start && words.every((word, k) => sameNoun(state.tokens[start + k]!.text, word));
      }),
  );
}

/**
 * Where the note's phrase typed at `i` ends: each token is the phrase's next word, or its next words run together,
 * as typed ("signups" for "sign-ups") or as the question's words are joined when they spell a name ("fix version"
 * for a cube `fix_version` becomes one token).
 */
function glossaryPhraseEnd(state: ParseState, i: number, words: readonly string[]): number | undefined {
  let at = i;
  for (let next = 0; next < words.length; at++) {
    const typed = state.tokens[at]?.text;
    if (typed === undefined) return undefined;
    let joined = words[next]!;
    let end = next + 1;
    while (!sharesForm(typed, joined) && end < words.length) joined += words[end++]!;
    if (!sharesForm(typed, joined)) return undefined;
    next = end;
  }
  return at;
}

/** Glossary phrases first: they are the strongest member signal after validated queries. */
export function findGlossaryMentions(state: ParseState): void {
  for (const entry of state.glossary) {
    for (let i = 0; i < state.tokens.length; i++) {
      const end = glossaryPhraseEnd(state, i, entry.words);
      if (end === undefined || !spanAllowed(state, i, end, true) || insideLongerLabel(state, i, end)) continue;
      if (insideLongerValue(state, i, end)) continue;
      // "sales representatives" with a note on "sales rep" and the value "Sales Representative": a note's phrase
      // met only through a short form of its words yields to a value the words spell in full.
      const asWritten =
        entry.words.length === end - i && entry.words.every((word, k) => sameNoun(state.tokens[i + k]!.text, word));
      if (!asWritten && spellsValue(state, i, end)) continue;
      const candidate: Candidate = {
        member: entry.member,
        cube: undefined,
        score: 100,
        coverage: 1,
        via: "glossary",
        usedCubeWord: false,
      };
      // "store refers to Stores.name", then "how many stores": the plural that names the member's cube is the entity.
      const typed = state.tokens[i]!.text;
      const cube = state.index.cubeByName.get(entry.member.cube);
      const entity =
        end - i === 1 &&
        cube &&
        singular(typed) !== typed &&
        wordKeys(typed, "question").some((key) => cube.keys.has(key))
          ? { ...candidate, member: undefined, cube, via: "cube" as const, usedCubeWord: true }
          : undefined;
      state.mentions.push({
        start: i,
        end,
        phrase: phraseOf(state, i, end),
        candidates: entity ? [entity, candidate] : [candidate],
        chosen: undefined,
        undecided: false,
      });
      take(state, i, end, "mention");
    }
  }
}

/**
 * A trailing cube word is the head noun of its own phrase ("active customers", "priority orders" even when the
 * member is "order priority"): the span is left to a shorter one.
 */
function endsOnHeadNoun(state: ParseState, start: number, end: number, best: Candidate): boolean {
  if (end - start < 2 || !best.member || best.member.type === "time") return false;
  const last = state.tokens[end - 1]!.text;
  const lastForms = formsOf(last);
  const cubeKeys = state.index.cubeByName.get(best.member.cube)?.keys;
  const phrase = state.tokens.slice(start, end).map((token) => token.text);
  const names = hasAny(best.member.labelKeys, [...lastForms.keys, ...lastForms.synonyms]);
  // A plural noun, not a verb's -ing form that WordNet also reads as a verb ("opening" of "level 1 opening").
  const pluralCubeWord =
    cubeKeys !== undefined &&
    hasAny(cubeKeys, lastForms.keys) &&
    singular(last) !== last &&
    !MASS_NOUNS.has(last) &&
    !spellsLabelInOrder(best.member, phrase) &&
    // "level 2 openings" for `opening_level_2_name`: a number of the member's own name pins the phrase to it.
    !phrase.some((word) => /^\d+$/.test(word) && best.member!.nameWords.includes(word));
  // "peak energy" for `UsageEnergy.peak`: a measure named in full before its cube's singular noun is that measure.
  // "data" is a mass noun in English use, whatever WordNet's "datum" says.
  const singularNoun = lemmaKeyOf(last, lastForms.keys) === undefined || MASS_NOUNS.has(last);
  // "total transferencias" for `Transferencias.total`: rows that cannot be counted are totalled by the measure the
  // phrase names in full, so the plural is part of that name.
  const namedMeasure = best.member.kind === "measure" && best.coverage === 1;
  const cube = namedMeasure ? state.index.cubeByName.get(best.member.cube) : undefined;
  if (cube && countMeasureOf(cube) === undefined) return false;
  const measureOfCube = namedMeasure && singularNoun;
  return (best.usedCubeWord && !names && !measureOfCube) || pluralCubeWord;
}

/**
 * "players drafted in 2003", "players drafted per year": a cube word does not join a verb that says which date a
 * period or a time grouping is about, when a date column carries the verb (`draftYear`); the verb is left to name
 * that date, the cube word to name the rows.
 */
function joinsEventVerb(state: ParseState, start: number, end: number, best: Candidate): boolean {
  if (!best.usedCubeWord || end - start < 2) return false;
  const verb = state.tokens[end - 1]!.text;
  if (!isInflectedVerb(verb)) return false;
  if (!followedByPeriod(state, end) && !followedByTimeGrouping(state, end)) return false;
  return namesDate(state.index, verb);
}

/**
 * "effective gas price" with `gasPrice` and `receiptEffectiveGasPrice`, "average sentiment score" with
 * `sentimentScore` and `sentimentAverage`: a whole name inside a longer phrase that reads another member better
 * is left to the longer phrase, so the word next to it is not read as a second member.
 */
function insideLongerName(state: ParseState, start: number, end: number, whole: Candidate): boolean {
  return [
    [start - 1, end],
    [start, end + 1],
  ].some(([from, to]) => {
    if (from! < 0 || to! > state.tokens.length || !spanAllowed(state, from!, to!)) return false;
    const best = candidatesFor(state, from!, to!)[0];
    return best?.member !== undefined && best.score > whole.score && !endsOnHeadNoun(state, from!, to!, best);
  });
}

/**
 * "open conversations" with `Channels.openconversationcount` beside `Conversations.status` = open: words that are a
 * dictionary value of a column of the cube the last word names ("conversations"), when the member the whole phrase
 * names belongs to another cube, are that value and those rows, not the other cube's measure.
 */
function valueOfNamedRows(state: ParseState, start: number, end: number, best: Candidate): boolean {
  if (end - start < 2 || best.member?.kind !== "measure") return false;
  const lastKeys = formsOf(state.tokens[end - 1]!.text).keys;
  const rows = state.index.cubes.find((cube) => cube.name !== best.member!.cube && hasAny(cube.keys, lastKeys));
  if (!rows) return false;
  // "lost parcels by depot city": the question is about the measure's own cube too, so its measure stands.
  const measureCube = state.index.cubeByName.get(best.member.cube);
  const elsewhere = state.tokens.some(
    (token, i) =>
      (i < start || i >= end) && measureCube !== undefined && hasAny(measureCube.keys, formsOf(token.text).keys),
  );
  if (elsewhere) return false;
  const value = state.tokens
    .slice(start, end - 1)
    .map((token) => token.raw.toLowerCase())
    .join(" ");
  return rows.dimensions.some((dimension) =>
    (state.values[dimension.name] ?? []).some((listed) => listed.toLowerCase() === value),
  );
}

/**
 * Finds catalogue mentions among the free tokens, longest first.
 * - `whole`: only phrases of two or more words that spell a member's entire name or title ("amount paid"); they
 *   run before dictionary values, so a value word inside a member's name stays part of that name.
 * - `allButKind`: those, or phrases that leave unsaid only what kind of column it is ("level 1 opening" for
 *   `opening_level_1_name`); they run after dictionary values (whose words they may share) and before conditions
 *   (which would take the "1").
 * - `any`: every phrase that names something.
 */
export function findMentions(state: ParseState, wholeness: "whole" | "allButKind" | "any" = "any"): void {
  const wholeLabelsOnly = wholeness !== "any";
  for (let length = wholeLabelsOnly ? MAX_WHOLE_NAME_SPAN : MAX_SPAN; length >= (wholeLabelsOnly ? 2 : 1); length--) {
    for (let start = 0; start + length <= state.tokens.length; start++) {
      const end = start + length;
      if (!spanAllowed(state, start, end)) continue;
      let candidates = withoutOtherParticles(state, start, end, candidatesFor(state, start, end));
      if (length === 1) candidates = withoutVerbReadings(state, start, state.tokens[start]!.text, candidates);
      if (length === 1 && ASKER_PRONOUNS.has(state.tokens[start - 1]?.text ?? ""))
        candidates = withoutPartialColumns(candidates);
      if (length === 1 && verbOfNamedRows(state, start)) candidates = withoutLooseReadings(candidates);
      // "customers with no RFC" beside `rfc_no`: a function word opens a phrase only for names it opens too.
      const first = state.tokens[start]!.text;
      const opened = candidates[0]?.member && opensLabel(candidates[0].member, first);
      if (length > 1 && STOPWORDS.has(first) && !opened) continue;
      if (candidates.length === 0) continue;
      if (candidates[0]!.member?.kind === "dimension" && currencyValueIn(state, start, end)) continue;
      if (
        wholeLabelsOnly &&
        (!(
          candidates[0]!.member &&
          (candidates[0]!.coverage === 1 ||
            (wholeness === "allButKind" &&
              namesAllButKindWords(
                candidates[0]!.member,
                state.tokens.slice(start, end).map((token) => token.text),
              ))) &&
          candidates[0]!.score >= (LABEL - 0.5) * scoringWordCount(state, start, end, candidates[0]!.member)
        ) ||
          insideLongerName(state, start, end, candidates[0]!))
      )
        continue;
      if (
        endsOnHeadNoun(state, start, end, candidates[0]!) ||
        joinsEventVerb(state, start, end, candidates[0]!) ||
        valueOfNamedRows(state, start, end, candidates[0]!)
      )
        continue;
      state.mentions.push({
        start,
        end,
        phrase: phraseOf(state, start, end),
        candidates,
        chosen: undefined,
        undecided: false,
      });
      take(state, start, end, "mention");
    }
  }
  state.mentions.sort((a, b) => a.start - b.start);
}

/**
 * "games played by time class", "how many games have been played", "orders were paid with MoMo": a participle after
 * the noun of a cube's rows, or after its auxiliary, says what happened to those rows.
 */
function verbOfNamedRows(state: ParseState, start: number): boolean {
  const word = state.tokens[start]!.text;
  // A past form ("shipped", "paid", "sold"), not the present's "-s" or "-ing".
  if (!isInflectedVerb(word) || /(s|ing)$/.test(word)) return false;
  let before = start - 1;
  while (before > 0 && (FORMS_OF_BE.has(state.tokens[before]!.text) || FORMS_OF_HAVE.has(state.tokens[before]!.text)))
    before--;
  if (before < 0) return false;
  const named = candidatesFor(state, before, before + 1)[0];
  return named?.cube !== undefined && named.member === undefined;
}

/**
 * What happened to rows is their event's date ("commissioned": `commissioning_date`), a flag, a column with the word
 * itself, or a count of the rows it happened to ("damaged": `damaged_bc_count`); not another measure, nor a column
 * with another form of the word ("played": `playing_as`).
 */
function withoutLooseReadings(candidates: Candidate[]): Candidate[] {
  return candidates.filter((candidate) => {
    const member = candidate.member;
    // A number column is a quantity ("disbursed_amount"), not what happened to the rows.
    // A flag named by the verb alone says it happened ("were delivered": `is_delivered`, not `is_playing_turn`).
    if (member?.kind === "dimension")
      return (
        member.type === "time" ||
        (member.type === "boolean" && candidate.coverage >= 1) ||
        (candidate.score >= LABEL && member.type !== "number")
      );
    return member?.kind === "measure" && /count/.test(member.type) && candidate.score >= LABEL;
  });
}

/**
 * "how many firms do we work with": the word after the asker ("we", "you") is the asker's verb. It may name a
 * measure ("what did we spend") or a column it names whole, not a column that merely has the word among others
 * (`workrelatedSelfinsuredworkcomp`).
 */
function withoutPartialColumns(candidates: Candidate[]): Candidate[] {
  return candidates.filter((candidate) => candidate.member?.kind !== "dimension" || candidate.coverage >= 1);
}

/**
 * "bookings checked out last week": the particle after the span says which event its verb is, so a name that puts
 * another particle after the verb ("Checked-in Bookings") is not what the span names. Nor is a text column named
 * by the bare verb: "users signed up today" are not grouped by a `signed` column; "up", "out", "off" never open a
 * period, as "in" may.
 */
function withoutOtherParticles(state: ParseState, start: number, end: number, candidates: Candidate[]): Candidate[] {
  const next = state.tokens[end]?.text ?? "";
  if (!VERB_PARTICLES.has(next) || !isFree(state, end)) return candidates;
  const words = [...state.tokens.slice(start, end).map((token) => token.text), next];
  return candidates.filter((c) => !c.member || !(otherParticle(c.member, words) || bareVerbColumn(c.member, words)));
}
