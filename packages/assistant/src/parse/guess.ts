/**
 * Values the dictionary does not list (filter-fields runs without one): "orders from Lyon" -> the
 * city-like dimension, "where segment is Wholesale" -> segment, "the web channel" -> channel,
 * "completed orders" -> the status-like dimension. Heuristics use WordNet's place/person senses and a
 * country list, never the catalogue's own values.
 */
import type { IndexedMember } from "../catalogue/index.js";
import { CODE_WORDS, LABEL_WORDS, STOPWORDS } from "../text/lexicon.js";
import { isKnownWord, isStateWord } from "../text/words.js";
import { GROUP_BEFORE, NEGATION_PHRASES, NEGATION_WORDS } from "./cues.js";
import {
  addGuess,
  isCatalogueWord,
  isFunctionWord,
  isPlainWord,
  isUnknownValueWord,
  lastGuessed,
  saysWholeData,
  stringDimension,
  typedAsCode,
} from "./guess-common.js";
import { capitalisedRun, guessFromName } from "./guess-names.js";
import {
  guessAfterPreposition,
  guessCountry,
  guessDescribingWords,
  guessNegatedEvents,
  guessStatesBeforeEntities,
} from "./guess-states.js";
import {
  guessDevice,
  guessEntityName,
  guessNameAfterEntity,
  guessGender,
  guessLanguage,
  guessPostalCode,
  guessTeamNames,
  guessWeekday,
} from "./guess-specific.js";
import {
  type Mention,
  type ParseState,
  bestTies,
  cubeOfMemberName,
  isFree,
  mentionAfter,
  mentionAt,
  phraseOf,
  take,
  textAt,
} from "./state.js";

/**
 * A one-word mention of another cube's member where a value of `member` is expected ("where status is past
 * due" with an invoices.due_date, "categories other than billing" with an amount_billed): a value word.
 */
function foreignWord(state: ParseState, i: number, member: IndexedMember): Mention | undefined {
  const mention = mentionAt(state, i);
  const other = mention?.candidates[0];
  if (
    !mention ||
    mention.end - mention.start !== 1 ||
    !other ||
    (other.member?.cube ?? other.cube?.name) === member.cube
  )
    return undefined;
  return mention;
}

const EQUALS_WORDS = ["is", "=", "equals", "was", "are"];

/**
 * A one-word mention of another column of the same cube, or of the cube itself, where a value of `member` stands:
 * freed for it.
 */
function freeSameCubeWord(state: ParseState, i: number, member: IndexedMember): void {
  const mention = mentionAt(state, i);
  const top = mention?.candidates[0];
  // The cube itself too: "where store name is Tienda Central" when the stores are titled "Tiendas".
  const cube = top?.member?.cube ?? top?.cube?.name;
  if (!mention || mention.end - mention.start !== 1 || cube !== member.cube || top?.member === member) return;
  state.mentions.splice(state.mentions.indexOf(mention), 1);
  state.used[i] = null;
}

function freeValueAt(state: ParseState, i: number, member: IndexedMember): boolean {
  return (
    (isFree(state, i) && !isFunctionWord(state, i)) ||
    foreignWord(state, i, member) !== undefined ||
    opensStatePhrase(state, i, member)
  );
}

/** "in transit", "on hold", "in progress": a state said with a preposition is one value, preposition and all. */
function opensStatePhrase(state: ParseState, i: number, member: IndexedMember): boolean {
  return (
    ["in", "on"].includes(textAt(state, i)) &&
    isFree(state, i) &&
    !state.tokens[i]!.pause &&
    ((isFree(state, i + 1) && !isFunctionWord(state, i + 1) && /\p{L}/u.test(textAt(state, i + 1))) ||
      foreignWord(state, i + 1, member) !== undefined)
  );
}

