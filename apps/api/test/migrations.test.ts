import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyMigrations, ensureDatabase, quoteIdentifier } from "@quarry/db";
import { withDatabase } from "@quarry/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/**
 * A process killed in the middle of a migration must not block every later start. The second migration
 * sleeps only for connections named `crash-me`, so the same files serve the crashed run and the retry. (The
 * server finishes the statement it was running before it notices the client is gone and rolls back; the retry
 * waits for that on the migration lock.)
 */
const DB_PACKAGE = fileURLToPath(new URL("../node_modules/@quarry/db/dist/index.js", import.meta.url));
const SLOW = "SELECT pg_sleep(CASE WHEN current_setting('application_name') = 'crash-me' THEN 4 ELSE 0 END);";

let migrationsDir: string;
let url: string;
let admin: pg.Client;
const created: string[] = [];

beforeAll(async () => {
  migrationsDir = await mkdtemp(path.join(tmpdir(), "quarry-migrations-"));
  const write = async (name: string, sql: string) => {
    await mkdir(path.join(migrationsDir, name));
    await writeFile(path.join(migrationsDir, name, "migration.sql"), sql);
  };
  await write("20260101000000_first", "CREATE TABLE first_table (id int);");
  await write("20260102000000_second", `CREATE TABLE second_table (id int);\n${SLOW}`);
  admin = new pg.Client({ connectionString: inject("testDatabaseAdminUrl") });
  await admin.connect();
});
afterAll(async () => {
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  await admin.end();
  await rm(migrationsDir, { recursive: true, force: true });
});

async function freshDatabase(): Promise<string> {
  const name = `quarry_migrate_${Math.random().toString(36).slice(2, 10)}`;
  await ensureDatabase(inject("testDatabaseAdminUrl"), name);
  created.push(name);
  url = withDatabase(inject("testDatabaseAdminUrl"), name);
  return name;
}

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("migrations", () => {
  it("a run killed in the middle of a migration leaves nothing that blocks the next one", async () => {
    const name = await freshDatabase();
    const crashing = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { applyMigrations } from ${JSON.stringify(DB_PACKAGE)}; await applyMigrations(process.argv[1], process.argv[2]);`,
        `${url}?application_name=crash-me`,
        migrationsDir,
      ],
      { stdio: "ignore" },
    );
    // Wait until the second migration is running, then kill the process as a crash would.
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              "SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%pg_sleep%' AND state = 'active'",
              [name],
            )
          ).rowCount,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    crashing.kill("SIGKILL");
    await new Promise((resolve) => crashing.once("exit", resolve));

    expect((await applyMigrations(url, migrationsDir)).applied).toEqual(["20260102000000_second"]);
    const records = await query<{ migration_name: string; finished: boolean }>(
      `SELECT migration_name, finished_at IS NOT NULL AS finished FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(records).toEqual([
      { migration_name: "20260101000000_first", finished: true },
      { migration_name: "20260102000000_second", finished: true },
    ]);
    expect(await query("SELECT * FROM second_table")).toEqual([]);
  });

  it("an unfinished record left by an older runner is retried, not a permanent block", async () => {
    await freshDatabase();
    await applyMigrations(url, migrationsDir);
    await query(`DELETE FROM "_prisma_migrations" WHERE migration_name = '20260102000000_second'`);
    await query("DROP TABLE second_table");
    await query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('stuck', 'x', '20260102000000_second')`,
    );

    expect((await applyMigrations(url, migrationsDir)).applied).toEqual(["20260102000000_second"]);
    const stuck = await query<{ rolled_back: boolean }>(
      `SELECT rolled_back_at IS NOT NULL AS rolled_back FROM "_prisma_migrations" WHERE id = 'stuck'`,
    );
    expect(stuck).toEqual([{ rolled_back: true }]);
    expect((await applyMigrations(url, migrationsDir)).applied).toEqual([]);
  });
});
