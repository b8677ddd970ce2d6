import { createEngineInSlices, type AssistantEngine } from "@quarry/assistant";
import type { Db } from "@quarry/db";
import { LRUCache } from "lru-cache";
import { silentLogger, type Logger } from "../logger.js";
import type { Cube } from "@quarry/contract";
import { containsAll, getCatalogue, upsertCubes } from "./catalogue.js";
import { selectRows } from "./json-reads.js";
import { listValidatedQueries } from "./validated-queries.js";

interface CachedEngine {
  catalogueVersion: number;
  validatedStamp: number;
  engine: AssistantEngine;
  /** The cubes the engine was built from: cubes sent again with a question are compared with them, not re-read. */
  cubes: Cube[];
}

export interface AssistantEnginesOptions {
  /** Bound on the engines kept in memory, by their approximate size (least recently used go first). */
  maxBytes?: number;
  /** Where faults inside the engine are reported; the asker gets an honest refusal. */
  logger?: Logger;
  /** How an engine is built; tests wrap it to count builds. */
  buildEngine?: typeof createEngineInSlices;
}

export const DEFAULT_ENGINE_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Engines are built once per client from its catalogue and validated queries, then reused across requests
 * until either changes. Both stamps are read from the database on every request, in one statement, so several
 * API processes stay consistent without a shared cache.
 * - A changed catalogue means a new index. It is built once however many requests wait for it, in slices
 *   that let other clients' requests run meanwhile.
 * - A new or withdrawn validation only replaces the validated queries over the same index.
 */
export class AssistantEngines {
  private readonly cache: LRUCache<string, CachedEngine>;
  /** Builds under way, by client and catalogue version: concurrent requests share one. */
  private readonly building = new Map<string, Promise<CachedEngine>>();
  private readonly logger: Logger;
  private readonly buildEngine: typeof createEngineInSlices;

  constructor({
    maxBytes = DEFAULT_ENGINE_CACHE_BYTES,
    logger = silentLogger,
    buildEngine = createEngineInSlices,
  }: AssistantEnginesOptions = {}) {
    this.buildEngine = buildEngine;
    this.cache = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.engine.approximateBytes),
    });
    this.logger = logger;
  }

  /**
   * The client's engine. `sentCubes` (cubes sent with a question) are merged into the stored catalogue first,
   * unless the cached engine was built from a catalogue that already has them, which is the usual case and
   * costs no read of the stored cubes.
   */
  async forClient(db: Db, clientId: string, sentCubes: Cube[] = []): Promise<AssistantEngine> {
    const readStamps = () => assistantStamps(db, clientId);
    let [catalogueVersion, validatedStamp] = await readStamps();
    let entry = this.cache.get(clientId);
    const known = entry?.catalogueVersion === catalogueVersion && containsAll(entry.cubes, sentCubes);
    if (sentCubes.length > 0 && !known && (await upsertCubes(db, clientId, sentCubes)))
      [catalogueVersion, validatedStamp] = await readStamps();
    if (entry?.catalogueVersion !== catalogueVersion)
      entry = await this.build(db, clientId, catalogueVersion, validatedStamp);
    if (entry.validatedStamp === validatedStamp) return entry.engine;
    const validated = await listValidatedQueries(db, clientId);
    const updated = { ...entry, catalogueVersion, validatedStamp, engine: entry.engine.withValidated(validated) };
    // Only the newest catalogue's engine goes back in the cache (another request may have stored a newer one).
    if (this.cache.get(clientId)?.catalogueVersion === catalogueVersion) this.cache.set(clientId, updated);
    return updated.engine;
  }

  /**
   * `work` done with the client's current engine. When the cached engine already has the sent cubes (the usual
   * case), the work runs while the stamps are read, so the database round trip overlaps the engine's own time; in
   * the rare case the stamps show that engine stale, the work is done again on the current one. `work` must have
   * no effects beyond its result.
   */
  async withEngine<T>(db: Db, clientId: string, sentCubes: Cube[], work: (engine: AssistantEngine) => T): Promise<T> {
    const cached = this.cache.get(clientId);
    if (!cached || !containsAll(cached.cubes, sentCubes)) return work(await this.forClient(db, clientId, sentCubes));
    const current = this.forClient(db, clientId, sentCubes);
    // Promise callbacks run before setImmediate's: by then the stamps query has been written to the connection.
    await new Promise((sent) => setImmediate(sent));
    const early = work(cached.engine);
    const engine = await current;
    return engine === cached.engine ? early : work(engine);
  }

  private build(db: Db, clientId: string, catalogueVersion: number, validatedStamp: number): Promise<CachedEngine> {
    const key = `${clientId}\u0000${catalogueVersion}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = (async () => {
      // Read after their stamp, the validated queries are at least that new; every request checks the stamp again.
      const [catalogue, validated] = await Promise.all([
        getCatalogue(db, clientId),
        listValidatedQueries(db, clientId),
      ]);
      const engine = await this.buildEngine(catalogue, validated, {
        onError: (error, question) =>
          this.logger.error({ err: error, clientId, question: question.slice(0, 200) }, "assistant engine failure"),
      });
      const entry = { catalogueVersion, validatedStamp, engine, cubes: catalogue.cubes };
      this.cache.set(clientId, entry);
      return entry;
    })().finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }
}

/**
 * The catalogue's version and the count of changes to the validated queries (kept by a trigger), both forever
 * increasing: one round trip tells whether a cached engine is current (`withEngine` works meanwhile).
 */
async function assistantStamps(db: Db, clientId: string): Promise<[catalogueVersion: number, validatedStamp: number]> {
  // Through node-postgres as a prepared statement (`json-reads.ts`): asked on every question, it is worth skipping
  // Prisma's raw-query handling.
  const [row] = await selectRows<{ catalogue: number; validated: number }>(
    db,
    `SELECT COALESCE((SELECT version FROM catalogues WHERE client_id = $1), 0)::int AS catalogue,
            COALESCE((SELECT changes FROM validated_query_counters WHERE client_id = $1), 0)::int AS validated`,
    [clientId],
  );
  return [row?.catalogue ?? 0, row?.validated ?? 0];
}