/** End of a value run from `start`: free content words and foreign one-word mentions (which are dropped). */
function valueRunEnd(state: ParseState, start: number, member: IndexedMember): number {
  let end = start;
  for (;;) {
    // "low, medium or urgent": a comma ends the value.
    if (end > start && state.tokens[end - 1]!.pause) return end;
    const foreign = foreignWord(state, end, member);
    if (foreign) {
      state.mentions.splice(state.mentions.indexOf(foreign), 1);
      state.used[end] = null;
    } else if (!isFree(state, end)) return end;
    // "potential-to-develop": a function word hyphened into the value is part of it.
    else if (
      isFunctionWord(state, end) &&
      !(end > start && state.tokens[end - 1]!.hyphenAfter) &&
      !(end === start && opensStatePhrase(state, end, member))
    )
      return end;
    end++;
  }
}

/** "... and institution is Ally Bank": the words from `start` are stated of in turn, so they name another column. */
function statedInTurn(state: ParseState, start: number): boolean {
  let end = start;
  while (end < state.tokens.length && !isFunctionWord(state, end) && !state.tokens[end]!.pause) end++;
  return end > start && EQUALS_WORDS.includes(textAt(state, end));
}

/** One word of a generic list of values: a language, a device, a day of the week, a sex (in this order). */
const LISTED_VALUE_GUESSES = [guessLanguage, guessDevice, guessWeekday, guessGender];

/** Words that open a column and its value ("with priority high", "that have status suspended"). */
const STATED_COLUMN_OPENERS = new Set(["with", "where", "whose", "have", "has", "had"]);

const BEFORE_NAMED_VALUE = ["the", "a", "an", "in", "at", "from", "on", "via", "through", "with", "for", "of"];

/** "from growth and scale plans", "on the web or mobile channels": a list of words before the dimension naming them. */
function valuesBeforeDimension(state: ParseState, i: number): number {
  if (!BEFORE_NAMED_VALUE.includes(textAt(state, i - 1))) return i;
  const spans: [number, number][] = [[i, i + 1]];
  let j = i + 1;
  while (
    ["and", "or", ","].includes(textAt(state, j)) &&
    isFree(state, j + 1) &&
    isUnknownValueWord(state, textAt(state, j + 1))
  ) {
    spans.push([j + 1, j + 2]);
    j += 2;
  }
  const next = mentionAfter(state, j, 0);
  const member = stringDimension(next);
  if (spans.length < 2 || !member || !isUnknownValueWord(state, textAt(state, i)) || state.values[member.name]?.length)
    return i;
  for (const [from, to] of spans) addGuess(state, member, phraseOf(state, from, to), from, to, next);
  return j;
}

/**
 * "stories where dead is Yes" with `deadCount` and `dead` read equally well: "where D is V" states a column's
 * value, so the phrase reads only columns. Runs before readings are resolved.
 */
export function readStatedColumns(state: ParseState): void {
  for (const mention of state.mentions) {
    if (!["where", "with", "whose"].includes(textAt(state, mention.start - 1))) continue;
    if (!EQUALS_WORDS.includes(textAt(state, mention.end))) continue;
    // Every such column stays: the cube the rest of the question is about still chooses among them.
    const columns = bestTies(mention.candidates).filter(
      (candidate) => candidate.member?.kind === "dimension" && candidate.member.type === "string",
    );
    if (columns.length > 0) mention.candidates = columns;
    statedColumnOfValue(state, mention);
  }
}

/**
 * "commits where committer name is rongfengliang" with the name listed for `commitAuthorName`: the question says
 * which column holds the value (rule 6), so the dictionary value filters the column named, in the value's cube.
 */
function statedColumnOfValue(state: ParseState, mention: Mention): void {
  const at = mention.end + 1;
  if (state.used[at] !== "value") return;
  const filter = state.filters.find(
    (found) =>
      !found.guessed &&
      found.operator === "equals" &&
      found.phrase.toLowerCase().split(/[\s,]+/)[0] === textAt(state, at),
  );
  if (!filter) return;
  const cube = cubeOfMemberName(filter.member);
  // "predictions where truth is deeplearning" with the word listed only for another cube's `subreddit`: the column
  // named, which has no dictionary to say otherwise, holds it.
  const stated = mention.candidates[0]?.member;
  const undescribed = stated?.type === "string" && !state.values[stated.name]?.length ? stated : undefined;
  const column = mention.candidates.find((candidate) => candidate.member?.cube === cube)?.member ?? undescribed;
  if (!column || column.name === filter.member) return;
  filter.member = column.name;
  filter.mention = mention;
  filter.alternatives = [];
}

