// Type declarations for the untyped CommonJS libraries this package uses.

declare module "wink-lemmatizer" {
  const lemmatizer: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}

declare module "wink-lexicon/src/wn-words.js" {
  /** WordNet base forms -> index into wn-word-senses. */
  const words: Record<string, number>;
  export default words;
}

declare module "wink-lexicon/src/wn-word-senses.js" {
  /** Per word index: the WordNet lexicographer files of its senses (15 = noun.location, 18 = noun.person). */
  const senses: number[][];
  export default senses;
}

declare module "wink-porter2-stemmer" {
  const stem: (word: string) => string;
  export default stem;
}

declare module "damerau-levenshtein" {
  const distance: (a: string, b: string, limit?: number) => { steps: number; relative: number; similarity: number };
  export default distance;
}

declare module "country-list" {
  export function getNameList(): Record<string, string>;
}
