import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";

/**
 * Applies the committed migrations in `prisma/migrations`, exactly as `prisma migrate deploy` would, and records
 * them in Prisma's own `_prisma_migrations` table (same columns, same sha256 checksum). Prisma's CLI cannot run its
 * schema engine on these offline machines, so this small runner does the deploy step; a machine that does have
 * the CLI can still run `prisma migrate deploy` / `migrate status` against the same database.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL("../prisma/migrations", import.meta.url));

// The advisory lock key Prisma's migrate uses, so this runner and the CLI never migrate at the same time.
const PRISMA_MIGRATE_LOCK = 72707369;

export interface MigrationResult {
  applied: string[];
}

export async function applyMigrations(databaseUrl: string, migrationsDir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    // An unfinished record is an attempt whose process died (older runners recorded a migration before its
    // transaction). Its SQL ran in a transaction that never committed, so it is marked rolled back and retried.
    await client.query(
      `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE finished_at IS NULL AND rolled_back_at IS NULL`,
    );
    const recorded = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Set(recorded.rows.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await applyOne(client, migration);
      applied.push(migration.name);
    }
    return { applied };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => {});
    await client.end();
  }
}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(`${dir}/${name}/migration.sql`, "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * The record and the migration's SQL commit together or not at all: a process killed half-way leaves neither a
 * half-applied schema nor a record that would block every later start.
 */
async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE migration_name = $1 AND finished_at IS NULL`,
      [migration.name],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
  }
}
