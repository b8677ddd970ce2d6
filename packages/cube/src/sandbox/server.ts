import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CubeClient } from "../client.js";
import { SHOP_MODEL } from "./shop.js";

export interface StartCubeOptions {
  /** `@cubejs-backend/server`'s folder (`ensureCubeRuntime`). */
  serverPath: string;
  /** The PostgreSQL database Cube reads (the shop's tables). */
  databaseUrl: string;
  apiSecret: string;
  /** The data model's YAML files by name; the sample shop's by default. */
  model?: Record<string, string>;
  port?: number;
  /** Cube's own log lines, for debugging. */
  log?: (line: string) => void;
}

export interface RunningCube {
  /** The server's base address (`http://127.0.0.1:<port>`); the REST API is under `/cubejs-api/v1`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts Cube in a child process over PostgreSQL with the given model, and resolves once its data model answers
 * (`/readyz` says ready before the model is compiled). Production mode: development mode would try to download
 * Cube Store. Cache and queue in memory; no scheduled refresh; no SQL API port.
 */
export async function startCube(options: StartCubeOptions): Promise<RunningCube> {
  const port = options.port ?? (await freePort());
  const workDir = await mkdtemp(path.join(os.tmpdir(), "quarry-cube-"));
  await mkdir(path.join(workDir, "model"));
  for (const [name, yaml] of Object.entries(options.model ?? SHOP_MODEL)) {
    await writeFile(path.join(workDir, "model", name), yaml);
  }
  await writeFile(
    path.join(workDir, "start.cjs"),
    `const CubeServer = require(${JSON.stringify(options.serverPath)});\nnew CubeServer().listen();\n`,
  );
  const db = new URL(options.databaseUrl);
  const child = spawn(process.execPath, ["start.cjs"], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      CUBEJS_DEV_MODE: "false",
      CUBEJS_TELEMETRY: "false",
      CUBEJS_DB_TYPE: "postgres",
      CUBEJS_DB_HOST: db.hostname,
      CUBEJS_DB_PORT: db.port || "5432",
      CUBEJS_DB_NAME: decodeURIComponent(db.pathname.slice(1)),
      CUBEJS_DB_USER: decodeURIComponent(db.username),
      CUBEJS_DB_PASS: decodeURIComponent(db.password),
      CUBEJS_API_SECRET: options.apiSecret,
      CUBEJS_CACHE_AND_QUEUE_DRIVER: "memory",
      CUBEJS_SCHEDULED_REFRESH_DEFAULT: "false",
      CUBEJS_PG_SQL_PORT: "false",
      CUBEJS_SCHEMA_PATH: "model",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
    options.log?.(chunk.toString().trimEnd());
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await untilModelAnswers(url, options.apiSecret, child);
  } catch (error) {
    await stop();
    throw new Error(`Cube did not start: ${(error as Error).message}\n${output.slice(-2_000)}`, { cause: error });
  }
  return { url, port, stop };
}

async function untilModelAnswers(url: string, apiSecret: string, child: ChildProcess): Promise<void> {
  const client = new CubeClient({ url, credentials: { apiSecret } }, { requestTimeoutMs: 5_000 });
  const deadline = Date.now() + 60_000;
  let last: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      await client.meta();
      return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from /meta within 60 s (${(last as Error)?.message})`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
