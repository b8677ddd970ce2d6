/**
 * How a phrase reads one member: its name or title words (strong), business synonyms (weaker), words of its cube
 * (context only), description words (weakest), initials, and how much of the name the phrase leaves unsaid.
 */
import type { IndexedCube, IndexedMember } from "../catalogue/index.js";
import { entityWords } from "../catalogue/entity-nouns.js";
import { ABBREVIATIONS, STOPWORDS, VERB_PARTICLES } from "../text/lexicon.js";
import {
  BOOLEAN_PREFIXES,
  isCurrencyWord,
  isInflectedVerb,
  isKnownWord,
  sharesForm,
  singular,
  wordKeys,
} from "../text/words.js";
import type { Candidate } from "./state.js";
import { isAcronymOf, opensWithInitials, spelledBy } from "./initials.js";
import { AGGREGATION_PREFIXES, COLUMN_KIND_WORDS } from "./unsaid-words.js";
import { CONTEXT, LABEL, SYNONYM, type TokenForms, coverage, hasAny } from "./phrase-forms.js";

/** The phrase puts a particle after a verb of the member's name, which puts another particle after it. */
export function otherParticle(member: IndexedMember, words: readonly string[]): boolean {
  return words.some(
    (particle, i) =>
      i > 0 &&
      VERB_PARTICLES.has(particle) &&
      isInflectedVerb(words[i - 1]!) &&
      [member.nameWords, member.titleWords].some((label) =>
        label.some(
          (own, j) =>
            VERB_PARTICLES.has(label[j + 1] ?? "") && label[j + 1] !== particle && sharesForm(words[i - 1]!, own),
        ),
      ),
  );
}

/** Particles that make a phrasal verb and never open a period, as "in" may ("signed in 2024"). */
const ADVERB_PARTICLES = new Set(["up", "out", "off"]);

/**
 * The phrase ends on a verb and its particle ("signed up") and the member is a text column whose name has the verb
 * with no particle after it (`signed`): another verb, not what the phrase names.
 */
export function bareVerbColumn(member: IndexedMember, words: readonly string[]): boolean {
  const particle = words.at(-1) ?? "";
  const verb = words.at(-2) ?? "";
  return (
    ADVERB_PARTICLES.has(particle) &&
    isInflectedVerb(verb) &&
    member.kind === "dimension" &&
    member.type === "string" &&
    member.nameWords.some((own, j) => sharesForm(verb, own) && !VERB_PARTICLES.has(member.nameWords[j + 1] ?? ""))
  );
}

const EXTREMES = new Set(["min", "minimum", "max", "maximum"]);

/**
 * `maxMinAmount`, `minMinAmount`: after the measure's own aggregation, a minimum or maximum names the column it is
 * taken over (the minimum amount), so it is a word the phrase must say ("max min amount" is not `minMaxAmount`).
 */
function extremeOfExtreme(words: readonly string[], i: number): boolean {
  return i === 1 && EXTREMES.has(words[1]!) && AGGREGATION_PREFIXES.has(words[0]!);
}

/**
 * A name word that is the typed word cut short ("comm" of "commission", "perc" of "percentage"): at least three
 * letters, at least two letters shorter, and no English word of its own ("rate" is not short for "rated"). A typed
 * word that names the member's own cube stays the cube's ("maintenance" beside `maint_type`).
 */
function truncationOf(member: IndexedMember, cube: IndexedCube | undefined, typed: string, forms: TokenForms) {
  if (typed.length < 5 || (cube && hasAny(cube.keys, forms.keys))) return undefined;
  for (const word of member.nameWords)
    if (word.length >= 3 && typed.length >= word.length + 2 && typed.startsWith(word) && !isKnownWord(word))
      return word;
  return undefined;
}

export const ARTICLES = new Set(["the", "a", "an"]);

/** An article after `before`, one of the member's own function words other than "of", which its name left out. */
export function articleDropped(member: IndexedMember, before: string): boolean {
  return before !== "of" && STOPWORDS.has(before) && member.labelWords.includes(before);
}

/**
 * The phrase is the member's whole name run together ("subreddit" for `subreddit`, "timestamps" for `timestamp`),
 * even where the word splitter cut that name into pieces the phrase does not say ("sub red dit", "times tamp").
 */
function typesWholeName(member: IndexedMember, span: TokenForms[], words: string[]): boolean {
  const whole = member.runTogetherName;
  return span.length === 1 ? span[0]!.keys.includes(whole) : words.join("") === whole;
}

/**
 * "level 1 opening" for `opening_level_1_name`: the phrase says every word of one of the member's names but those
 * that only say what kind of column it is (rule 10's names people use).
 */
