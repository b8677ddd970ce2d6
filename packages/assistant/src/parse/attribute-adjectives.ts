/**
 * Adjectives that name the attribute they measure (ANSWERS.md rules 6 and 7): "PPS older than 60" compares the
 * `age` column, "the longest film" is the film with the greatest `length`. They are read so only where a cube has
 * a number column named by the attribute; elsewhere the words keep their ordinary readings.
 */
import lemmatizer from "wink-lemmatizer";
import type { CatalogueIndex, IndexedCube, IndexedMember } from "../catalogue/index.js";
import { ATTRIBUTE_ADJECTIVES } from "../text/lexicon.js";
import { wordKeys } from "../text/words.js";
import { type ParseState, allFree, take, textAt } from "./state.js";

export interface AttributeAdjective {
  /** The attribute's nouns, the likeliest column name first. */
  nouns: string[];
  /** The phrase asks for more of the attribute ("older", "most expensive"), else less ("younger", "cheapest"). */
  more: boolean;
  degree: "comparative" | "superlative";
  length: number;
}

/** Cues saying "the longest film": the adjective's tokens and the number of records asked for. */
export interface AttributeSuperlative {
  start: number;
  end: number;
  nouns: string[];
  direction: "asc" | "desc";
  limit: number;
}

/** "older", "tallest", "more expensive", "least expensive" at token `i`. */
export function attributeAdjectiveAt(state: ParseState, i: number): AttributeAdjective | undefined {
  const word = textAt(state, i);
  if (["more", "less", "most", "least"].includes(word)) {
    const adjective = ATTRIBUTE_ADJECTIVES[textAt(state, i + 1)];
    if (!adjective) return undefined;
    const more = word === "more" || word === "most" ? adjective.more : !adjective.more;
    const degree = word === "most" || word === "least" ? "superlative" : "comparative";
    return { nouns: adjective.nouns, more, degree, length: 2 };
  }
  const degree = word.endsWith("est") ? "superlative" : word.endsWith("er") ? "comparative" : undefined;
  if (!degree || !/^[a-z]+$/.test(word)) return undefined;
  const base = lemmatizer.adjective(word);
  const adjective = base !== word ? ATTRIBUTE_ADJECTIVES[base] : undefined;
  return adjective && { nouns: adjective.nouns, more: adjective.more, degree, length: 1 };
}

/**
 * The cube's number column named by one of the nouns (`age`, `length_minutes`, "Height (cm)"), in their order. A
 * superlative only orders (`ordered`), so a text column named by the noun alone (`height` typed as "6-8") serves it
 * when no number column does: it is what the user asked to order by, as the model keeps it.
 */
export function attributeColumnOf(
  cube: IndexedCube,
  nouns: readonly string[],
  ordered = false,
): IndexedMember | undefined {
  for (const noun of nouns) {
    const column = cube.dimensions.find(
      (d) => d.type === "number" && (d.nameWords.includes(noun) || d.titleWords.includes(noun)),
    );
    if (column) return column;
  }
  if (!ordered) return undefined;
  return cube.dimensions.find(
    (d) => d.type === "string" && d.nameWords.length === 1 && nouns.includes(d.nameWords[0]!),
  );
}

/** The cubes that have a column for the attribute. */
export function cubesWithAttribute(index: CatalogueIndex, nouns: readonly string[]): IndexedCube[] {
  return index.cubes.filter((cube) => attributeColumnOf(cube, nouns) !== undefined);
}

/**
 * "the longest film", "the 3 oldest students", "title of the most expensive product": a superlative adjective right
 * before a word naming a cube that has the attribute's column picks records by that column (rule 7). Takes the
 * adjective (and the count before it) so that no other reading claims it.
 */
const SUPERLATIVE_OPENERS = new Set(["the", "our", "me", "show", "list"]);

export function scanAttributeSuperlative(state: ParseState): AttributeSuperlative | undefined {
  for (let i = 0; i < state.tokens.length; i++) {
    const adjective = attributeAdjectiveAt(state, i);
    if (adjective?.degree !== "superlative") continue;
    const end = i + adjective.length;
    const count = /^\d+$/.test(textAt(state, i - 1)) ? Number(textAt(state, i - 1)) : undefined;
    const start = count === undefined ? i : i - 1;
    // "the 3 youngest players", or opening the question or a request ("5 cheapest products", "show the cheapest").
    if (start > 0 && !SUPERLATIVE_OPENERS.has(textAt(state, start - 1))) continue;
    const noun = textAt(state, end);
    const cubes = wordKeys(noun, "question").flatMap((key) => state.index.cubeKeys.get(key) ?? []);
    // "the 3 cheapest plans by price" names its measure: an ordinary ranking.
    if (textAt(state, end + 1) === "by") continue;
    if (!allFree(state, start, end) || !cubes.some((cube) => attributeColumnOf(cube, adjective.nouns, true))) continue;
    const plural = /[^s]s$/.test(noun);
    take(state, start, end, "rank");
    return {
      start,
      end,
      nouns: adjective.nouns,
      direction: adjective.more ? "desc" : "asc",
      limit: count ?? (plural ? 10 : 1),
    };
  }
  return undefined;
}
