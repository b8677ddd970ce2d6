import type { Db } from "@quarry/db";
import type { Logger } from "../logger.js";
import type { CubeQueries } from "./cube-queries.js";

/** One advisory lock id for the whole fleet: of several API processes, one syncs per round. */
const SYNC_LOCK = 7_310_001;

/**
 * Syncs, every `intervalMs`, the catalogue of each client that has exactly one connection (with several, which
 * model is the catalogue is the client's call: `POST /connections/{id}/sync`). One API process at a time does a
 * round (a PostgreSQL advisory lock); a failing Cube is logged and tried again next round. Returns a stop function.
 */
export function scheduleCatalogueSync(db: Db, queries: CubeQueries, intervalMs: number, logger: Logger): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await syncRound(db, queries, logger);
    } catch (error) {
      logger.warn(`scheduled catalogue sync: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function syncRound(db: Db, queries: CubeQueries, logger: Logger): Promise<number> {
  return db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(${SYNC_LOCK}) AS locked`;
      if (!lock?.locked) return 0;
      const single = await tx.$queryRaw<{ client_id: string; id: string }[]>`
        SELECT client_id, min(id) AS id FROM connections GROUP BY client_id HAVING count(*) = 1`;
      for (const { client_id: clientId, id } of single) {
        try {
          const changes = await queries.syncCatalogue(clientId, id);
          const added = changes.added.members.length;
          const removed = changes.removed.members.length;
          if (added || removed)
            logger.info(`synced the catalogue of ${clientId} from ${id}: +${added} -${removed} members`);
        } catch (error) {
          logger.warn(`scheduled catalogue sync of ${clientId} (${id}): ${(error as Error).message}`);
        }
      }
      return single.length;
    },
    { timeout: 10 * 60_000, maxWait: 5_000 },
  );
}