export function namesAllButKindWords(member: IndexedMember, phrase: readonly string[]): boolean {
  const said = new Set(phrase.flatMap((word) => wordKeys(word, "question")));
  return [member.nameWords, member.titleWords].some(
    (words) =>
      words.length > 0 &&
      words.every(
        (word) =>
          STOPWORDS.has(word) ||
          COLUMN_KIND_WORDS.has(word) ||
          wordKeys(word, "catalogue").some((key) => said.has(key)),
      ),
  );
}

const TIME_NOUNS = new Set(["date", "time"]);

/** Words of a name that negate the rest of it (`nonCancelled`, `not_paid`). */
const NEGATING_WORDS = new Set(["non", "not"]);

/** Last words of a name that say the column holds when something happened (`opens_at`, `closing_time`). */
const EVENT_TIME_WORDS = new Set(["at", "time", "date", "on"]);

/**
 * "games played", "orders shipped": a verb form says what happened to the rows; a text column named by another form
 * of the verb (`playing_as`, `shipping_method`) is something else about them.
 */
function otherInflection(member: IndexedMember, word: string): boolean {
  if (member.kind !== "dimension" || member.type !== "string" || member.exactWords.has(word) || !isInflectedVerb(word))
    return false;
  // "opening times" for `opens_at`: the time of an event named by a form of its verb takes the verb's other forms
  // (`playing_as` or `filterCommissioningYearStart`, no time, is not what was "played" or "commissioned").
  if (!EVENT_TIME_WORDS.has(member.nameWords.at(-1) ?? "")) return true;
  const keys = wordKeys(word, "question");
  return !member.labelWords.some((own) => wordKeys(own, "catalogue").some((key) => key !== own && keys.includes(key)));
}

