import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDatabase } from "../admin.js";
import { binariesFor, canRun, locateBinaries, serverAccount, type Binaries, type RunAs } from "./binaries.js";

/**
 * The zero-setup database: a real PostgreSQL whose data lives in `<repo>/.data/postgres`, so it survives
 * restarts. Used whenever DATABASE_URL is not set. Several processes may want it at once (the API,
 * `pnpm api-key`, a test run): the first one starts the server and owns it; the others find the port answering
 * and connect. It listens on 127.0.0.1 only: a development database, not a production one.
 */
export const DEFAULT_EMBEDDED_PORT = 54329;
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../../.data/postgres", import.meta.url));
export const EMBEDDED_DATABASE = "quarry";
const USER = "postgres";
const PASSWORD = "quarry";
/** Root-owned home for what the `postgres` user must reach when the project sits where it cannot. */
const SHARED_ROOT = "/var/lib/quarry";

export interface EmbeddedOptions {
  port: number;
  /** Explicitly chosen data folder (QUARRY_DATA_DIR); the default is `<repo>/.data/postgres`. */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface EmbeddedServer {
  /** Connection string for `database` on the embedded server. */
  urlFor(database: string): string;
  /** True when this process started the server, and so will stop it. */
  readonly owned: boolean;
  /** Called once if the server this process started exits without being asked to. */
  onUnexpectedExit(listener: (reason: string) => void): void;
  /** Stops the server if this process started it; a no-op when another process owns it. */
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { port } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const urlFor = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

  if (await portAnswers(port)) return attach(urlFor, port);

  const account = serverAccount();
  const binaries = await binariesFor(account, await locateBinaries(), SHARED_ROOT);
  const dataDir = await prepareDataDir(options.dataDir, account, log);
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await initialise(binaries, dataDir, account);

  let child: ChildProcess;
  try {
    child = await launch(binaries, dataDir, port, account);
  } catch (error) {
    // Another process may have won the race to start it between our check and our start.
    if (await waitForPort(port, 10_000)) return attach(urlFor, port);
    throw error;
  }
  const server = ownServer(child, urlFor);
  try {
    await ensureDatabase(urlFor("postgres"), EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function attach(urlFor: (database: string) => string, port: number): Promise<EmbeddedServer> {
  try {
    await ensureDatabase(urlFor("postgres"), EMBEDDED_DATABASE);
  } catch (error) {
    throw new Error(
      `QUARRY_EMBEDDED_PG_PORT: port ${port} answers, but not as Quarry's embedded PostgreSQL (${(error as Error).message})`,
      { cause: error },
    );
  }
  return { urlFor, owned: false, onUnexpectedExit: () => {}, stop: async () => {} };
}

function ownServer(child: ChildProcess, urlFor: (database: string) => string): EmbeddedServer {
  let stopping = false;
  const listeners: ((reason: string) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code, signal) => {
    if (stopping) return;
    const reason = `the embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`})`;
    for (const listener of listeners) listener(reason);
  });
  return {
    urlFor,
    owned: true,
    onUnexpectedExit: (listener) => listeners.push(listener),
    stop: async () => {
      if (stopping) return exited;
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT is PostgreSQL's "fast shutdown": open sessions are ended, data is flushed.
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The data folder, made ready for the account that runs the server. As root, that account is `postgres`, which
 * cannot enter a project under `/root`: the default folder then moves to a root-owned place it can reach (said
 * once in the log); an explicitly chosen one is an error naming the variable.
 */
async function prepareDataDir(
  explicit: string | undefined,
  account: RunAs | undefined,
  log: (line: string) => void,
): Promise<string> {
  const wanted = explicit ?? DEFAULT_DATA_DIR;
  if (await usableDataDir(wanted, account)) return wanted;
  if (explicit) {
    throw new Error(`QUARRY_DATA_DIR: ${explicit} is not reachable by the postgres user that runs the embedded server`);
  }
  const digest = createHash("sha256").update(wanted).digest("hex").slice(0, 12);
  const moved = path.join(SHARED_ROOT, `data-${digest}`);
  if (!(await usableDataDir(moved, account))) throw new Error(`The embedded PostgreSQL cannot use ${moved}`);
  log(`The postgres user cannot reach ${wanted}; the embedded PostgreSQL keeps its data in ${moved}`);
  return moved;
}

async function usableDataDir(dir: string, account: RunAs | undefined): Promise<boolean> {
  await mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!account) return true;
  await chown(dir, account.uid, account.gid);
  return canRun(account, "test", ["-w", dir, "-a", "-x", dir]);
}

/**
 * initdb reads the superuser's password from a file. It is written in a fresh private folder (0700, only its
 * owner may enter) and removed right after, so no readable password file is ever left in the temp folder.
 */
async function initialise(binaries: Binaries, dataDir: string, account: RunAs | undefined): Promise<void> {
  const secretDir = await mkdtemp(path.join(tmpdir(), "quarry-initdb-"));
  try {
    const passwordFile = path.join(secretDir, "password");
    await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (account) {
      await chown(secretDir, account.uid, account.gid);
      await chown(passwordFile, account.uid, account.gid);
    }
    const args = [
      "-D",
      dataDir,
      "-U",
      USER,
      "--auth=scram-sha-256",
      `--pwfile=${passwordFile}`,
      "-E",
      "UTF8",
      "--no-locale",
    ];
    await runToCompletion(binaries.initdb, args, account);
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
}

function runToCompletion(command: string, args: string[], account: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...account, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * Starts the server in its own process group, so a Ctrl-C in the terminal reaches only the Node process, which
 * drains its requests before it stops the database. Resolves once PostgreSQL accepts connections.
 */
function launch(binaries: Binaries, dataDir: string, port: number, account: RunAs | undefined): Promise<ChildProcess> {
  const args = [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "unix_socket_directories=",
  ];
  const child = spawn(binaries.postgres, args, { ...account, detached: true, stdio: ["ignore", "ignore", "pipe"] });
  return new Promise((resolve, reject) => {
    const recent: string[] = [];
    let ready = false;
    // The server logs to stderr for as long as it runs; reading it keeps the pipe from filling up.
    child.stderr?.on("data", (chunk: Buffer) => {
      if (ready) return;
      recent.push(...chunk.toString().split("\n").filter(Boolean));
      recent.splice(0, Math.max(0, recent.length - 10));
      if (recent.some((line) => line.includes("ready to accept connections"))) {
        ready = true;
        resolve(child);
      }
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (!ready)
        reject(new Error(`the embedded PostgreSQL did not start (${signal ?? code}): ${recent.slice(-3).join(" | ")}`));
    });
  });
}

export function portAnswers(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
