/**
 * "how many production reports", "inspection records by site": a word for a row (record, report, entry, log) right
 * after a phrase that reads a cube as well as anything else makes the phrase name that cube's rows, not a measure
 * it shares a word with ("production" is also `totalProduction`, in a cube titled "Water Production").
 */
import type { IndexedCube } from "../catalogue/index.js";
import { LABEL } from "./phrase-forms.js";
import { STOPWORDS } from "../text/lexicon.js";
import { type Candidate, type ParseState, cubeOfMemberName, isFree, phraseOf, take, textAt } from "./state.js";

const RECORD_NOUNS = new Set([
  "record",
  "records",
  "report",
  "reports",
  "entry",
  "entries",
  "row",
  "rows",
  "log",
  "logs",
]);

export function absorbRecordNouns(state: ParseState): void {
  for (const mention of state.mentions) {
    const next = mention.end;
    if (!isFree(state, next) || !RECORD_NOUNS.has(textAt(state, next)) || state.tokens[next - 1]?.pause) continue;
    const best = mention.candidates[0];
    const cube = mention.candidates.find((candidate) => candidate.cube && !candidate.member);
    if (!best || !cube || cube.score < best.score) continue;
    mention.candidates = [{ ...cube, coverage: 1 }, ...mention.candidates.filter((candidate) => candidate !== cube)];
    mention.end = next + 1;
    mention.phrase = phraseOf(state, mention.start, mention.end);
    take(state, next, next + 1, "mention");
  }
}

/** Words for rows in general, which name no table of their own ("reports" and "logs" may). */
const ROWS_IN_GENERAL = new Set(["records", "rows", "entries"]);

/**
 * "how many records where cargo is X", "records with diarias of at least 10k by orgao": a word for rows said on its
 * own is the rows of the cube the question is about: the catalogue's only cube, or the one cube that every other
 * phrase and value of the question reads.
 */
export function rowsOfRecordNounsAlone(state: ParseState): void {
  for (let i = 0; i < state.tokens.length; i++) {
    if (!isFree(state, i) || !ROWS_IN_GENERAL.has(textAt(state, i))) continue;
    // "firing records": an unplaced word before says which rows, and they are no cube's by name.
    if (i > 0 && isFree(state, i - 1) && !STOPWORDS.has(textAt(state, i - 1))) continue;
    const cube = cubeOfQuestion(state);
    if (!cube) return;
    const candidate: Candidate = {
      member: undefined,
      cube,
      score: LABEL,
      coverage: 1,
      via: "cube",
      usedCubeWord: true,
    };
    const phrase = phraseOf(state, i, i + 1);
    state.mentions.push({ start: i, end: i + 1, phrase, candidates: [candidate], chosen: undefined, undecided: false });
    take(state, i, i + 1, "mention");
    state.mentions.sort((a, b) => a.start - b.start);
  }
}

function cubeOfQuestion(state: ParseState): IndexedCube | undefined {
  if (state.index.cubes.length === 1) return state.index.cubes[0];
  const cubes = new Set<string>();
  for (const mention of state.mentions) {
    const top = mention.candidates[0];
    const cube = top?.member?.cube ?? top?.cube?.name;
    if (cube) cubes.add(cube);
  }
  for (const filter of state.filters) cubes.add(cubeOfMemberName(filter.member));
  return cubes.size === 1 ? state.index.cubeByName.get([...cubes][0]!) : undefined;
}
