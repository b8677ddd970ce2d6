/**
 * Values the dictionary does not list (filter-fields runs without one): "orders from Lyon" -> the
 * city-like dimension, "where segment is Wholesale" -> segment, "the web channel" -> channel,
 * "completed orders" -> the status-like dimension. Heuristics use WordNet's place/person senses and a
 * country list, never the catalogue's own values.
 */
import { STOPWORDS } from "../text/lexicon.js";
import { GROUP_BEFORE, NEGATION_PHRASES, NEGATION_WORDS } from "./cues.js";
import { addGuess, isCatalogueWord, lastGuessed, stringDimension } from "./guess-common.js";
import { capitalisedRun, guessFromName } from "./guess-names.js";
import { guessAfterPreposition, guessCountry, guessDescribingWords } from "./guess-states.js";
import { type ParseState, isFree, mentionAfter, phraseOf, take, textAt } from "./state.js";

/** Looks for unlisted values; `preferredCubes` are the cubes the question already names. */
export function guessUnknownValues(state: ParseState, preferredCubes: Set<string>): void {
  for (const mention of state.mentions) {
    const member = stringDimension(mention);
    if (!member) continue;
    // "channels other than marketplace", "platforms except Newsletter"
    const negation = NEGATION_WORDS.has(textAt(state, mention.end)) ? 1 : NEGATION_PHRASES.find((p) => p.every((w, k) => textAt(state, mention.end + k) === w))?.length ?? 0;
    // "by r_name other than EUROPE" negates the grouped member; "by return flag, excluding MAIL" starts a new clause.
    const grouped = GROUP_BEFORE.has(textAt(state, mention.start - 1)) && state.tokens[mention.end - 1]!.pause;
    if (negation > 0 && !grouped && isFree(state, mention.end + negation) && !STOPWORDS.has(textAt(state, mention.end + negation))) {
      const start = mention.end + negation;
      let end = start;
      while (isFree(state, end) && !STOPWORDS.has(textAt(state, end))) end++;
      addGuess(state, member, phraseOf(state, start, end), start, end, mention);
      continue;
    }
    // "with priority 2-HIGH": a code or capitalised name right after the dimension.
    const valueAt = ["of", "is", "=", "equals", "equal"].includes(textAt(state, mention.end)) && /^[\p{Lu}\p{N}]/u.test(state.tokens[mention.end + 1]?.raw ?? "") ? mention.end + 1 : mention.end;
    const next = state.tokens[valueAt];
    if (next && valueAt === mention.end + 1) take(state, mention.end, valueAt, "value");
    if (next && isFree(state, valueAt) && !next.quoted && !STOPWORDS.has(next.text) && /^[\p{Lu}\p{N}]/u.test(next.raw) && /\p{L}/u.test(next.raw)) {
      addGuess(state, member, next.raw, valueAt, valueAt + 1, mention);
      continue;
    }
    // "where segment is Wholesale", "with channel = web"
    const verb = textAt(state, mention.end);
    if (["is", "=", "equals", "was", "are"].includes(verb) && isFree(state, mention.end + 1)) {
      let end = mention.end + 1;
      while (isFree(state, end) && !STOPWORDS.has(textAt(state, end))) end++;
      if (end > mention.end + 1) {
        const value = phraseOf(state, mention.end + 1, end);
        addGuess(state, member, value, mention.end + 1, end, mention);
        take(state, mention.end, mention.end + 1, "value");
      }
    }
  }
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i) || STOPWORDS.has(textAt(state, i)) || !/\p{L}/u.test(textAt(state, i))) continue;
    const capitalised = i > 0 ? capitalisedRun(state, i) : i;
    const next = mentionAfter(state, Math.max(capitalised, i + 1), 0);
    const nextDimension = stringDimension(next);
    if (nextDimension && ["the", "a", "an", "in", "from", "on", "via", "through", "with", "for", "of"].includes(textAt(state, i - 1))) {
      // "the web channel", "from the Google Ads platform"
      const end = Math.max(capitalised, i + 1);
      if (!state.tokens.slice(i, end).some((t) => isCatalogueWord(state, t.text))) {
        addGuess(state, nextDimension, phraseOf(state, i, end), i, end, next);
        i = end - 1;
        continue;
      }
    }
    if (capitalised > i) {
      // "AUTOMOBILE customers": the entity right after the name is where its dimension lives.
      const following = mentionAfter(state, capitalised, 0)?.candidates[0]?.cube?.name;
      const cubes = following ? new Set([following]) : preferredCubes;
      // "via AIR or REG AIR": a name joined to a guessed one belongs to the same member.
      const joined = ["or", "and"].includes(textAt(state, i - 1)) && state.used[i - 2] === "value" ? lastGuessed(state) : undefined;
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

