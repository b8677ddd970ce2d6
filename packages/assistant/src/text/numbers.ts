/**
 * Numbers as people type them: digits ("1,500", "10k", "2.5m", "$100"), and English number words
 * ("ten", "twenty five", "a dozen", "two hundred", "3 million"). English number words are a closed
 * grammar of ~30 words; see README for why no library is used.
 */
import type { Token } from "./tokenize.js";

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1e6, billion: 1e9 };
const SUFFIX_SCALES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

export interface ParsedNumber {
  value: number;
  /** Tokens consumed. */
  length: number;
}

function parseDigits(text: string): number | null {
  const match = /^[$€£]?(\d+(?:,\d{3})*(?:\.\d+)?)([kmb%])?$/.exec(text);
  if (!match?.[1]) return null;
  const base = Number(match[1].replace(/,/g, ""));
  const scale = match[2] ? (SUFFIX_SCALES[match[2]] ?? 1) : 1;
  return Number.isFinite(base) ? base * scale : null;
}

/** Reads a number starting at token `start`, or returns null. */
export function parseNumberAt(tokens: Token[], start: number): ParsedNumber | null {
  const first = tokens[start];
  if (!first || first.quoted) return null;
  const digits = parseDigits(first.text);
  if (digits !== null && !/^\d{4}-/.test(first.text)) {
    const scale = SCALES[tokens[start + 1]?.text ?? ""];
    return scale ? { value: digits * scale, length: 2 } : { value: digits, length: 1 };
  }
  let total = 0;
  let current = 0;
  let length = 0;
  let index = start;
  if (first.text === "a" && tokens[start + 1]?.text === "dozen") {
    return { value: 12, length: 2 };
  }
  while (index < tokens.length) {
    const word = tokens[index]?.text ?? "";
    if (UNITS[word] !== undefined) {
      current += UNITS[word] ?? 0;
    } else if (SCALES[word] !== undefined && length > 0) {
      const scale = SCALES[word] ?? 1;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
    } else if (word === "and" && length > 0 && SCALES[tokens[index - 1]?.text ?? ""] !== undefined) {
      // "two hundred and fifty"
    } else break;
    length = index - start + 1;
    index++;
  }
  if (length === 0) return null;
  // "one" on its own is usually a pronoun ("which one"); accept it only before a noun phrase handled by callers.
  return { value: total + current, length };
}

/** Plain digits as Cube filter values want them: "1k" -> "1000", "2.50" -> "2.5". */
export function numberToString(value: number): string {
  return String(Number(value.toFixed(6)));
}