export function scoreMember(
  member: IndexedMember,
  cube: IndexedCube | undefined,
  span: TokenForms[],
  words: string[],
  /** The initials the phrase spells, computed once per phrase by `spelledInitials`. */
  spelled: string | undefined,
): Candidate | null {
  // Initials of the name or title ("FPY" for first_pass_yield), checked before the words must match.
  const isAcronym =
    words[0]!.length >= 2 &&
    !isKnownWord(words[0]!) &&
    [member.nameWords, member.titleWords].some((label) =>
      span.length === 1 ? isAcronymOf(label, words[0]!) : opensWithInitials(label, words),
    );
  if (isAcronym) return { member, cube: undefined, score: LABEL, coverage: 1, via: "acronym", usedCubeWord: false };
  if (spelled && spelledBy(member, spelled, words)) {
    const others = member.nameWords.filter((word) => word !== spelled);
    const cover = others.every((word) => COLUMN_KIND_WORDS.has(word)) ? 1 : 1 / member.nameWords.length;
    return {
      member,
      cube: undefined,
      score: LABEL * words.length,
      coverage: cover,
      via: "acronym",
      usedCubeWord: false,
    };
  }
  let score = 0;
  let strong = 0;
  let description = 0;
  let usedCubeWord = false;
  const cubeWords = new Set<string>();
  let bySynonym = false;
  let inexact = false;
  let expanded = false;
  const matched = new Set<string>();
  let cut: string | undefined;
  let labelAt = -1;
  for (const [i, forms] of span.entries()) {
    const word = words[i]!;
    // "co2e per researcher" for `co2e_researcher` (mentions.ts lets "per" inside a span only for such a name).
    const joins = word === "of" || ((word === "in" || word === "per") && i > 0 && i < span.length - 1);
    // "days since the last answered call" for `days_since_last_answered_call`: names leave out the article after
    // one of their own function words ("of the" stays apart: "claim number of the claim" names no `count_of_claims`).
    if (ARTICLES.has(word) && i > 0 && i < span.length - 1 && articleDropped(member, words[i - 1]!)) continue;
    if (STOPWORDS.has(word) && !joins) {
      if (!member.labelWords.includes(word)) return null;
      matched.add(word);
      // "invoice no" for the invoices' `no`: a function word that is also a name's abbreviation ("no", number) names,
      // after another word ("No Impact" opens with the determiner).
      if (ABBREVIATIONS[word] !== undefined && i > 0) {
        score += LABEL;
        strong++;
        labelAt = i;
      }
      continue;
    }
    // "funding rounds of objects" is rounds, not the rounds' `objectId`: "of" after the cube's words alone makes
    // them the head of the phrase.
    if (word === "of" && labelAt < 0 && usedCubeWord) return null;
    // "deaths in season" is not `episode_in_season_id`: a joining word is a word of the name only after one.
    if (joins && labelAt !== i - 1) continue;
    if (hasAny(member.labelKeys, forms.keys) && !otherInflection(member, word)) {
      // Same word (or its plural) beats a shared lemma: "shipped" is shipped_at before shipping_fee.
      // A date column is a "date" whether or not its name says so ("created date" for `createdat`).
      const same =
        member.exactWords.has(words[i]!) ||
        member.exactWords.has(forms.keys[1] ?? "") ||
        hasPluralOf(member, words[i]!) ||
        (member.type === "time" && TIME_NOUNS.has(words[i]!));
      if (!same) inexact = true;
      else if (!member.labelWords.includes(words[i]!) && !member.labelWords.includes(forms.keys[1] ?? ""))
        expanded = true;
      score += same ? LABEL : LABEL - 0.5;
      strong++;
      labelAt = i;
      forms.keys.forEach((key) => matched.add(key));
    } else if ((cut = truncationOf(member, cube, word, forms)) !== undefined) {
      // "commission" for the `comm` of `avgCommPercentage`: a name word cut short of the typed word.
      score += LABEL - 0.5;
      strong++;
      inexact = true;
      matched.add(cut);
    } else if (forms.consonants && member.labelKeys.has(forms.consonants)) {
      // "report" for the `rprt` of `rprtRcvdAt`: the name spells the typed word without its vowels.
      score += LABEL - 0.5;
      strong++;
      inexact = true;
      matched.add(forms.consonants);
    } else if (hasAny(member.labelKeys, forms.synonyms)) {
      score += SYNONYM;
      strong++;
      bySynonym = true;
      forms.synonyms.forEach((key) => matched.add(key));
    } else if (cube && hasAny(cube.keys, forms.keys)) {
      score += CONTEXT;
      usedCubeWord = true;
      forms.keys.forEach((key) => cubeWords.add(key));
    } else if (hasAny(member.descKeys, forms.keys)) {
      score += CONTEXT;
      description++;
    } else if (forms.aggregation?.includes(member.type)) {
      score += CONTEXT;
    } else if (
      i > 0 &&
      i === span.length - 1 &&
      TIME_NOUNS.has(forms.keys[1] ?? word) &&
      member.nameWords.at(-1) === "at"
    ) {
      // "closing times" for `closes_at`, whatever type the model gave it: "at" says the column holds a time.
      score += CONTEXT;
    } else if ((word === "name" || word === "names") && member.type === "string" && i > 0 && labelAt === i - 1) {
      // "task names" for `Tasks.task`, right after its own word: a text column holds names of what it says. Worth
      // less than a column named for both words ("customer name" is `customer_name` before `customer`).
      score += CONTEXT / 2;
    } else if (joins) {
      continue;
    } else return null;
  }
  // A cube word joins a phrase only around the member's own words ("orders shipped"), not a loose lemma ("driver drove").
  if (usedCubeWord && inexact) return null;
  // "checked out" is not "Checked-in Bookings": a name whose verb takes another particle names another event.
  if (otherParticle(member, words)) return null;
  // "cancelled bookings" is not `totalNonCancelledBookings`: a name that negates the words it shares says the opposite.
  if (member.nameWords.some((word) => NEGATING_WORDS.has(word)) && !words.some((word) => NEGATING_WORDS.has(word)))
    return null;
  // "release years" beside `releaseYear` and its generated `sum_release_year`: with no aggregation said, a phrase
  // names the column, not a measure the model derived from it.
  if (aggregatesColumnUnasked(member, cube, span)) return null;
  // Description words alone need two content words to count ("lifetime value").
  if (strong === 0 && description < 2) return null;
  // A measure's aggregation prefix ("sum_qty", "avg_price") is implied by it, so it does not dilute coverage;
  // descriptive words ("Largest Order") still count.
  // A measure named only by its aggregation ("total") is covered by that word.
  // So is the `amt_` warehouse models put before a measure's words (`amt_budget_spend_cumulative`).
  // So is the currency a measure ends with (`revenue_vnd`): "revenue" names it whole. (It still counts as a word
  // left unsaid, so between names said equally well, "warehousing cost" is `warehousing_cost` before
  // `warehousing_cost_usd`.)
  const strip = (words: readonly string[], currency = true) => {
    const kept =
      member.kind === "measure"
        ? words.filter(
            (word, i) =>
              (!AGGREGATION_PREFIXES.has(word) || extremeOfExtreme(words, i)) &&
              word !== "amt" &&
              !(currency && i > 0 && i === words.length - 1 && isCurrencyWord(word)),
          )
        : words;
    return kept.length > 0 ? kept : words;
  };
  const cover = Math.max(
    typesWholeName(member, span, words) ? 1 : 0,
    coverage(strip(member.nameWords), matched),
    coverage(strip(member.titleWords), matched),
    ...member.aliasWords.map((alias) => coverage(alias, matched)),
  );
  // "total amount" is the sum, not `runningTotal_amount`: a running total is what the words call one, or name whole
  // ("total cases" for a running total named `total_cases`).
  if (member.type === "runningtotal" && cover < 1 && !words.some((word) => RUNNING_WORDS.has(word))) return null;
  const via = strong === 0 ? "description" : bySynonym ? "synonym" : "label";
  const spellsCube =
    cube !== undefined &&
    usedCubeWord &&
    // A name less a suffix the model's cubes share (`MeasurementsDataCrate`) is spelled too; stated aliases are not.
    [entityWords(cube.nameWords), entityWords(cube.titleWords), ...cube.aliasWords.filter(isNamePrefix(cube))].some(
      (name) => name.length > 0 && name.every((word) => wordKeys(word, "catalogue").some((key) => cubeWords.has(key))),
    );
  const last = member.nameWords.at(-1);
  const onHead = last !== undefined && wordKeys(last, "catalogue").some((key) => span.at(-1)!.keys.includes(key));
  // A flag's verb prefix (`is_delivered`) says nothing the phrase leaves out: "delivered" names the flag whole.
  const flagless = (label: readonly string[]) =>
    member.type === "boolean" && label.length > 1 && BOOLEAN_PREFIXES.includes(label[0]!) ? label.slice(1) : label;
  const unsaid = Math.min(
    ...[member.nameWords, member.titleWords]
      .filter((label) => label.length > 0)
      .map(
        (label) =>
          strip(flagless(label), false).filter((word) => !wordKeys(word, "catalogue").some((key) => matched.has(key)))
            .length,
      ),
  );
  const inOrder = [member.nameWords, member.titleWords].some(
    (label) => label.length === words.length && label.every((part, k) => sharesForm(words[k]!, part)),
  );
  return {
    member,
    cube: undefined,
    score,
    coverage: cover,
    via,
    usedCubeWord,
    spellsCube,
    onHead,
    unsaid,
    expanded,
    inOrder,
  };
}