/** Looks for unlisted values; `preferredCubes` are the cubes the question already names. */
export function guessUnknownValues(state: ParseState, preferredCubes: Set<string>): void {
  guessNegatedEvents(state);
  guessStatesBeforeEntities(state);
  guessTeamNames(state, preferredCubes);
  for (const mention of state.mentions) {
    const member = stringDimension(mention);
    if (!member) continue;
    // "channels other than marketplace", "platforms except Newsletter"
    const negation = NEGATION_WORDS.has(textAt(state, mention.end))
      ? 1
      : (NEGATION_PHRASES.find((p) => p.every((w, k) => textAt(state, mention.end + k) === w))?.length ?? 0);
    // "by insurer, except Allianz" negates the grouped member (its natural home); after a pause, a state
    // ("by plan, not paused") or a value no code/flag column holds ("by return flag, excluding MAIL") starts a new clause.
    const grouped = GROUP_BEFORE.has(textAt(state, mention.start - 1)) && state.tokens[mention.end - 1]!.pause;
    const valueWord = textAt(state, mention.end + negation);
    const newClause =
      (grouped && (member.labelWords.some((word) => CODE_WORDS.includes(word)) || isStateWord(valueWord))) ||
      // "by n_name excluding trucks": a name column holds names, not lower-case common nouns.
      (member.nameWords.some((word) => LABEL_WORDS.includes(word)) &&
        state.tokens[mention.end + negation]?.raw === valueWord &&
        isKnownWord(valueWord));
    if (negation > 0 && !newClause && freeValueAt(state, mention.end + negation, member)) {
      const start = mention.end + negation;
      let end = valueRunEnd(state, start, member);
      addGuess(state, member, phraseOf(state, start, end), start, end, mention);
      // "except volvo and scania": the joined words are negated values of the same member.
      while (
        ["and", "or", ","].includes(textAt(state, end)) &&
        isFree(state, end + 1) &&
        isUnknownValueWord(state, textAt(state, end + 1))
      ) {
        addGuess(state, member, phraseOf(state, end + 1, end + 2), end + 1, end + 2, mention);
        end += 2;
      }
      continue;
    }
    // "with direction 'in'", "where source is 'calltracking' or 'sitephone'", "the city of 'Goiania'": quoted
    // literals are values as typed.
    const quotedAt = [...EQUALS_WORDS, "of", "named", "called"].includes(textAt(state, mention.end))
      ? mention.end + 1
      : mention.end;
    if (state.tokens[quotedAt]?.quoted && isFree(state, quotedAt)) {
      if (quotedAt > mention.end) take(state, mention.end, quotedAt, "value");
      for (let at = quotedAt; ; at += 2) {
        addGuess(state, member, state.tokens[at]!.raw, at, at + 1, mention);
        const more = ["and", "or", ","].includes(textAt(state, at + 1)) && state.tokens[at + 2]?.quoted;
        if (!more || !isFree(state, at + 2)) break;
      }
      continue;
    }
    // "with priority 2-HIGH": a code or capitalised name right after the dimension.
    const valueAt =
      ["of", "is", "=", "equals", "equal"].includes(textAt(state, mention.end)) &&
      /^[\p{Lu}\p{N}]/u.test(state.tokens[mention.end + 1]?.raw ?? "")
        ? mention.end + 1
        : mention.end;
    const next = state.tokens[valueAt];
    if (next && valueAt === mention.end + 1) take(state, mention.end, valueAt, "value");
    // Numbers joined by hyphens are a code typed whole ("with CUIT 30-71234567-8"); plain numbers are compared.
    if (next && capitalOrDigitWord(state, valueAt) && (/\p{L}/u.test(next.raw) || next.hyphenAfter)) {
      // "where the vehicle no is KCB 456Y", "where city is New York": the value runs on while words are typed so.
      let end = valueAt + 1;
      while (capitalOrDigitWord(state, end) || goesOnInCapitals(state, valueAt, end, member)) end++;
      addGuess(state, member, phraseOf(state, valueAt, end), valueAt, end, mention);
      continue;
    }
    // "with priority high", "whose tier gold", "students that have status suspended": a plain word right after
    // "with/where/whose/have D". A free word there named nothing else, so even a catalogue word ("open", "high") is
    // the value.
    const plain = (i: number) => isFree(state, i) && isPlainWord(textAt(state, i));
    if (STATED_COLUMN_OPENERS.has(textAt(state, mention.start - 1)) && plain(mention.end)) {
      addGuess(state, member, phraseOf(state, mention.end, mention.end + 1), mention.end, mention.end + 1, mention);
      for (let at = mention.end + 1; ["and", "or", ","].includes(textAt(state, at)) && plain(at + 1); at += 2) {
        addGuess(state, member, phraseOf(state, at + 1, at + 2), at + 1, at + 2, mention);
      }
      continue;
    }
    // "where segment is Wholesale", "with channel = web"; "where device is mobile" even if "mobile" reads another
    // column of the cube (`phone_number`): after "is", the word is what the named column holds.
    // "where class is not Franchise": the same, negated.
    const verb = textAt(state, mention.end);
    const at = mention.end + (textAt(state, mention.end + 1) === "not" && isFree(state, mention.end + 1) ? 2 : 1);
    if (EQUALS_WORDS.includes(verb)) freeSameCubeWord(state, at, member);
    if (EQUALS_WORDS.includes(verb) && freeValueAt(state, at, member)) {
      let end = valueRunEnd(state, at, member);
      if (end > at) {
        addGuess(state, member, phraseOf(state, at, end), at, end, mention);
        take(state, mention.end, at, "value");
      }
      // "where severity is high or critical", "is low, medium or urgent": values joined to the first by "and", "or"
      // or a comma are more of the same column's.
      for (;;) {
        const from = ["and", "or"].includes(textAt(state, end)) ? end + 1 : state.tokens[end - 1]?.pause ? end : -1;
        // "received or sent" beside a `sent_date`: the joined word is a value, as the first was.
        if (end > at && from >= 0 && !statedInTurn(state, from)) freeSameCubeWord(state, from, member);
        if (end <= at || from < 0 || !freeValueAt(state, from, member) || statedInTurn(state, from)) break;
        const next = valueRunEnd(state, from, member);
        if (next <= from) break;
        addGuess(state, member, phraseOf(state, from, next), from, next, mention);
        end = next;
      }
    }
  }
  for (let i = 0; i < state.tokens.length; i++) {
    const afterCode = guessPostalCode(state, i, preferredCubes);
    if (afterCode > i) {
      i = afterCode - 1;
      continue;
    }
    if (!isFree(state, i) || isFunctionWord(state, i) || !/\p{L}/u.test(textAt(state, i)) || saysWholeData(state, i))
      continue;
    if (LISTED_VALUE_GUESSES.some((guess) => guess(state, i, preferredCubes) > i)) continue;
    const listed = valuesBeforeDimension(state, i);
    if (listed > i) {
      i = listed - 1;
      continue;
    }
    // The first word is capitalised anyway; only a code typed in capitals starts a name there, and only before
    // what is counted or measured ("DONE pages", "SB spend"; "ATC codes" names a column).
    const capitalised = i > 0 || codeBeforeQuantity(state, i) ? capitalisedRun(state, i) : i;
    const next = mentionAfter(state, Math.max(capitalised, i + 1), 0);
    const nextDimension = stringDimension(next);
    // "requests by HTTP method": between a grouping word and the column grouped by, a name only qualifies the column.
    if (capitalised > i && nextDimension && next!.start === capitalised && GROUP_BEFORE.has(textAt(state, i - 1))) {
      i = capitalised - 1;
      continue;
    }
    if (nextDimension && BEFORE_NAMED_VALUE.includes(textAt(state, i - 1))) {
      // "the web channel", "from the Google Ads platform"
      const end = Math.max(capitalised, i + 1);
      if (!state.tokens.slice(i, end).some((t) => isCatalogueWord(state, t.text))) {
        addGuess(state, nextDimension, phraseOf(state, i, end), i, end, next);
        i = end - 1;
        continue;
      }
    }
    const entityName =
      capitalised > i
        ? ((BEFORE_NAMED_VALUE.includes(textAt(state, i - 1)) ? guessEntityName(state, i, capitalised) : undefined) ??
          guessNameAfterEntity(state, i, capitalised))
        : undefined;
    if (entityName) {
      // "on the Evergreen tariff": the noun only said what the name is; it is no entity to count.
      if (!entityName.keepNext) {
        state.mentions.splice(state.mentions.indexOf(entityName.next), 1);
        take(state, entityName.next.start, entityName.next.end, "value");
      }
      addGuess(state, entityName.member, phraseOf(state, i, capitalised), i, capitalised, undefined);
      i = capitalised - 1;
      continue;
    }
    if (capitalised > i) {
      // "AUTOMOBILE customers": the entity right after the name is where its dimension lives.
      const following = mentionAfter(state, capitalised, 0)?.candidates[0]?.cube?.name;
      const cubes = following ? new Set([following]) : preferredCubes;
      // "via AIR or REG AIR": a name joined to a guessed one belongs to the same member.
      const joined =
        ["or", "and"].includes(textAt(state, i - 1)) && state.used[i - 2] === "value" ? lastGuessed(state) : undefined;
      const guess = joined ? { member: joined, weak: false } : guessFromName(state, i, capitalised, cubes);
      if (guess) addGuess(state, guess.member, phraseOf(state, i, capitalised), i, capitalised, undefined, guess.weak);
      i = capitalised - 1;
      continue;
    }
    const afterCountry = guessCountry(state, i, preferredCubes);
    if (afterCountry > i) {
      i = afterCountry - 1;
      continue;
    }
    const afterPreposition = guessAfterPreposition(state, i, preferredCubes);
    if (afterPreposition > i) {
      i = afterPreposition - 1;
      continue;
    }
    const afterDescribing = guessDescribingWords(state, i, preferredCubes);
    if (afterDescribing > i) i = afterDescribing - 1;
  }
}

