/**
 * Readings revised once every phrase has one: what a phrase means can depend on the rest of the question ("list
 * firms with their email" makes "firms" the entity; a negated state is its boolean set to false). Label words said of
 * an entity ("names of players") are revised in `entity-names.ts`.
 */
import { CODE_WORDS } from "../text/lexicon.js";
import { singular, wordKeys } from "../text/words.js";
import type { ResolvedMention } from "./analyze.js";
import { LIST_SEPARATORS, listedTogether } from "./listing.js";
import { type Role, readingKey } from "./resolve.js";
import { type IndexedCube, type IndexedMember, isKeyColumn, isNameOrKeyColumn } from "../catalogue/index.js";
import { type Candidate, type Mention, type ParseState, bestTies, textAt } from "./state.js";
import { isNegated } from "./stated-words.js";
import { entityKeyIn } from "./entity-keys.js";
import { keyColumnOverSharedTitle, measuredCopyOf } from "./measured-columns.js";

/**
 * "p75 total time": a statistic typed in its letter-digit short form is taken of the quantity named right after
 * it, so that phrase (a measure of the same cube) says what the statistic measures and is no second measure.
 */
export function withoutStatisticSubjects(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  return resolved.filter((item, k) => {
    const statistic = resolved[k - 1];
    const short = statistic && /^[a-z]\d{1,3}$/.test(state.tokens[statistic.mention.start]?.text ?? "");
    return !(
      short &&
      statistic.mention.end === item.mention.start &&
      statistic.member?.kind === "measure" &&
      item.member?.kind === "measure" &&
      item.member.cube === statistic.member.cube &&
      item.role === "free"
    );
  });
}

/**
 * "how many sessions use the Night Mapping theme": a word that shares only a lemma with part of a measure's title
 * ("use" of "Most used Actions") is no second measure beside one the question names outright in another cube.
 */
export function withoutLemmaMeasures(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  const outright = resolved.filter(
    (item) => item.member?.kind === "measure" && (item.mention.chosen?.coverage ?? 0) >= 1,
  );
  return resolved.filter((item) => {
    const { member, mention } = item;
    const word = textAt(state, mention.start);
    const chosen = mention.chosen;
    if (!member || member.kind !== "measure" || item.role !== "free" || !chosen || chosen.via !== "label") return true;
    if (
      mention.end - mention.start !== 1 ||
      chosen.coverage >= 1 ||
      member.exactWords.has(word) ||
      member.exactWords.has(singular(word))
    )
      return true;
    return !outright.some((other) => other.member!.cube !== member.cube);
  });
}

/**
 * "the full name, star count and license of repos": a phrase listed among columns is a column too, when a number
 * column reads it as well as a measure does (`starCount` rather than `avgStarCount`), or a column of the listed
 * columns' cube does.
 */
export function columnsInLists(state: ParseState, resolved: ResolvedMention[]): void {
  const ordered = [...resolved].sort((a, b) => a.mention.start - b.mention.start);
  for (const [k, item] of ordered.entries()) {
    if (item.role === "free" && item.entity && !item.member) {
      entityListedAmongColumns(state, item, [ordered[k - 1], ordered[k + 1]]);
      continue;
    }
    if (item.role !== "free" || item.member?.kind !== "measure") continue;
    const listedWith = [ordered[k - 1], ordered[k + 1]].filter(
      (other) =>
        other?.member?.kind === "dimension" &&
        other.member.type !== "time" &&
        listedTogether(state, other.mention, item.mention, LIST_SEPARATORS),
    );
    const top = item.mention.candidates[0]!.score;
    // "the account number and currency of frozen accounts": else a column of the cube the listed columns are of
    // that the words read as strongly (`currency_code`), not a count of a reference cube's currencies.
    const column =
      bestTies(item.mention.candidates).find((c) => c.member?.kind === "dimension" && c.member.type === "number") ??
      item.mention.candidates.find(
        (c) =>
          c.score === top &&
          c.member?.kind === "dimension" &&
          c.member.type !== "time" &&
          listedWith.some((other) => other!.member!.cube === c.member!.cube),
      );
    if (column && listedWith.length > 0) {
      const measure = item.member;
      item.member = column.member;
      item.mention.chosen = column;
      // "field names and yields sorted by yield": a sort that read the listed words as the measure follows them.
      for (const sort of ordered.slice(k + 1)) {
        const same = sort.mention.candidates.find((c) => c.member === column.member);
        if (sort.role !== "sort" || sort.member !== measure || !same) continue;
        sort.member = column.member;
        sort.mention.chosen = same;
      }
    }
  }
}

