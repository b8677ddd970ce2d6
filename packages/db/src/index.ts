import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.js";
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres.js";
import { applyMigrations } from "./migrate.js";

export { Prisma, PrismaClient } from "./generated/prisma/client.js";
export type { ApiKey, Folder, SavedQuery, ValidatedQuery, Catalogue } from "./generated/prisma/client.js";
export { applyMigrations, MIGRATIONS_DIR } from "./migrate.js";
export { startEmbeddedPostgres, ensureDatabase, quoteIdentifier } from "./embedded-postgres.js";

export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  /** Releases the embedded server if this process started it. */
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL, started on demand. */
export async function resolveDatabase(databaseUrl: string | undefined): Promise<ResolvedDatabase> {
  if (databaseUrl) return { url: databaseUrl, embedded: false, close: async () => {} };
  const server: EmbeddedServer = await startEmbeddedPostgres({ log: (line) => console.error(line) });
  return { url: server.urlFor(EMBEDDED_DATABASE), embedded: true, close: () => server.stop() };
}

export interface OpenDatabase extends ResolvedDatabase {
  db: Db;
  /** Migrations this call applied. */
  applied: string[];
}

/** Everything a process needs before it touches data: the server, pending migrations applied, a client. */
export async function openDatabase(options: { databaseUrl?: string; migrate: boolean }): Promise<OpenDatabase> {
  const database = await resolveDatabase(options.databaseUrl);
  const applied = options.migrate ? (await applyMigrations(database.url)).applied : [];
  const db = createDb(database.url);
  return {
    ...database,
    db,
    applied,
    close: async () => {
      await db.$disconnect();
      await database.close();
    },
  };
}
