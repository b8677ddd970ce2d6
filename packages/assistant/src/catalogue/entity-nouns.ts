/**
 * The noun a cube is named after. Warehouse models put modelling words around the entity
 * (`web_sessions_fact`, `contacts_dim`, `stg_orders`); people say only the entity ("sessions", "contacts"),
 * so those words are set aside and the last remaining word is the head noun that names the entity.
 */
import { singular, wordKeys } from "../text/words.js";

/** Data-modelling words that say how a table is built, not what it holds. */
export const MODELLING_WORDS = new Set([
  "fact",
  "facts",
  "fct",
  "dim",
  "dims",
  "dimension",
  "stg",
  "staging",
  "tbl",
  "table",
  "vw",
  "view",
  "mart",
  "raw",
  "src",
  "agg",
  "snapshot",
  "base",
  // Pipeline stages after the noun (`deposits_enhanced`, `orders_enriched`, `users_clean`).
  "enhanced",
  "enriched",
  "clean",
  "cleaned",
  "curated",
  "processed",
  "deduped",
  "final",
  // Tables of figures about an entity (`PostStats`, `subreddit_metrics`): the entity is the word before.
  "stats",
  "statistics",
  "metrics",
]);

/** The cube's name or title words without modelling words ("web_sessions_fact" -> web, sessions). */
export function entityWords(words: readonly string[]): readonly string[] {
  const kept = words.filter((word) => !MODELLING_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/**
 * The words of a cube's name that say what its rows are: those before "by" or "per", which give the grain the rows
 * are totalled at (`VaccinationByLga` holds vaccinations, one row per LGA; its rows are not LGAs).
 */
export function rowWords(words: readonly string[]): readonly string[] {
  const grain = words.findIndex((word) => word === "by" || word === "per");
  return grain > 0 ? words.slice(0, grain) : words;
}

/** Words that say a row is one occurrence of what precedes them: an "alarm event" is an alarm. */
const OCCURRENCE_WORDS = new Set(["event", "events", "record", "records"]);

/**
 * A plural noun that is the head noun of the cube's name or title ("sessions" for `web_sessions_fact`,
 * "orders" for "Purchase Orders"): it names the entity as a whole, however its name qualifies it.
 */
export function namesEntityHead(
  nameWords: readonly string[],
  titleWords: readonly string[],
  word: string,
  keys: string[],
): boolean {
  const lemma = keys[1];
  // Only a plural ("sessions"): a singular head noun is usually a modifier ("session id", "order value").
  if (!lemma || lemma === word || !word.endsWith("s")) return false;
  return [nameWords, titleWords].some((words) => {
    const kept = entityWords(words);
    // `CasesByLocation`: its last word is the grain ("locations" are not its rows), and "cases" alone is no more its
    // rows than another cube's `cases` measure is.
    if (rowWords(kept).length !== kept.length) return false;
    const head = kept.at(-1);
    if (head === undefined) return false;
    // "alarms" for `AlarmEvent`: the occurrence word names the row, the word before it the thing counted.
    const heads = OCCURRENCE_WORDS.has(head) && kept.length > 1 ? [head, kept.at(-2)!] : [head];
    return heads.some((noun) => wordKeys(noun, "catalogue").includes(lemma));
  });
}

/** Last words of a cube that lists the kinds of another cube's rows (`DeviceType` for `Device`). */
const KIND_TABLE_WORDS = new Set(["type", "types", "kind", "kinds", "category", "categories", "class", "classes"]);

/**
 * The cube whose rows a kind cube's rows classify: `DeviceType` -> `Device`, `ticket_categories` -> `tickets`. A
 * value of the kind cube used as a noun ("smartwatches") names rows of that cube, not kinds.
 */
export function rowsOfKind<C extends { nameWords: readonly string[] }>(cubes: readonly C[], cube: C): C | undefined {
  const words = entityWords(cube.nameWords);
  if (words.length < 2 || !KIND_TABLE_WORDS.has(words.at(-1)!)) return undefined;
  const head = words.slice(0, -1).map(singular).join(" ");
  const owners = cubes.filter(
    (other) => other !== cube && entityWords(other.nameWords).map(singular).join(" ") === head,
  );
  return owners.length === 1 ? owners[0] : undefined;
}