/**
 * "the location, state and developer of solar projects" with a `States` cube and the projects' own `state` column: a
 * word listed among one cube's columns that reads that cube's column as well as it names another cube is the
 * column (rule 10: a member of a cube the answer already uses), not a count of the other cube's rows.
 */
function entityListedAmongColumns(
  state: ParseState,
  item: ResolvedMention,
  neighbours: (ResolvedMention | undefined)[],
): void {
  for (const other of neighbours) {
    const cube = other?.member?.kind === "dimension" ? other.member.cube : undefined;
    if (!other || !cube || cube === item.entity!.name) continue;
    if (!listedTogether(state, other.mention, item.mention, LIST_SEPARATORS)) continue;
    const column = bestTies(item.mention.candidates).find(
      (c) => c.member?.kind === "dimension" && c.member.cube === cube && !isKeyColumn(c.member),
    );
    if (!column) continue;
    item.member = column.member;
    item.entity = undefined;
    item.mention.chosen = column;
    return;
  }
}

/**
 * "average age of dooders", "positions of dooders": a noun after a column and "of" that spells that column's own
 * cube names whose column it is, even where it also reads, as fully or more, a member of another cube (a
 * `SimulationResults.DooderCount`, whose "count" goes without saying). It is the cube, not a second measure.
 */
export function ownersAfterOf(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    if (item.role !== "free" || item.entity || !item.member) continue;
    let of = item.mention.start - 1;
    while (textAt(state, of) === "the") of--;
    const owner = textAt(state, of) === "of" ? resolved.find((other) => other.mention.end === of) : undefined;
    const best = item.mention.candidates[0];
    const cube = item.mention.candidates.find(
      (c) => c.cube && !c.member && c.score === best?.score && c.cube.name === owner?.member?.cube,
    )?.cube;
    if (!cube || item.member.cube === cube.name) continue;
    item.entity = cube;
    item.member = undefined;
  }
}

/**
 * "list firms with their email and web address": the plural before "with their" is the entity whose columns are
 * listed, when a cube reads it as well as another cube's column (`LegalCase.firm`) does and the listed columns are
 * that cube's.
 */
export function ownersOfListedColumns(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    const end = item.mention.end;
    if (item.role !== "free" || item.entity || textAt(state, end) !== "with" || textAt(state, end + 1) !== "their")
      continue;
    const cube = cubeReading(item.mention);
    const columnsOfCube = resolved.some((other) => other.mention.start > end && other.member?.cube === cube?.name);
    // "the payment methods with their descriptions" names the cube's own column: it stays listed.
    if (!cube || !columnsOfCube || item.member?.cube === cube.name) continue;
    item.entity = cube;
    item.member = undefined;
  }
}

/**
 * "apps that are not free": a negated state is the boolean column set to false, not a count of the opposite
 * rows (`freeCount`) with the "not" lost.
 */
export function negatedStates(state: ParseState, resolved: ResolvedMention[]): void {
  for (const item of resolved) {
    if (item.role !== "free" || item.member?.type === "boolean" || !isNegated(state, item.mention.start)) continue;
    const boolean = bestTies(item.mention.candidates).find((c) => c.member?.type === "boolean");
    if (boolean) {
      item.member = boolean.member;
      item.mention.chosen = boolean;
    }
  }
}

/**
 * "avg games per publisher" for `avgGamesPerPublisher`: a grouping whose words finish the name (or title) of the
 * measure just before it is part of that name, not a breakdown. When that phrase read equally well as several
 * measures (`object_view_users`, `object_view_per_user`), the words after it choose the one they finish.
 */
export function withoutNameParts(state: ParseState, resolved: ResolvedMention[]): ResolvedMention[] {
  return resolved.filter((item) => {
    // A grouping, or any phrase right after "per" ("the highest average fare per trip").
    if (item.role !== "group" && state.tokens[item.mention.start - 1]?.text !== "per") return true;
    const before = resolved.find(
      (other) => other.mention.end === item.mention.start - 1 && other.member?.kind === "measure",
    );
    if (!before?.member) return true;
    const words = state.tokens.slice(item.mention.start - 1, item.mention.end).map((token) => token.text);
    // The name or the title ("Average Fare per Trip" for `avgFareAmount`).
    const finishes = (label: readonly string[]) => {
      const rest = label.slice(label.length - words.length);
      return (
        words.length === rest.length &&
        words.every((word, k) =>
          wordKeys(word, "question").some((key) => wordKeys(rest[k]!, "catalogue").includes(key)),
        )
      );
    };
    const finishesName = (member: IndexedMember | undefined) =>
      member?.kind === "measure" && (finishes(member.nameWords) || finishes(member.titleWords));
    if (finishesName(before.member)) return false;
    const finished = bestTies(before.mention.candidates).find((candidate) => finishesName(candidate.member));
    if (!finished) return true;
    before.member = finished.member;
    before.mention.chosen = finished;
    return false;
  });
}

