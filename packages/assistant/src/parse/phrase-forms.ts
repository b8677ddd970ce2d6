/**
 * The word forms of a typed phrase and how much of a name they say: shared by the scoring of members
 * (`member-score.ts`) and of cubes (`candidates.ts`).
 */
import { AGGREGATION_WORDS, STOPWORDS, SYNONYMS } from "../text/lexicon.js";
import { englishCognateKeys, englishFinalVowelKey } from "../text/cognates.js";
import {
  consonantKey,
  foldAccents,
  hasNounSense,
  isInflectedVerb,
  isKnownWord,
  isListedWord,
  romanceKeysOf,
  singular,
  wordKeys,
} from "../text/words.js";

/** Evidence weights: a name or title word, a business synonym, a word of the cube around the member. */
export const LABEL = 3;
export const SYNONYM = 2;
export const CONTEXT = 1;

export interface TokenForms {
  keys: string[];
  synonyms: string[];
  aggregation: string[] | undefined;
  /** The word's consonants, as a name with its vowels dropped spells it ("rprt" for "report"). */
  consonants: string | undefined;
}

const formsCache = new Map<string, TokenForms>();

export function formsOf(word: string): TokenForms {
  const cached = formsCache.get(word);
  if (cached) return cached;
  const forms = computeForms(word);
  if (formsCache.size < 100_000) formsCache.set(word, forms);
  return forms;
}

function computeForms(word: string): TokenForms {
  const keys = wordKeys(word, "question");
  // A participle describes a measure ("qty sold", "amount paid"); only base forms ("how much did we sell") use synonyms.
  // A cognate of a Portuguese or Spanish name ("absorption" for `absorcao`) is as good as a synonym.
  const synonyms = [
    ...(isInflectedVerb(word)
      ? []
      : [
          ...keys.flatMap((key) => SYNONYMS.get(key) ?? []).flatMap((s) => wordKeys(s, "question")),
          ...(isKnownWord(word) ? englishCognateKeys(word) : []),
          // "processes" for `TbProcesso`: an English noun is the Romance one without its final vowel.
          ...(isKnownWord(word) && hasNounSense(singular(word)) ? [englishFinalVowelKey(singular(word))] : []),
        ]),
    // "lotações" for `lotacao`, "partes" for `TbProcParteMl`: a Portuguese or Spanish word typed in another of its
    // forms. Any word WordNet does not list as typed: "partes" passes for an English verb form only by its ending.
    ...(/^[\p{L}]+$/u.test(word) && !isListedWord(foldAccents(word)) ? romanceKeysOf(foldAccents(word)) : []),
  ];
  const consonants = /^[a-z]{5,}$/.test(word) ? consonantKey(word) : undefined;
  return {
    keys,
    synonyms,
    aggregation: AGGREGATION_WORDS[word] ?? AGGREGATION_WORDS[keys[1] ?? ""],
    // Four consonants or more: fewer are too easily another word's ("ctr", "sms").
    consonants: consonants && consonants.length >= 5 ? consonants : undefined,
  };
}

export const hasAny = (set: ReadonlySet<string>, keys: string[]) => keys.some((key) => set.has(key));

const LEADING_PREPOSITIONS = new Set(["to", "from", "in", "out", "on", "off", "into", "onto", "up", "down"]);

/**
 * Words a question uses as commands ("show", "list") that in a column's name say what it is (`sectionDisplayName`,
 * `list_price`): they count toward how much of the name a phrase says.
 */
export const NAME_WORDS = new Set([
  "show",
  "give",
  "get",
  "find",
  "list",
  "display",
  "see",
  "split",
  "grouped",
  "sorted",
  "ranked",
]);

export function coverage(allWords: readonly string[], matched: Set<string>): number {
  // A preposition that opens a name is part of what it says ("to_page" is not every page); other function words
  // ("date of birth", "is_weekend") are left out. "when" in a name says what kind of column it is, as "date" does
  // (`commitAuthorWhen` beside `commitAuthorName`), so it counts like "date".
  const kept = allWords.filter(
    (word, i) =>
      (i === 0 && LEADING_PREPOSITIONS.has(word)) || word === "when" || NAME_WORDS.has(word) || !STOPWORDS.has(word),
  );
  // A name of function words alone (`no`, the number) is covered by them.
  const words = kept.length > 0 ? kept : allWords;
  if (words.length === 0) return 0;
  let hit = 0;
  for (const word of words) if (wordKeys(word, "catalogue").some((key) => matched.has(key))) hit++;
  return hit / words.length;
}

/** The phrase's words before its last are the label's words before its last, in order ("credit memos"). */
export function endsLabel(label: readonly string[], span: TokenForms[]): boolean {
  const from = label.length - span.length;
  return (
    from >= 0 &&
    span
      .slice(0, -1)
      .every((forms, k) => wordKeys(label[from + k]!, "catalogue").some((key) => forms.keys.includes(key)))
  );
}
