import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built entry point, as `pnpm start` runs it (the test command builds every package first). */
export const MAIN = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  stderr(): string;
  /** Resolves when the output matches, rejects if the process exits first or `timeoutMs` passes. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `command` (a Node script, or `[executable, ...args]`) with exactly `env` plus PATH and HOME, capturing
 * its output: what an operator's process manager would give it, and nothing of this test process.
 */
export function startProcess(
  command: string | string[],
  env: Record<string, string | undefined>,
  options: { cwd?: string } = {},
): RunningProcess {
  const [executable, ...args] = typeof command === "string" ? [process.execPath, command] : command;
  const child = spawn(executable!, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stderr = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer, isError: boolean) => {
    output += chunk.toString();
    if (isError) stderr += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on("data", (chunk: Buffer) => onData(chunk, false));
  child.stderr.on("data", (chunk: Buffer) => onData(chunk, true));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    stderr: () => stderr,
    exited,
    waitFor: (pattern, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern}; output so far:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        void exited.then(({ code, signal }) => {
          if (!waiters.has(check)) return;
          cleanup();
          reject(new Error(`exited (${signal ?? code}) before ${pattern}; output:\n${output}`));
        });
        waiters.add(check);
        check();
      }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A folder for an embedded server's data. Its parent is made enterable by anyone because, run as root, the
 * server runs as the `postgres` user.
 */
export async function embeddedDataDir(): Promise<{ parent: string; dataDir: string }> {
  const parent = await mkdtemp(path.join(tmpdir(), "quarry-embedded-"));
  await chmod(parent, 0o755);
  return { parent, dataDir: path.join(parent, "postgres") };
}
