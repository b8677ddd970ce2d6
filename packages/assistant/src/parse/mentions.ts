/**
 * Phrase -> member/cube candidates. Phrases are matched longest first (CONVENTIONS rule 10): glossary
 * phrases, then spans of up to four free tokens scored against each member's name/title words (strong),
 * business synonyms (weaker), its cube's words (context only) and description words (weakest).
 */
import type { IndexedCube, IndexedMember } from "../catalogue/index.js";
import { AGGREGATION_WORDS, STOPWORDS, SYNONYMS } from "../text/lexicon.js";
import { isKnownWord, wordKeys } from "../text/words.js";
import { type Candidate, type Mention, type ParseState, isFree, phraseOf, take } from "./state.js";

const MAX_SPAN = 4;
const LABEL = 3;
const SYNONYM = 2;
const CONTEXT = 1;

interface TokenForms {
  keys: string[];
  synonyms: string[];
  aggregation: string[] | undefined;
}

function formsOf(word: string): TokenForms {
  const keys = wordKeys(word, "question");
  const synonyms = keys.flatMap((key) => SYNONYMS.get(key) ?? []).flatMap((s) => wordKeys(s, "question"));
  return { keys, synonyms, aggregation: AGGREGATION_WORDS[word] ?? AGGREGATION_WORDS[keys[1] ?? ""] };
}

const hasAny = (set: Set<string>, keys: string[]) => keys.some((key) => set.has(key));

function coverage(allWords: string[], matched: Set<string>): number {
  const words = allWords.filter((word) => !STOPWORDS.has(word));
  if (words.length === 0) return 0;
  let hit = 0;
  for (const word of words) if (wordKeys(word, "catalogue").some((key) => matched.has(key))) hit++;
  return hit / words.length;
}

function initials(words: string[]): string {
  return words.map((word) => word[0]).join("");
}

function scoreMember(member: IndexedMember, cube: IndexedCube | undefined, span: TokenForms[], words: string[]): Candidate | null {
  let score = 0;
  let strong = 0;
  let description = 0;
  let usedCubeWord = false;
  let bySynonym = false;
  const matched = new Set<string>();
  for (const [i, forms] of span.entries()) {
    if (hasAny(member.labelKeys, forms.keys)) {
      // Same word (or its plural) beats a shared lemma: "shipped" is shipped_at before shipping_fee.
      score += member.labelWords.includes(words[i]!) || member.labelWords.includes(forms.keys[1] ?? "") ? LABEL : LABEL - 0.5;
      strong++;
      forms.keys.forEach((key) => matched.add(key));
    } else if (hasAny(member.labelKeys, forms.synonyms)) {
      score += SYNONYM;
      strong++;
      bySynonym = true;
      forms.synonyms.forEach((key) => matched.add(key));
    } else if (cube && hasAny(cube.keys, forms.keys)) {
      score += CONTEXT;
      usedCubeWord = true;
    } else if (hasAny(member.descKeys, forms.keys)) {
      score += CONTEXT;
      description++;
    } else if (forms.aggregation?.includes(member.type)) {
      score += CONTEXT;
    } else if (STOPWORDS.has(words[i] ?? "")) {
      continue;
    } else return null;
  }
  const isAcronym = span.length === 1 && words[0]!.length >= 2 && !isKnownWord(words[0]!) &&
    [member.nameWords, member.titleWords].some((label) => label.length >= 2 && initials(label) === words[0]);
  if (isAcronym) return { member, score: LABEL, coverage: 1, via: "acronym", usedCubeWord: false };
  // Description words alone need two content words to count ("lifetime value").
  if (strong === 0 && description < 2) return null;
  const cover = Math.max(coverage(member.nameWords, matched), coverage(member.titleWords, matched));
  const via = strong === 0 ? "description" : bySynonym ? "synonym" : "label";
  return { member, score, coverage: cover, via, usedCubeWord };
}

function scoreCube(cube: IndexedCube, span: TokenForms[]): Candidate | null {
  const matched = new Set<string>();
  let score = 0;
  for (const forms of span) {
    if (hasAny(cube.keys, forms.keys)) {
      score += LABEL;
      forms.keys.forEach((key) => matched.add(key));
    } else if (hasAny(cube.keys, forms.synonyms)) {
      score += SYNONYM;
      forms.synonyms.forEach((key) => matched.add(key));
    } else return null;
  }
  const cover = Math.max(coverage(cube.nameWords, matched), coverage(cube.titleWords, matched));
  return { cube, score, coverage: cover, via: "cube", usedCubeWord: true };
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return b.score - a.score || b.coverage - a.coverage || (a.member?.order ?? -1) - (b.member?.order ?? -1);
}

