/**
 * The noun a cube is named after. Warehouse models put modelling words around the entity
 * (`web_sessions_fact`, `contacts_dim`, `stg_orders`); people say only the entity ("sessions", "contacts"),
 * so those words are set aside and the last remaining word is the head noun that names the entity.
 */
import { LABEL_WORDS } from "../text/lexicon.js";
import { singular, wordKeys } from "../text/words.js";

/** Words a key column's name has beside the noun it is the key of (`customer_id`, `key_event`). */
export const KEY_WORDS = new Set(["id", "key", "fk", "pk"]);

/** The words of members and cubes these rules look at. */
interface Named {
  nameWords: readonly string[];
  type: string;
}

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
  // Cube's own word, which models often put after the entity (`TasksCube`, `AlertsCube`).
  "cube",
  "raw",
  "src",
  "agg",
  "snapshot",
  "base",
  // Pipeline stages after the noun (`deposits_enhanced`, `orders_enriched`, `users_clean`, `events_fct_extended`).
  "enhanced",
  "extended",
  "enriched",
  "clean",
  "cleaned",
  "curated",
  "processed",
  "deduped",
  "final",
  // Tables of figures about an entity (`PostStats`, `subreddit_metrics`, `ItemSummary`): the entity is the word before.
  "stats",
  "statistics",
  "metrics",
  "summary",
  // ERP documents are stored as a header table and a lines table (`sales_invoice_header`): a header row is the
  // document itself.
  "header",
  // Tables of an entity's attributes (`ValidatorDetails`, `customer_info`, `item_master`): the entity is the word
  // before.
  "details",
  "detail",
  "info",
  "master",
]);