/** Words a schema generator puts before a column's name in the measures it derives (`countDistinctApprox_title`). */
const DERIVED_PREFIX_WORDS = new Set([...AGGREGATION_PREFIXES, "distinct", "approx", "running"]);

/** The column words after a measure's derived-measure prefix (`count_distinct_last_name` -> last name), if any. */
function derivedColumn(measure: IndexedMember): string | undefined {
  const at = measure.nameWords.findIndex((word) => !DERIVED_PREFIX_WORDS.has(word));
  return at > 0 ? measure.nameWords.slice(at).join(" ") : undefined;
}

/**
 * A measure a generator derived from a column of its own cube (`sum_length`, `count_last_name`), said without any
 * aggregation word: the phrase names the column. Generated families are told by their distinct counts
 * (`countDistinct_length`); a hand-written `total_volume` over `volume` is what "volume" asks for.
 */
function aggregatesColumnUnasked(member: IndexedMember, cube: IndexedCube | undefined, span: TokenForms[]): boolean {
  if (member.kind !== "measure" || !cube || span.some((forms) => forms.aggregation !== undefined)) return false;
  const column = derivedColumn(member);
  if (column === undefined || !cube.dimensions.some((dimension) => dimension.nameWords.join(" ") === column))
    return false;
  const family = cube.measures.filter((measure) => derivedColumn(measure) === column);
  return family.length >= 3 && family.some((measure) => measure.nameWords.includes("distinct"));
}

const RUNNING_WORDS = new Set(["running", "cumulative", "cumulated", "accumulated"]);

const isNamePrefix = (cube: IndexedCube) => (alias: readonly string[]) =>
  alias.length < cube.nameWords.length && alias.every((word, i) => cube.nameWords[i] === word);

/**
 * "by country" for a column `countries`: the column's name ends on the typed noun's plural, the same word as surely as
 * the noun itself. Only a column: a measure's plural counts the rows ("booking trend" is not `totalBookings`).
 */
function hasPluralOf(member: IndexedMember, word: string): boolean {
  // The plural ends the name: `groups_id` is a key, one group's.
  const last = member.nameWords.at(-1);
  return member.kind === "dimension" && last !== undefined && last !== word && singular(last) === word;
}