/** A web domain or an e-mail address as typed ("bbc.co.uk", "ops@acme.io"): a value whatever its case. */
const DOMAIN_OR_EMAIL = /^(?:[\p{L}\p{N}._%+-]+@)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;

/** A free word typed with a capital or a digit first, or a domain, not a function word: part of a name or a code. */
function capitalOrDigitWord(state: ParseState, i: number): boolean {
  const token = state.tokens[i];
  return (
    token !== undefined &&
    isFree(state, i) &&
    !token.quoted &&
    !STOPWORDS.has(token.text) &&
    (/^[\p{Lu}\p{N}]/u.test(token.raw) || DOMAIN_OR_EMAIL.test(token.raw))
  );
}

/**
 * "where cargo is JUIZ DE DIREITO": a value typed all in capitals goes on through its function words and through a
 * word that reads a column of the same cube ("DIREITO" beside `direitosEventuais`), while the words stay in capitals.
 */
function goesOnInCapitals(state: ParseState, start: number, i: number, member: IndexedMember): boolean {
  const capitals = (k: number) => {
    const raw = state.tokens[k]?.raw ?? "";
    return /\p{L}{2,}/u.test(raw) && raw === raw.toUpperCase();
  };
  if (!capitals(start) || !capitals(i) || state.tokens[i - 1]!.pause) return false;
  freeSameCubeWord(state, i, member);
  if (!isFree(state, i) || state.tokens[i]!.quoted) return false;
  // A function word only between capitals: "JUIZ DE DIREITO", not "JUIZ OR".
  return !STOPWORDS.has(textAt(state, i)) || (capitals(i + 1) && !["and", "or"].includes(textAt(state, i)));
}

function codeBeforeQuantity(state: ParseState, i: number): boolean {
  const next = mentionAt(state, i + 1)?.candidates[0];
  return typedAsCode(state, i) && next !== undefined && (next.member === undefined || next.member.kind === "measure");
}
