/**
 * Cognates of Portuguese and Spanish names: `BaseAbsorcao` is asked about as "absorption tests", `regQualidade` as
 * "quality", `operacion` as "operation". Both sides are keyed by the stem before a suffix the languages share in
 * form (-ção/-ción ~ -tion, -dade/-dad ~ -ty, -encia ~ -ence, -ario ~ -ary, -mento ~ -ment, -oso ~ -ous); the key
 * names the suffix, so stems only meet through the same one. Accents are folded before (ção -> cao).
 */

/** Romance suffix -> the English suffixes of the same words, singular and plural forms. */
const SUFFIXES: [kind: string, romance: string[], english: string[]][] = [
  ["tion", ["coes", "ciones", "cao", "cion", "sao", "sion"], ["tions", "sions", "tion", "sion"]],
  ["ty", ["dades", "dade", "dad"], ["ties", "ty"]],
  ["ence", ["encias", "encia"], ["ences", "ence"]],
  ["ance", ["ancias", "ancia"], ["ances", "ance"]],
  ["ary", ["arios", "arias", "ario", "aria"], ["aries", "ary"]],
  ["ment", ["mentos", "mientos", "mento", "miento"], ["ments", "ment"]],
  ["ous", ["osos", "osas", "oso", "osa"], ["ous"]],
];

const MIN_STEM = 4;

function keyOf(kind: string, stem: string): string {
  return `≈${kind}:${stem}`;
}

/** Keys of a catalogue word no English dictionary knows ("absorcao" -> the "tion" stem "absor"). */
export function romanceCognateKeys(word: string): string[] {
  for (const [kind, romance] of SUFFIXES) {
    const suffix = romance.find((s) => word.endsWith(s));
    if (suffix && word.length - suffix.length >= MIN_STEM) return [keyOf(kind, word.slice(0, -suffix.length))];
  }
  return [];
}

/**
 * Keys of an English word of the question ("absorption" -> the "tion" stems "absorp" and "absor": Portuguese and
 * Spanish drop the consonant before -ção/-ción, as in "absorção", "adopción").
 */
export function englishCognateKeys(word: string): string[] {
  for (const [kind, , english] of SUFFIXES) {
    const suffix = english.find((s) => word.endsWith(s));
    if (!suffix || word.length - suffix.length < MIN_STEM) continue;
    const stem = word.slice(0, -suffix.length);
    const keys = [keyOf(kind, stem)];
    if (kind === "tion" && /[bcpt]$/.test(stem) && stem.length > MIN_STEM) keys.push(keyOf(kind, stem.slice(0, -1)));
    return keys;
  }
  return [];
}

/**
 * A Portuguese, Spanish or Italian noun that is an English noun with a final vowel ("processo", "parte", "cliente",
 * "evento", "problema"; plurals "processos", "partes"), keyed by that English noun. `isEnglishNoun` says which stems
 * are English nouns (words.ts knows; this file keeps no word list).
 */
export function finalVowelCognateKey(word: string, isEnglishNoun: (stem: string) => boolean): string | undefined {
  const single = /[aeo]s$/.test(word) ? word.slice(0, -1) : word;
  if (!/^[a-z]+[aeo]$/.test(single)) return undefined;
  const stem = single.slice(0, -1);
  return stem.length >= MIN_STEM && isEnglishNoun(stem) ? keyOf("vowel", stem) : undefined;
}

/** The key under which an English noun meets its Romance form with a final vowel ("process" ~ "processo"). */
export const englishFinalVowelKey = (noun: string) => keyOf("vowel", noun);