/** The cube's name or title words without modelling words ("web_sessions_fact" -> web, sessions). */
export function entityWords(words: readonly string[]): readonly string[] {
  const kept = words.filter((word) => !MODELLING_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/** Two name words in some common form ("branch" and "branches"). */
export function sameNameWord(a: string, b: string): boolean {
  return wordKeys(a, "catalogue").some((key) => wordKeys(b, "catalogue").includes(key));
}

/**
 * The words of a name after the cube's noun that opens it (`branchName` after `branches`, `channelId` after
 * `Channels`), or undefined when the noun does not open it or nothing follows.
 */
export function wordsAfterNoun(
  words: readonly string[],
  cube: { nameWords: readonly string[] },
): readonly string[] | undefined {
  const noun = entityWords(cube.nameWords);
  if (words.length <= noun.length || !noun.every((word, k) => sameNameWord(word, words[k]!))) return undefined;
  return words.slice(noun.length);
}

/**
 * The words of a cube's name that say what its rows are: those before "by" or "per", which give the grain the rows
 * are totalled at (`VaccinationByLga` holds vaccinations, one row per LGA; its rows are not LGAs).
 */
export function rowWords(words: readonly string[]): readonly string[] {
  const grain = words.findIndex((word) => word === "by" || word === "per");
  return grain > 0 ? words.slice(0, grain) : words;
}

/**
 * The word is the cube's own name word or its plural ("downloads" for `Downloads`, "recharges" for `recharge`): a
 * noun for the cube's rows, whatever verb it also spells.
 */
export function isOwnNameWord(
  cube: { nameWords: readonly string[]; titleWords: readonly string[] },
  word: string,
): boolean {
  const forms = [word, singular(word), ...(word.endsWith("s") ? [word.slice(0, -1)] : [])];
  return forms.some((form) => cube.nameWords.includes(form) || cube.titleWords.includes(form));
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
  counted = false,
): boolean {
  const lemma = keys[1];
  // Only a plural ("sessions"): a singular head noun is usually a modifier ("session id", "order value").
  if (!lemma || lemma === word || !word.endsWith("s")) return false;
  return [nameWords, titleWords].some((words) => {
    let kept = entityWords(words);
    // `CasesByLocation`: its last word is the grain ("locations" are not its rows), and "cases" alone is no more its
    // rows than another cube's `cases` measure is; but rows it counts (`events_by_artifact` with a count) are its
    // rows, one per event.
    if (rowWords(kept).length !== kept.length) {
      if (!counted) return false;
      kept = rowWords(kept);
    }
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
  if (owners.length === 1) return owners[0];
  // `event_types` beside `timeseries_events_by_artifact`: the rows, named before the grain, are that noun's.
  const counted = cubes.filter((other) => {
    const kept = entityWords(other.nameWords);
    const rows = rowWords(kept);
    return other !== cube && rows.length < kept.length && singular(rows.at(-1) ?? "") === head;
  });
  return owners.length === 0 && counted.length === 1 ? counted[0] : undefined;
}

/**
 * The plural noun that several of a cube's counts end in (`startEvents`, `stopEvents`): what its rows are, so
 * "device events" are the cube's rows and not one kind of them.
 */
export function rowNounOf(measures: readonly Named[]): string | undefined {
  const tally = new Map<string, number>();
  for (const measure of measures) {
    const last = measure.nameWords.at(-1);
    if (measure.type !== "count" || measure.nameWords.length < 2 || !last) continue;
    const lemma = wordKeys(last, "catalogue")[1];
    if (lemma === undefined || lemma === last) continue;
    tally.set(last, (tally.get(last) ?? 0) + 1);
  }
  const shared = [...tally].filter(([, count]) => count >= 2);
  return shared.length === 1 ? shared[0]![0] : undefined;
}

/**
 * `timeline` keyed by `key_event`, with `cat_event`, `tm_event` and `n_event`: the noun its key is named for, which
 * its other columns repeat, is what its rows are ("events by category" counts the timeline), unless another cube is
 * named by it (then the key refers to that cube's rows) or a column names it (`unit_name`).
 */
export function keyNounOf(cube: { words: readonly string[]; dimensions: readonly Named[] }): string | undefined {
  // The primary key comes first, as models declare it; a later `valueId` is the key of something the rows hold.
  const key = cube.dimensions[0];
  if (key?.nameWords.length !== 2) return undefined;
  const [first, second] = key.nameWords as [string, string];
  const noun = KEY_WORDS.has(first) ? second : KEY_WORDS.has(second) ? first : undefined;
  if (!noun || noun.length < 3 || KEY_WORDS.has(noun) || cube.words.includes(noun)) return undefined;
  const repeated = cube.dimensions.filter((other) => other !== key && other.nameWords.includes(noun));
  // `unitName` beside `unitId`: "the unit" already reads a column of the rows, the unit's name.
  const named = repeated.some((other) => other.nameWords.some((word) => LABEL_WORDS.includes(word)));
  return repeated.length >= 2 && !named ? noun : undefined;
}

/**
 * `Clips.count` described as "recordings": a count whose whole description is one plural noun says what the rows
 * it counts are called, so "recordings by gender" counts the clips.
 */
export function describedCountNoun(measures: readonly (Named & { description?: string })[]): string | undefined {
  const nouns = measures
    .filter((measure) => measure.type === "count")
    .map((measure) => measure.description?.trim().toLowerCase() ?? "")
    .filter((text) => /^[a-z]{3,}$/.test(text) && wordKeys(text, "catalogue")[1] !== undefined)
    .filter((text) => singular(text) !== text);
  return nouns.length === 1 ? nouns[0] : undefined;
}

/**
 * The cube whose rows another cube's rows belong to, by name: `Orders` for `OrderItems` and `OrderPayments`,
 * `invoices` for `invoice_lines`; the one cube whose entity words open the other's.
 */
export function ownerCubeOf<C extends { nameWords: readonly string[] }>(cubes: readonly C[], cube: C): C | undefined {
  const own = entityWords(cube.nameWords).map(singular);
  const owners = cubes.filter((other) => {
    const words = entityWords(other.nameWords).map(singular);
    return other !== cube && words.length < own.length && words.every((word, k) => own[k] === word);
  });
  return owners.length === 1 ? owners[0] : undefined;
}
