#!/usr/bin/env node
// Offline stand-in for `prisma migrate dev --create-only --name <name>`.
//
// Usage: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node scripts/create-migration.mjs <name>
//
// WHY this exists: the Prisma CLI's `migrate` commands download a native schema engine first, and
// the team's offline machines cannot reach Prisma's download host. The same
// engine is published on npm as wasm (@prisma/schema-engine-wasm) and can talk to Postgres through a
// driver adapter (@prisma/adapter-pg), so we drive it directly. Its JS API is internal to Prisma,
// hence the exact version pin in package.json.
//
// What it does: replays the committed migrations (prisma/migrations/<timestamp>_<name>/migration.sql)
// into throw-away databases, diffs the result against prisma/schema.prisma and, if there is a
// difference, writes prisma/migrations/<timestamp>_<name>/migration.sql (+ migration_lock.toml).
// DATABASE_URL only names the server (and a database to run CREATE/DROP DATABASE from). Unlike
// `migrate dev`, it never reads or changes that database; apply migrations with `migrate deploy`.
//
// WHY two scratch databases: the wasm engine's createMigration cannot open a shadow database itself.
// It only reuses the "schema of the migrations" that devDiagnostic computed (through our factory's
// shadow database), and devDiagnostic computes it for the migrations *applied to the main database*.
// So the main database must have every committed migration applied: we use a fresh scratch database
// as "main" (applyMigrations -> devDiagnostic -> createMigration), not the user's database.
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schemaPath = path.join(pkgDir, "prisma", "schema.prisma");
const migrationsDir = path.join(pkgDir, "prisma", "migrations");
const LOCKFILE = "migration_lock.toml";
const filters = { externalTables: [], externalEnums: [] };

// Throws instead of exiting so the scratch databases are still dropped (see the end of the file).
function fail(message) {
  throw new Error(message);
}

// ---------------------------------------------------------------------------------------------
// Connection settings. WHY not a connection string: adapter-pg builds the shadow pool as
// `{ ...config, database }`, and with `connectionString` in the config pg ignores `database`, so
// the "shadow" silently becomes the main database. Discrete fields avoid that.
function poolConfigFromUrl(raw) {
  if (!raw) fail("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/postgres)");
  const url = new URL(raw);
  if (!/^postgres(ql)?:$/.test(url.protocol)) fail(`DATABASE_URL must be a postgresql:// URL, got ${url.protocol}`);
  const ssl = url.searchParams.get("sslmode");
  return {
    host: url.hostname || "localhost",
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || "postgres"),
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.slice(1)) || "postgres",
    ssl: ssl && ssl !== "disable" ? { rejectUnauthorized: ssl === "verify-full" } : undefined,
    Client: CharAsTextClient, // see below
  };
}

// WHY: the engine's introspection reads Postgres `"char"` columns (OID 18, e.g. pg_constraint.contype),
// which adapter-pg rejects as an unsupported native type. Their text form is a plain string, so we
// relabel them as `text` (OID 25) before the adapter looks at the result's field types.
const relabelChar = (result) => {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const f of r?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25;
  }
  return result;
};
class CharAsTextClient extends pg.Client {
  query(config, values, callback) {
    if (typeof values === "function") [callback, values] = [values, undefined];
    if (typeof callback === "function") {
      return super.query(config, values, (err, res) => callback(err, err ? res : relabelChar(res)));
    }
    const ret = super.query(config, values);
    return ret && typeof ret.then === "function" ? ret.then(relabelChar) : ret;
  }
}