function candidatesFor(state: ParseState, start: number, end: number): Candidate[] {
  const words = state.tokens.slice(start, end).map((token) => token.text);
  const span = words.map(formsOf);
  const pool = new Set<IndexedMember>();
  const cubes = new Set<IndexedCube>();
  for (const forms of span) {
    for (const key of [...forms.keys, ...forms.synonyms]) {
      for (const hit of state.index.memberKeys.get(key) ?? []) pool.add(hit.member);
      for (const cube of state.index.cubeKeys.get(key) ?? []) cubes.add(cube);
    }
  }
  if (span.length === 1 && /^[a-z]{2,5}$/.test(words[0]!) && !isKnownWord(words[0]!)) {
    for (const member of state.index.members) pool.add(member);
  }
  const candidates: Candidate[] = [];
  for (const member of pool) {
    const candidate = scoreMember(member, state.index.cubeByName.get(member.cube), span, words);
    if (candidate) candidates.push(candidate);
  }
  for (const cube of cubes) {
    const candidate = scoreCube(cube, span);
    if (candidate) candidates.push(candidate);
  }
  return candidates.sort(compareCandidates);
}

/** A span may not start or end on a stopword, a number or a quoted literal. */
function spanAllowed(state: ParseState, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const token = state.tokens[i]!;
    if (!isFree(state, i) || token.quoted || !/\p{L}/u.test(token.text)) return false;
  }
  // Inside a phrase only "of" may join words ("date of birth"); other function words separate phrases.
  const words = state.tokens.slice(start, end).map((token) => token.text);
  if (words.some((word, k) => STOPWORDS.has(word) && (word !== "of" || k === 0 || k === words.length - 1))) return false;
  // Aggregation words alone ("avg", "total") choose among members but never name one.
  return words.some((word) => AGGREGATION_WORDS[word] === undefined && word !== "of");
}

/** Glossary phrases first: they are the strongest member signal after validated queries. */
export function findGlossaryMentions(state: ParseState): void {
  for (const entry of state.glossary) {
    for (let i = 0; i + entry.words.length <= state.tokens.length; i++) {
      const end = i + entry.words.length;
      if (!spanAllowed(state, i, end)) continue;
      const same = entry.words.every((word, k) => {
        const keys = wordKeys(state.tokens[i + k]!.text, "question");
        return keys.some((key) => wordKeys(word, "question").includes(key));
      });
      if (!same) continue;
      const candidate: Candidate = { member: entry.member, score: 100, coverage: 1, via: "glossary", usedCubeWord: false };
      state.mentions.push({ start: i, end, phrase: phraseOf(state, i, end), candidates: [candidate] });
      take(state, i, end, "mention");
    }
  }
}

/**
 * Finds catalogue mentions among the free tokens, longest first. With `wholeLabelsOnly`, only phrases
 * of two or more words that spell a member's entire name or title ("amount paid"): those run before
 * dictionary values so a value word inside a member's name stays part of that name.
 */
export function findMentions(state: ParseState, wholeLabelsOnly = false): void {
  for (let length = MAX_SPAN; length >= (wholeLabelsOnly ? 2 : 1); length--) {
    for (let start = 0; start + length <= state.tokens.length; start++) {
      const end = start + length;
      if (!spanAllowed(state, start, end)) continue;
      const candidates = candidatesFor(state, start, end);
      if (candidates.length === 0) continue;
      if (wholeLabelsOnly && !(candidates[0]!.member && candidates[0]!.coverage === 1 && candidates[0]!.score >= 3 * length)) continue;
      // A trailing cube word is the head noun of its own phrase ("active customers"): leave it to a shorter span.
      const best = candidates[0]!;
      if (length > 1 && best.member && best.usedCubeWord) {
        const lastForms = formsOf(state.tokens[end - 1]!.text);
        if (!hasAny(best.member.labelKeys, [...lastForms.keys, ...lastForms.synonyms]) && best.member.type !== "time") continue;
      }
      state.mentions.push({ start, end, phrase: phraseOf(state, start, end), candidates });
      take(state, start, end, "mention");
    }
  }
  state.mentions.sort((a, b) => a.start - b.start);
}
