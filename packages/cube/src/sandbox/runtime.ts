import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * A real Cube server for tests and the demo, installed from npm into a cache outside the repository (about 210 MB,
 * so never a dependency of the workspace) and kept there between runs. 0.33.65 is the newest Cube that runs on
 * machines without GitHub downloads: later versions need a native addon and Cube Store from GitHub.
 */
export const CUBE_VERSION = "0.33.65";
const PACKAGES = { "@cubejs-backend/server": CUBE_VERSION, "@cubejs-backend/postgres-driver": "0.35.23" };
/**
 * Cube's hundreds of transitive dependencies float within their ranges. Resolving them as the registry stood on a
 * fixed date keeps every install the same, and away from versions published minutes ago whose own dependencies the
 * registry does not serve yet (a CI run on 2026-11-27 failed so: ETARGET for @aws-sdk/credential-provider-http).
 */
const RESOLVED_BEFORE = "2026-11-01";

/** `QUARRY_CUBE_RUNTIME`, else `$XDG_CACHE_HOME/quarry/cube-<version>` (`~/.cache/...`). */
export function cubeRuntimeDir(): string {
  if (process.env.QUARRY_CUBE_RUNTIME) return path.resolve(process.env.QUARRY_CUBE_RUNTIME);
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(cache, "quarry", `cube-${CUBE_VERSION}`);
}

const MARKER = "quarry-installed.json";

/** The path of `@cubejs-backend/server` once installed, or undefined. */
export async function installedCubeServer(dir = cubeRuntimeDir()): Promise<string | undefined> {
  try {
    const marker = JSON.parse(await readFile(path.join(dir, MARKER), "utf8")) as { version?: string };
    const server = path.join(dir, "node_modules/@cubejs-backend/server");
    return marker.version === CUBE_VERSION && existsSync(server) ? server : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Installs Cube into the cache unless it is there (about 40 s to a few minutes). Cube Store's post-install download
 * is skipped: Cube then uses its in-memory cache and queue, which is all a test or a demo needs.
 */
export async function ensureCubeRuntime(log: (line: string) => void = () => {}): Promise<string> {
  const dir = cubeRuntimeDir();
  const found = await installedCubeServer(dir);
  if (found) return found;
  await mkdir(path.dirname(dir), { recursive: true });
  // Test projects set up in parallel: one installs, the others wait for it and find it installed.
  const release = await lock(`${dir}.lock`);
  try {
    return (await installedCubeServer(dir)) ?? (await install(dir, log));
  } finally {
    await release();
  }
}

const LOCK_STALE_MS = 15 * 60_000;

/** A directory as a lock (mkdir is atomic); one left by a process that died is taken over after 15 minutes. */
async function lock(lockDir: string): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await mkdir(lockDir);
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age =
        Date.now() -
        (await stat(lockDir).then(
          (info) => info.mtimeMs,
          () => Date.now(),
        ));
      if (age > LOCK_STALE_MS) await rm(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function install(dir: string, log: (line: string) => void): Promise<string> {
  log(`installing Cube ${CUBE_VERSION} into ${dir} (once; it is cached there)...`);
  await mkdir(dir, { recursive: true });
  await rm(path.join(dir, MARKER), { force: true });
  const manifest = { name: "quarry-cube-runtime", private: true, dependencies: PACKAGES };
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--omit=dev", "--loglevel=error", `--before=${RESOLVED_BEFORE}`],
    dir,
  );
  await writeFile(path.join(dir, MARKER), JSON.stringify({ version: CUBE_VERSION }));
  const server = await installedCubeServer(dir);
  if (!server) throw new Error(`Cube ${CUBE_VERSION} was installed into ${dir}, but @cubejs-backend/server is missing`);
  return server;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, CUBESTORE_SKIP_POST_INSTALL: "1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${stderr.trim()}`)),
    );
  });
}
