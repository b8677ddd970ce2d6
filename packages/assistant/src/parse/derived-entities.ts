/**
 * Entities named by the event they record: "reads" for a `readings` cube, "books" for `bookings`. Such a
 * noun is as strong as a label match (a little above a lemma's), unless the question uses it as a verb.
 */
import type { CatalogueIndex, IndexedCube } from "../catalogue/index.js";
import { AGGREGATION_WORDS } from "../text/lexicon.js";
import { stemOf, wordKeys } from "../text/words.js";
import type { Candidate, ParseState } from "./state.js";

/** Score of a label match in mentions.ts (kept equal to its LABEL). */
const LABEL = 3;
/** An event noun for a cube named by its -ing/-ment/-ion form ("reads" ~ readings): above a lemma's label match. */
export const DERIVED = LABEL + 0.5;

/** English verbs whose event noun no suffix rule forms ("born" -> birth date, "died" -> death date). */
const IRREGULAR_DERIVATIONS: Record<string, string[]> = {
  bear: ["birth"],
  die: ["death"],
  sell: ["sale"],
  grow: ["growth"],
  lose: ["loss"],
  fly: ["flight"],
  depart: ["departure"],
  fail: ["failure"],
  close: ["closure"],
  sign: ["signature"],
  enter: ["entry"],
  weigh: ["weight"],
};

/**
 * -ing/-ment/-ion/-al/-y nouns a base word derives ("read" -> reading, "pay" -> payment, "subscribe" -> subscription,
 * "deliver" -> delivery).
 */
export function derivations(base: string): string[] {
  const stem = base.replace(/e$/, "");
  const forms = [
    `${base}ing`,
    `${base}ment`,
    `${base}ion`,
    `${base}ation`,
    `${stem}ing`,
    `${stem}ion`,
    `${stem}ation`,
    `${base}${base.at(-1)}ing`,
  ];
  if (base.endsWith("be")) forms.push(`${base.slice(0, -2)}ption`);
  // "renew" -> renewal, "arrive" -> arrival; "resolve" -> resolution.
  forms.push(`${base}al`, `${stem}al`);
  if (base.endsWith("ve")) forms.push(`${base.slice(0, -2)}ution`);
  // "deliver" -> delivery, "recover" -> recovery.
  if (base.endsWith("er")) forms.push(`${base}y`);
  forms.push(...(IRREGULAR_DERIVATIONS[base] ?? []));
  return forms;
}

/**
 * Cubes named after the event a plural noun counts: "reads" ~ readings, "books" ~ bookings. Only a
 * plural noun that no member spells as written ("page_reads" keeps "reads"), and only the cube's head word.
 */
export function derivedEntityCubes(index: CatalogueIndex, word: string, keys: string[]): IndexedCube[] {
  const base = keys[1];
  if (!base || base === word || base.length < 3 || !word.endsWith("s") || AGGREGATION_WORDS[word] !== undefined)
    return [];
  if ((index.memberKeys.get(word) ?? []).some((hit) => hit.source === "name" && hit.member.exactWords.has(word)))
    return [];
  const stem = stemOf(word);
  // The word itself may be such a noun ("shipments"): its verb ("ship") names the cube's other noun ("shipping").
  const verb = /^[a-z]{3,}ment$/.test(base) ? base.slice(0, -4) : undefined;
  const readings: [forms: string[], stem: string][] = [[derivations(base), stem]];
  if (verb) readings.push([derivations(verb).filter((form) => form !== base), stemOf(verb)]);
  return index.cubes.filter((cube) =>
    [cube.nameWords.at(-1), cube.titleWords.at(-1)].some((head) => {
      const singular = head?.replace(/s$/, "");
      // A shared Porter2 stem keeps it to nouns of the same word ("reads" ~ readings), not "pays" ~ payments (pay = wages).
      return (
        singular !== undefined &&
        singular !== base &&
        readings.some(([forms, formStem]) => forms.includes(singular) && stemOf(singular) === formStem)
      );
    }),
  );
}

/** Words after which a derived noun is a verb ("books a room", "ships to Lyon"), or before it ("who reads"). */
const VERB_OBJECTS = new Set([
  "a",
  "an",
  "the",
  "to",
  "for",
  "my",
  "our",
  "their",
  "his",
  "her",
  "its",
  "this",
  "that",
  "it",
  "them",
]);
const VERB_SUBJECTS = new Set(["who", "he", "she", "it", "which", "that"]);

/** A derived entity noun ("reads") used as a verb loses its entity reading. */
export function withoutVerbReadings(
  state: ParseState,
  start: number,
  word: string,
  candidates: Candidate[],
): Candidate[] {
  const derived = (c: Candidate) =>
    c.cube !== undefined && c.score === DERIVED && !wordKeys(word, "question").some((key) => c.cube!.keys.has(key));
  if (!candidates.some(derived)) return candidates;
  const verb =
    VERB_OBJECTS.has(state.tokens[start + 1]?.text ?? "") || VERB_SUBJECTS.has(state.tokens[start - 1]?.text ?? "");
  return verb ? candidates.filter((c) => !derived(c)) : candidates;
}
