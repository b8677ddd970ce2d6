/**
 * The measured rows' own column for an entity they are broken down by ("commits per repo" -> `repositoryId`, "issues
 * by repo" -> `reponame`, "margin by sales rep" -> `sales_rep_id`): the same breakdown with no join (rule 10).
 */
import { type IndexedCube, type IndexedMember, isCubeWord, isKeyColumn } from "../catalogue/index.js";
import { LABEL_WORDS } from "../text/lexicon.js";
import type { ParseState } from "./state.js";
import { labelDimensionOf, nameDimensionOf, ownNameDimensionOf } from "./resolve.js";
import { isKnownWord } from "../text/words.js";

/** Words of a column that holds one part of a person's name. */
const PART_NAME_WORDS = new Set(["first", "last", "given", "family", "middle", "sur", "surname", "forename"]);

/**
 * "margin by sales rep", the reps being named only in parts (`first_name`, `last_name`), or "top patients by alerts",
 * the patients having no name or key column at all (their label falls back to `location`): no one column of theirs
 * names one, so the measured rows' key named for them (`sales_rep_id`, `patient_id`) is the breakdown, with no join.
 */
function keyForUnnamed(
  state: ParseState,
  entity: IndexedCube,
  label: IndexedMember,
  cube: string,
): IndexedMember | undefined {
  const partName = label.nameWords.some((word) => PART_NAME_WORDS.has(word));
  // The phrase named the entity and its label fell back to its first text column (not a column the phrase named), or
  // to the name of some other thing (`action_geo_country_name` of events, which have no name of their own).
  const otherThing = (word: string) =>
    !LABEL_WORDS.includes(word) && !isCubeWord(entity, word) && word.length > 3 && isKnownWord(word);
  const named = ownNameDimensionOf(entity) ?? (label.nameWords.some(otherThing) ? undefined : nameDimensionOf(entity));
  const unnamed = named === undefined && label === labelDimensionOf(entity) && !isKeyColumn(label);
  if (!partName && !unnamed) return undefined;
  return state.index.cubeByName
    .get(cube)
    ?.dimensions.find((d) => isKeyColumn(d) && d.nameWords.slice(0, -1).every((word) => isCubeWord(entity, word)));
}

/**
 * "issues by repo": the repositories' label is a bare `name`, and the issues carry the repository's name as their own
 * column (`reponame`, `repo_name`): the measured rows' copy gives the same breakdown with no join.
 */
function nameCopyIn(
  state: ParseState,
  entity: IndexedCube,
  label: IndexedMember,
  cube: string,
): IndexedMember | undefined {
  if (!label.nameWords.every((word) => LABEL_WORDS.includes(word))) return undefined;
  // Run together, so that `reponame` (which no dictionary splits) reads as `repo_name` does.
  const ending = label.nameWords.join("");
  return state.index.cubeByName.get(cube)?.dimensions.find((d) => {
    const head = d.runTogetherName.slice(0, -ending.length);
    return d.type === label.type && d.runTogetherName.endsWith(ending) && head.length > 0 && isCubeWord(entity, head);
  });
}

/**
 * "commits per repo": the repositories' label is `repositoryId`, a column named for them that the commits carry
 * too; the measured rows' copy gives the same breakdown with no join (rule 10: the cube in use). A generic `name`
 * both cubes have is no such key.
 */
export function entityKeyIn(
  state: ParseState,
  entity: IndexedCube,
  label: IndexedMember,
  cube: string,
): IndexedMember | undefined {
  if (!label.nameWords.some((word) => isCubeWord(entity, word)))
    return keyForUnnamed(state, entity, label, cube) ?? nameCopyIn(state, entity, label, cube);
  const short = label.name.slice(label.cube.length);
  return (
    state.index.cubeByName
      .get(cube)
      ?.dimensions.find((d) => d.name.slice(d.cube.length) === short && d.type === label.type) ??
    // "observations per observer", the observers' first column being `observer_domain`: no name, so their key.
    keyForUnnamed(state, entity, label, cube)
  );
}
