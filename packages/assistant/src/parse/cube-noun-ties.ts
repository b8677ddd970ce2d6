/**
 * Ties between a phrase's cube reading and a member reading ("tickets by team" with a `teams` cube and the tickets
 * cube's own team name column), decided by what the role asks for before the general ranking of `chooseCandidate`.
 */
import { type IndexedCube, type IndexedMember, isKeyColumn } from "../catalogue/index.js";
import { entityWords } from "../catalogue/entity-nouns.js";
import { ADDRESS_WORDS, AGGREGATION_WORDS, LABEL_WORDS } from "../text/lexicon.js";
import { isCurrencyWord } from "../text/words.js";
import type { Role, TieBreak } from "./resolve.js";
import { type Candidate, bestTies } from "./state.js";

/** The reading a grouping, ranking or ranked measure takes when a cube and a member tie for the phrase, if any. */
export function readingOfCubeNoun(
  pool: Candidate[],
  best: Candidate,
  role: Role,
  tie: TieBreak,
  singularNoun: boolean,
): Candidate | undefined {
  const date = dateNamedLikeACube(pool, best, tie);
  if (date) return date;
  if (role === "group" || role === "rankTarget")
    return denormalisedName(pool, best, tie) ?? entityOverItsKey(pool) ?? ownColumnNamedWholly(pool, best, tie);
  if (role === "rankMeasure") return measureNamedLikeItsCube(pool, best);
  // "monthly revenue" with a `Revenue` cube of bills and its `totalRevenue`: a noun in the singular counts no rows,
  // so it is the amount named like the cube; so is "sales" beside a `Sales` cube's `totalSalesUsd`, whose currency
  // says it is money, not a number of sales.
  const amount = role === "free" ? measureNamedLikeItsCube(pool, best) : undefined;
  if (!amount || !isAmountOfCube(amount.member!, best.cube!)) return undefined;
  return singularNoun || amount.member!.nameWords.some(isCurrencyWord) ? amount : undefined;
}

/**
 * `Revenue.totalRevenue`, `Inventory.inventory_sum`: an amount (no count) whose name is its cube's noun and
 * aggregation words only, the cube's headline figure.
 */
export function isAmountOfCube(member: IndexedMember, cube: IndexedCube): boolean {
  const own = member.nameWords.filter((word) => AGGREGATION_WORDS[word] === undefined && !isCurrencyWord(word));
  const noun = entityWords(cube.nameWords);
  return (
    member.kind === "measure" &&
    member.cube === cube.name &&
    !member.type.startsWith("count") &&
    own.length === noun.length &&
    own.every((word, k) => word === noun[k])
  );
}

/**
 * "monthly orders in 2024 based on data pedido" with a `DimDataPedido` calendar cube and the orders' own `dataPedido`:
 * in a question about time, a phrase that names a date of the cube in use as well as it names a cube is that date.
 */
function dateNamedLikeACube(pool: Candidate[], best: Candidate, tie: TieBreak): Candidate | undefined {
  if (!best.cube || tie.datedCubes.size === 0) return undefined;
  return pool.find(
    (c) =>
      c.score === best.score &&
      Math.abs(c.coverage - best.coverage) < 1e-9 &&
      c.member?.type === "time" &&
      tie.cubes.has(c.member.cube),
  );
}

/**
 * "tickets by team", "top 5 teams by replies" when the tickets cube has its own team name column, "balance by
 * currency" when the balances have their own `currency_code`: grouping or ranking by that column needs no join, so
 * it beats another cube named after the noun (rule 10: a member of a cube the answer already uses).
 */
function denormalisedName(pool: Candidate[], best: Candidate, tie: TieBreak): Candidate | undefined {
  if (!best.cube) return undefined;
  const own = pool.filter(
    (c) =>
      c.score === best.score &&
      c.member?.cube !== best.cube!.name &&
      c.member?.kind === "dimension" &&
      c.member.type === "string" &&
      tie.cubes.has(c.member.cube),
  );
  // Its name before its code ("by station" with `stationName` and `stationCode`), then an address that tells the
  // rows apart ("top 5 repositories" with `repository_url`).
  return (
    own.find((c) => c.member!.nameWords.some((word) => LABEL_WORDS.includes(word))) ??
    own.find((c) => c.member!.nameWords.includes("code")) ??
    own.find((c) => c.member!.nameWords.some((word) => ADDRESS_WORDS.includes(word)))
  );
}

/**
 * "co2e by working group" with a `working_group_id` key in the cube in use and a `Workinggroup` cube: the phrase fits
 * both equally, and a grouping by the entity is by its name, not by the keys that point at it.
 */
function entityOverItsKey(pool: Candidate[]): Candidate | undefined {
  const tied = bestTies(pool);
  const entity = tied.find((c) => c.cube && !c.member);
  const others = tied.filter((c) => c !== entity);
  return entity && others.length > 0 && others.every((c) => c.member && isKeyColumn(c.member)) ? entity : undefined;
}

/**
 * "top 10 enemies" with a `brawlerEnemies` cube and its own `enemy` column: the phrase names the column wholly, so
 * the grouping is by it, not by the label column the cube reading would take (`brawler`).
 */
function ownColumnNamedWholly(pool: Candidate[], best: Candidate, tie: TieBreak): Candidate | undefined {
  if (!best.cube || best.member) return undefined;
  const wholly = pool.filter((c) => c.score === best.score && c.coverage === 1 && c.member?.kind === "dimension");
  // Another cube's column of that name in a cube in use ("payment method" in the trips cube too) leaves it to that
  // cube; one elsewhere does not ("event" of `Events` beside `IntraEvents.event`, with events in use).
  if (wholly.some((c) => c.member!.cube !== best.cube!.name && tie.cubes.has(c.member!.cube))) return undefined;
  const own = wholly.filter((c) => c.member!.cube === best.cube!.name);
  const column = own.length === 1 && (wholly.length === 1 || tie.cubes.has(best.cube.name)) ? own[0]! : undefined;
  return column?.member!.type === "string" ? column : undefined;
}

/**
 * "the lowest sms balance" with an `SmsBalance` cube and its `smsBalance` measure: a ranking by words that name a
 * cube and, as well, a measure of that cube is by the measure, not by a count of the cube's rows.
 */
function measureNamedLikeItsCube(pool: Candidate[], best: Candidate): Candidate | undefined {
  if (!best.cube) return undefined;
  return pool.find(
    (c) =>
      c.score === best.score &&
      Math.abs(c.coverage - best.coverage) < 1e-9 &&
      c.member?.kind === "measure" &&
      c.member.cube === best.cube!.name,
  );
}
