/**
 * What a value's word is to the catalogue: a cube's or member's word, a whole one-word name, a date column's word,
 * or one word of a name its neighbours go on to spell ("ship mode").
 */
import type { CatalogueIndex, IndexedMember } from "../catalogue/index.js";
import { wordKeys } from "../text/words.js";
import { type ParseState, textAt } from "./state.js";

/** A cube, or a member whose whole name or title is this one word ("status"). */
export function namesWholly(index: CatalogueIndex, word: string): boolean {
  const keys = wordKeys(word, "question").slice(0, 2);
  return keys.some(
    (key) =>
      index.cubeKeys.has(key) ||
      (index.memberKeys.get(key) ?? []).some(
        ({ member }) =>
          member.nameWords.length === 1 || (member.titleWords.length === 1 && member.titleWords[0] === key),
      ),
  );
}

/** A date member carries the word (`paid_at` for "paid"). */
export function namesDate(index: CatalogueIndex, word: string): boolean {
  return wordKeys(word, "question").some((key) =>
    (index.memberKeys.get(key) ?? []).some(({ member }) => member.type === "time"),
  );
}

/** The members a word at `i` is a word of (`nameOnly`: of their own name or title, not their description). */
function membersOfWord(state: ParseState, i: number, nameOnly: boolean): IndexedMember[] {
  return wordKeys(textAt(state, i), "question").flatMap((key) =>
    (state.index.memberKeys.get(key) ?? [])
      .filter((hit) => !nameOnly || hit.source === "name")
      .map((hit) => hit.member),
  );
}

/**
 * The word at `start` and a neighbour are two words of one member's name ("ship mode"). A neighbour that names a
 * cube is the rows the value describes ("overdue invoices" beside `invoice_overdue_amount`), as in
 * `startsNameWithNext`.
 */
export function spellsNameWithNeighbour(state: ParseState, start: number): boolean {
  const members = new Set(membersOfWord(state, start, false));
  return [start - 1, start + 1].some(
    (i) => !namesCube(state, i) && membersOfWord(state, i, false).some((member) => members.has(member)),
  );
}

function namesCube(state: ParseState, i: number): boolean {
  return wordKeys(textAt(state, i), "question").some((key) => state.index.cubeKeys.has(key));
}

/**
 * The word at `start` and the next are two words of one member's own name, and the next word names no cube:
 * "staff name" spells `created_by_staff_name`, while "open conversations" is a value and the rows it describes, and
 * "front page" a value and its own column `page`.
 */
export function startsNameWithNext(state: ParseState, start: number, valueColumn: string): boolean {
  const next = start + 1;
  if (namesCube(state, next)) return false;
  // "front page events" with "front" listed for `page`: the next word names the value's own column, wholly.
  const column = state.index.memberByName.get(valueColumn);
  const keys = wordKeys(textAt(state, next), "question");
  if (column && [column.nameWords, column.titleWords].some((words) => words.length === 1 && keys.includes(words[0]!)))
    return false;
  const members = new Set(membersOfWord(state, start, true));
  return membersOfWord(state, next, true).some((member) => members.has(member));
}

/** The word itself (or its plural) is a cube's or member's word: "ship" in ship mode, not "billing" for billed. */
export function namesCatalogue(index: CatalogueIndex, word: string): boolean {
  const keys = wordKeys(word, "question").slice(0, 2);
  return keys.some(
    (key) =>
      index.cubeKeys.has(key) ||
      (index.memberKeys.get(key) ?? []).some((hit) => hit.source === "name" && hit.member.exactWords.has(key)),
  );
}