/**
 * "show the campaign name, type and engine for every campaign": after columns of one cube, "every"/"each" and that
 * cube's head noun name its rows, one per row, not a grouping by another cube's column of the same word.
 */
export function rowsOfListedColumns(state: ParseState, resolved: ResolvedMention[]): void {
  const listed = resolved.filter((item) => item.role === "free");
  const cubes = new Set(listed.map((item) => (item.member?.kind === "dimension" ? item.member.cube : "")));
  const [cubeName] = cubes;
  const cube = cubes.size === 1 && cubeName ? state.index.cubeByName.get(cubeName) : undefined;
  const head = cube?.nameWords.at(-1);
  if (!cube || !head) return;
  for (const item of resolved) {
    const { mention } = item;
    if (item.role !== "group" || mention.end - mention.start !== 1 || mention.start < listed[0]!.mention.end) continue;
    if (!["every", "each"].includes(textAt(state, mention.start - 1))) continue;
    if (!wordKeys(textAt(state, mention.start), "question").includes(head)) continue;
    item.entity = cube;
    item.member = undefined;
  }
}

/**
 * "sender first names, last names and phone numbers": a modifier that opens a list of columns is shared by the
 * items after it, so each reads the column of the same cube that has the modifier too (`senderlastname`) rather
 * than another cube's plain one (`lastname`).
 */
export function sharedListModifiers(state: ParseState, resolved: ResolvedMention[]): void {
  const ordered = [...resolved].sort((a, b) => a.mention.start - b.mention.start);
  for (const [k, first] of ordered.entries()) {
    const member = first.member;
    if (first.role !== "free" || member?.kind !== "dimension" || first.mention.end - first.mention.start < 2) continue;
    const modifier = wordKeys(textAt(state, first.mention.start), "question");
    if (!member.nameWords.some((word) => modifier.includes(word))) continue;
    const cube = state.index.cubeByName.get(member.cube);
    let previous = first;
    for (const item of ordered.slice(k + 1)) {
      // A comma is no token: it marks the word before it ("first names, last names").
      const afterComma = item.mention.start === previous.mention.end && state.tokens[previous.mention.end - 1]!.pause;
      const listed = afterComma || listedTogether(state, previous.mention, item.mention, LIST_SEPARATORS);
      if (item.role !== "free" || !listed) break;
      previous = item;
      if (item.member?.cube === member.cube) continue;
      const words = state.tokens.slice(item.mention.start, item.mention.end).map((token) => token.text);
      const sharing = cube?.dimensions.filter(
        (column) =>
          column.nameWords.some((word) => modifier.includes(word)) &&
          words.every((word) => wordKeys(word, "question").some((key) => column.labelKeys.has(key))),
      );
      if (sharing?.length === 1) item.member = sharing[0];
    }
  }
}

const QUALIFYING_PREPOSITIONS = new Set(["in", "for", "from", "of", "at", "on", "within", "among"]);

/** A preposition before the phrase, past the values that describe it ("in private repositories"). */
export function afterPreposition(state: ParseState, start: number): boolean {
  let before = start - 1;
  while (state.used[before] === "value") before--;
  return QUALIFYING_PREPOSITIONS.has(textAt(state, before));
}

/** The cube among a phrase's best readings, when a cube reads it as well as any member does. */
export function cubeReading(mention: Mention): IndexedCube | undefined {
  return bestTies(mention.candidates).find((c) => c.cube && !c.member)?.cube;
}

/**
 * "stocks with a price of at least 100 by offer subcategory" with an untitled `offerSubcategoryId` in the stocks
 * cube and one titled "Subcategory" in the bookings cube: when every word of a grouping reads a column of the one
 * cube the question measures or counts as strongly as it reads another cube's, the grouping is that cube's own
 * column. It breaks down the measured rows with no join; the fuller title of the other is no evidence about them.
 */
