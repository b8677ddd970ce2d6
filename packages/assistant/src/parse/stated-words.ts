/**
 * Words around a phrase that change what it says: a negation before it ("not", "excluding", "other than", "non-")
 * and a boolean's value stated after it ("where is weekend is false").
 */
import { NEGATION_PHRASES, NEGATION_WORDS } from "./cues.js";
import { type ParseState, isFree, take, textAt, wordsAt } from "./state.js";

const BOOLEAN_WORDS: Record<string, "true" | "false"> = { true: "true", yes: "true", false: "false", no: "false" };

/**
 * "where is weekend is false", "escalated = yes": a boolean's value stated right after it. Marks the words it
 * reads as used, so they are not reported as not understood.
 */
export function statedBoolean(state: ParseState, end: number): "true" | "false" | undefined {
  let i = end;
  while (["is", "=", "equals", "equal", "to", "was", "are"].includes(textAt(state, i))) i++;
  const value = BOOLEAN_WORDS[textAt(state, i)];
  if (value === undefined || i === end || !isFree(state, i)) return undefined;
  take(state, end, i + 1, "value");
  return value;
}

/** Is the phrase at `start` negated ("not", "excluding", "other than", "non-")? */
export function isNegated(state: ParseState, start: number): boolean {
  let i = start - 1;
  while (
    i >= 0 &&
    [
      "the",
      "a",
      "an",
      "any",
      "in",
      "from",
      "on",
      "with",
      "yet",
      "been",
      "be",
      "being",
      "ever",
      "still",
      "currently",
    ].includes(textAt(state, i))
  )
    i--;
  if (NEGATION_WORDS.has(textAt(state, i))) return true;
  return NEGATION_PHRASES.some((phrase) => wordsAt(state, i - phrase.length + 1, phrase));
}
