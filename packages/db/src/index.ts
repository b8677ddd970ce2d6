import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.js";
import type { EmbeddedServer } from "./embedded/server.js";
import { applyMigrations } from "./migrate.js";

export { Prisma, PrismaClient } from "./generated/prisma/client.js";
export type {
  ApiKey,
  Folder,
  SavedQuery,
  SavedQueryRevision,
  ValidatedQuery,
  Catalogue,
  Connection,
} from "./generated/prisma/client.js";
export { applyMigrations, MIGRATIONS_DIR } from "./migrate.js";
export { ensureDatabase, quoteIdentifier } from "./admin.js";
export type { EmbeddedServer } from "./embedded/server.js";

export type Db = PrismaClient;

export interface DbOptions {
  /**
   * PostgreSQL cancels any statement of this client that runs longer (`statement_timeout`), so the work of a request
   * that timed out does not go on holding locks and a connection. 0 or absent: no bound.
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * A pool connection that cannot be opened within this is an error, not a wait: a database that is down or hung
 * fails requests quickly (503) instead of holding them until the client gives up.
 */
const CONNECT_TIMEOUT_MS = 1_500;

const pools = new WeakMap<Db, pg.Pool>();

export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const bound = options.statementTimeoutMs
    ? // The server cancels a slow statement; the client gives up a second later on one whose answer never comes
      // (a hung host, a cut network), so a stuck connection cannot hold a request forever.
      { statement_timeout: options.statementTimeoutMs, query_timeout: options.statementTimeoutMs + 1_000 }
    : {};
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...bound,
  });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * The node-postgres pool under a client made by `createDb`: the same connections, bounds and timeouts. For the few
 * hot reads whose JSON PostgreSQL builds itself, where Prisma's result mapping would cost most of the request's CPU.
 */
export function sqlPool(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("sqlPool: this client was not made by createDb");
  return pool;
}

export interface DatabaseOptions extends DbOptions {
  /** A PostgreSQL connection string (DATABASE_URL); without one, the embedded server. */
  databaseUrl?: string | undefined;
  /** The embedded server's port and, when chosen explicitly, its data folder. */
  embedded?: { port?: number | undefined; dataDir?: string | undefined };
  log?: (line: string) => void;
}

export interface ResolvedDatabase {
  url: string;
  /** The embedded server, when DATABASE_URL was not given. */
  embedded?: EmbeddedServer;
  /** Releases the embedded server if this process started it. */
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL, whose package is loaded only then. */
export async function resolveDatabase(options: DatabaseOptions): Promise<ResolvedDatabase> {
  if (options.databaseUrl) return { url: options.databaseUrl, close: async () => {} };
  const { startEmbeddedPostgres, DEFAULT_EMBEDDED_PORT, EMBEDDED_DATABASE } = await import("./embedded/server.js");
  const server = await startEmbeddedPostgres({
    port: options.embedded?.port ?? DEFAULT_EMBEDDED_PORT,
    dataDir: options.embedded?.dataDir,
    ...(options.log ? { log: options.log } : {}),
  });
  return { url: server.urlFor(EMBEDDED_DATABASE), embedded: server, close: () => server.stop() };
}

export interface OpenDatabase extends ResolvedDatabase {
  db: Db;
  /** Migrations this call applied. */
  applied: string[];
}

/**
 * Everything a process needs before it touches data: the server reached (an unreachable one fails here, at
 * boot, with a one-line `DatabaseUnreachableError`), pending migrations applied when asked, a client.
 */
export async function openDatabase(options: DatabaseOptions & { migrate: boolean }): Promise<OpenDatabase> {
  const database = await resolveDatabase(options);
  try {
    await checkReachable(database.url);
    const applied = options.migrate ? (await applyMigrations(database.url)).applied : [];
    const db = createDb(database.url, { statementTimeoutMs: options.statementTimeoutMs });
    return {
      ...database,
      db,
      applied,
      close: async () => {
        await db.$disconnect();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

async function checkReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const { hostname, port, pathname } = new URL(url);
    // Network failures are best named by their code (ECONNREFUSED, ENOTFOUND); PostgreSQL's own refusals
    // (wrong password, unknown database) by their message.
    const code = (error as { code?: unknown }).code;
    const reason =
      typeof code === "string" && /^E[A-Z]+$/.test(code) ? code : (error as Error).message || String(error);
    throw new DatabaseUnreachableError(`cannot reach PostgreSQL at ${hostname}:${port || 5432}${pathname} (${reason})`);
  } finally {
    await client.end().catch(() => {});
  }
}