export function groupingsInMeasuredCube(state: ParseState, resolved: ResolvedMention[]): void {
  const breaksDown = (role: Role) => role === "group" || role === "rankTarget";
  const kept = resolved.filter((item) => !breaksDown(item.role));
  const measures = kept.flatMap((item) => (item.member?.kind === "measure" ? [item.member.cube] : []));
  // "open issues per repo in private repositories": the entity after a preposition qualifies the rows counted.
  const entities = kept.filter((item) => item.member?.kind !== "measure" && item.entity);
  const subjects = entities.filter((item) => !afterPreposition(state, item.mention.start));
  const counted = (subjects.length > 0 || measures.length > 0 ? subjects : entities).map((item) => item.entity!.name);
  const measured = new Set([...measures, ...counted]);
  const [cube] = measured;
  if (measured.size !== 1) return;
  for (const item of resolved) {
    const chosen = item.mention.chosen;
    if (!breaksDown(item.role) || !chosen || item.member?.kind !== "dimension" || item.member.cube === cube) continue;
    const copy = item.entity && entityKeyIn(state, item.entity, item.member, cube!);
    if (copy) {
      item.member = copy;
      item.entity = undefined;
      continue;
    }
    // "stock on hand by warehouse", the stock rows having a column titled exactly "Warehouse": that column, not the
    // label picked for the warehouses cube (rule 10: an exact title in the cube in use).
    const exact = item.entity && !chosen.member ? exactColumnIn(item.mention, chosen, cube!) : undefined;
    if (exact) {
      item.member = exact.member;
      item.entity = undefined;
      item.mention.chosen = exact;
      continue;
    }
    const keyed = keyColumnOverSharedTitle(state, item.mention, cube!) ?? measuredCopyOf(state, item, cube!);
    if (keyed) {
      item.member = keyed.member;
      item.mention.chosen = keyed;
      continue;
    }
    // "bottom 3 raised currency codes by fund raised amount", "top 5 countries by number of events": a ranked column
    // is the measured cube's own, as a grouping's is.
    // "deaths by district" names the districts cube itself: its own column, not the key pointing at it.
    const other = state.index.cubeByName.get(item.member.cube);
    const words = state.tokens.slice(item.mention.start, item.mention.end);
    if (words.some((token) => wordKeys(token.text, "question").some((key) => other?.keys.has(key)))) continue;
    const type = item.member.type;
    const owns = item.mention.candidates.filter(
      (c) =>
        c.score === chosen.score &&
        c.member?.kind === "dimension" &&
        c.member.cube === cube &&
        (c.member.type === type || (groupsLikeText(c.member.type) && groupsLikeText(type))),
    );
    // "per status" with `status_id` and `status_name`: a breakdown is by the names, not the keys; "by country" with
    // `country_code` and `country_name` by the names, not the codes.
    const coded = (c: Candidate) => c.member!.labelWords.some((word) => CODE_WORDS.includes(word));
    const own = owns.find((c) => !coded(c)) ?? owns.find((c) => !isKeyColumn(c.member!)) ?? owns[0];
    if (!own) continue;
    item.member = own.member;
    item.mention.chosen = own;
  }
}

/** `sales1UserId` typed as a number in one cube and as a string in another: both group alike. */
const groupsLikeText = (type: string) => type === "string" || type === "number";

/**
 * A column of `cube` that the phrase names as strongly as the entity reading `chosen`, and in full: a name or a key,
 * not a flag (`isOrganization` is no breakdown by organization).
 */
function exactColumnIn(mention: Mention, chosen: Candidate, cube: string): Candidate | undefined {
  return mention.candidates.find(
    (c) =>
      c.member?.kind === "dimension" &&
      isNameOrKeyColumn(c.member) &&
      c.member.cube === cube &&
      c.via === "label" &&
      c.score === chosen.score &&
      c.coverage === 1,
  );
}

/**
 * "servers with fewer than 1000 DAU, ordered by server": a sort that says the words of a column the question already
 * reads (the servers grouped) sorts by that column, as it was finally read, not by another reading of the words.
 */
export function sortsByReadColumns(resolved: ResolvedMention[]): void {
  for (const sort of resolved) {
    if (sort.role !== "sort") continue;
    const read = resolved.find(
      (other) =>
        other !== sort &&
        other.role !== "sort" &&
        other.member?.kind === "dimension" &&
        readingKey(other.mention) === readingKey(sort.mention),
    );
    const same = read && sort.mention.candidates.find((c) => c.member === read.member);
    if (!same || sort.member === read.member) continue;
    sort.member = read.member;
    sort.mention.chosen = same;
  }
}