// WHY: adapter-pg's executeScript splits scripts on every ";" (breaking `DO $$ ... $$` blocks and
// string literals in hand-edited migrations). The native engine sends a migration as one simple
// query, so we do the same.
function wholeScriptExecution(adapter) {
  const pool = adapter.underlyingDriver();
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

// Scratch databases are created from, and dropped through, the DATABASE_URL database ("admin").
// WITH (FORCE) because the engine's pools may still hold connections (adapter-pg's own shadow drop
// lacks it and fails). Every name is remembered so a failed run still drops them on the way out.
const scratchDatabases = new Set();
let admin;
async function adminQuery(sql) {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
async function createScratch(prefix) {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  scratchDatabases.add(name);
  return name;
}
async function dropScratch(name) {
  if (scratchDatabases.delete(name)) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

// WHY our own shadow handling: adapter-pg's connectToShadowDb has the connection-string problem above
// and the non-FORCE drop. Ours creates a scratch database and drops it when the engine releases it.
class ScriptAdapterFactory extends PrismaPg {
  async connect() {
    return wholeScriptExecution(await super.connect());
  }
  async connectToShadowDb() {
    const name = await createScratch("prisma_migrate_shadow_db");
    const adapter = await new ScriptAdapterFactory({ ...this.config, database: name }, this.options).connect();
    const release = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await release();
      await dropScratch(name);
    };
    return adapter;
  }
}

// ---------------------------------------------------------------------------------------------
// The wasm engine. WHY not `import "@prisma/schema-engine-wasm"`: its entry point does
// `import * as wasm from "./schema_engine_bg.wasm"`, which Node 20 cannot import. We instantiate the
// .wasm ourselves with the JS glue module as its import namespace, the same way that entry would.
async function loadEngine() {
  const require = createRequire(import.meta.url);
  const wasmPath = path.join(
    path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
    "schema_engine_bg.wasm",
  );
  const { instance } = await WebAssembly.instantiate(await fs.readFile(wasmPath), { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  // The engine writes Rust panic messages into this global registry (Prisma's CLI defines it too).
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: "",
    get() {
      return this.message;
    },
    set_message(m) {
      this.message = `RuntimeError: ${m}`;
    },
  };
  return bg;
}

// Reads the migrations folder exactly like Prisma's CLI does (sorted directories, each with a
// migration.sql; a missing file is passed as an error result so the engine reports it).
async function readMigrations() {
  const lockContent = await fs.readFile(path.join(migrationsDir, LOCKFILE), "utf8").catch(() => null);
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = [];
  for (const dir of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const content = await fs.readFile(path.join(migrationsDir, dir.name, "migration.sql"), "utf8").then(
      (value) => ({ tag: "ok", value }),
      (e) => ({ tag: "error", value: e.message }),
    );
    migrationDirectories.push({ path: dir.name, migrationFile: { path: "migration.sql", content } });
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: LOCKFILE, content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

async function main() {
  const name = process.argv[2];
  if (!name || name.startsWith("-")) fail("usage: create-migration.mjs <name>");
  if (!/^[A-Za-z0-9_-]+$/.test(name)) fail(`migration name may only contain letters, digits, "_" and "-": ${name}`);

  admin = poolConfigFromUrl(process.env.DATABASE_URL);
  const schema = { files: [{ path: schemaPath, content: await fs.readFile(schemaPath, "utf8") }] };
  const { SchemaEngine } = await loadEngine();
  const log = (line) => {
    if (process.env.DEBUG) console.error(`[schema-engine] ${line}`);
  };
  const dev = await createScratch("prisma_migrate_dev_db");
  // onPoolError: idle connections die when we force-drop the scratch databases; that is expected.
  const factory = bindMigrationAwareSqlAdapterFactory(
    new ScriptAdapterFactory({ ...admin, database: dev }, { onPoolError: () => {} }),
  );
  const engine = await SchemaEngine.new({ datamodels: schema.files.map((f) => [f.path, f.content]) }, log, factory);

  const migrationsList = await readMigrations();
  // Fails here if a committed migration is broken, exactly as `migrate dev` would.
  const applied = await engine.applyMigrations({ migrationsList, filters });
  log(`replayed into ${dev}: ${applied.appliedMigrationNames.join(", ") || "(none)"}`);
  const diagnostic = await engine.devDiagnostic({ migrationsList, filters });
  if (diagnostic.action.tag === "reset") fail(`migration history problem:\n${diagnostic.action.reason}`);
  // draft: false -> the engine returns no script when the schema already matches the migrations
  // (with --create-only Prisma passes draft: true and would write an empty migration instead).
  const result = await engine.createMigration({ draft: false, migrationName: name, migrationsList, schema, filters });
  if (!result.generatedMigrationName || result.migrationScript == null) {
    console.log("No schema changes: prisma/schema.prisma matches prisma/migrations. Nothing written.");
    return;
  }

  const dir = path.join(migrationsDir, result.generatedMigrationName);
  await fs.mkdir(migrationsDir, { recursive: true });
  await fs.mkdir(dir).catch((e) => fail(e.code === "EEXIST" ? `${dir} already exists` : e.message));
  await fs.writeFile(path.join(dir, `migration.${result.extension}`), result.migrationScript);
  // Same lockfile text as Prisma's CLI writes.
  await fs.writeFile(
    path.join(migrationsDir, LOCKFILE),
    `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${result.connectorType}"\n`,
  );
  console.log(`Created ${path.relative(process.cwd(), dir)}/migration.${result.extension} (not applied).`);
}

// WHY process.exit: the engine leaves a ~10 s timer running after its work is done.
let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  const panic = globalThis.PRISMA_WASM_PANIC_REGISTRY?.get?.();
  console.error(`create-migration: ${error?.message ?? error}${panic ? `\n${panic}` : ""}`);
} finally {
  for (const name of [...scratchDatabases]) {
    await dropScratch(name).catch((e) => console.error(`could not drop scratch database ${name}: ${e.message}`));
  }
}
process.exit(exitCode);
