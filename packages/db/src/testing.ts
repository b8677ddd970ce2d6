import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import pg from "pg";
import { applyMigrations, MIGRATIONS_DIR } from "./migrate.js";
import { ensureDatabase, quoteIdentifier } from "./admin.js";
import { resolveDatabase, type DatabaseOptions } from "./index.js";

/**
 * Test databases: one migrated template per migration set, and a fresh clone of it for every test file.
 * Cloning a template is a file copy inside PostgreSQL (tens of milliseconds), so each file starts from a clean,
 * fully migrated schema without re-running migrations, and files never see each other's rows.
 */
export interface TestServer {
  /** A connection string to the server's `postgres` database, from which test databases are made. */
  adminUrl: string;
  stop(): Promise<void>;
}

export async function startTestServer(options: DatabaseOptions): Promise<TestServer> {
  const database = await resolveDatabase(options);
  return { adminUrl: withDatabase(database.url, "postgres"), stop: () => database.close() };
}

/** The same server and credentials as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates (once per migration set) and returns the name of the migrated template database. */
export async function prepareTemplate(adminUrl: string): Promise<string> {
  const name = `quarry_template_${await migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Serialise template creation across concurrent test runs on the same server.
    await admin.query("SELECT pg_advisory_lock(4242)");
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(building)} WITH (FORCE)`);
      await ensureDatabase(adminUrl, building);
      await applyMigrations(withDatabase(adminUrl, building));
      // Renamed only when complete, so an interrupted run never leaves a half-migrated template behind.
      await admin.query(`ALTER DATABASE ${quoteIdentifier(building)} RENAME TO ${quoteIdentifier(name)}`);
    }
  } finally {
    await admin.query("SELECT pg_advisory_unlock(4242)").catch(() => {});
    await admin.end();
  }
  return name;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function cloneTemplate(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `quarry_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash("sha256");
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const name of names) {
    hash.update(name).update(await readFile(`${MIGRATIONS_DIR}/${name}/migration.sql`));
  }
  return hash.digest("hex").slice(0, 12);
}
