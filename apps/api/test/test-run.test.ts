import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedDataDir, freePort, portAnswers, startProcess } from "./support/processes.js";

/**
 * The test command must go red when a test fails. It once did not: a library's exit hook, loaded with the
 * embedded PostgreSQL, called process.exit(0) and erased vitest's failing exit code. This runs a miniature
 * project through the real global setup, on an embedded server of its own, and checks the exit code and that
 * the server it started is stopped afterwards.
 */
const VITEST = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const CONFIG = fileURLToPath(new URL("./fixtures/test-run/vitest.config.ts", import.meta.url));

let data: { parent: string; dataDir: string };
let port: number;

beforeAll(async () => {
  data = await embeddedDataDir();
  port = await freePort();
});
afterAll(async () => {
  await rm(data.parent, { recursive: true, force: true });
});

async function runFixture(outcome: "pass" | "fail"): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _useEmbedded, ...env } = process.env;
  const run = startProcess([process.execPath, VITEST, "run", "--config", CONFIG], {
    ...env,
    FIXTURE_OUTCOME: outcome,
    QUARRY_EMBEDDED_PG_PORT: String(port),
    QUARRY_DATA_DIR: data.dataDir,
    NO_COLOR: "1",
  });
  const { code } = await run.exited;
  return { code, output: run.output() };
}

describe("the test command's exit code", () => {
  it("is non-zero when a test fails, and the embedded server it started is stopped", async () => {
    const { code, output } = await runFixture("fail");
    expect(output).toContain("1 failed");
    expect(code).toBe(1);
    expect(await portAnswers(port)).toBe(false);
  });

  it("is zero when every test passes, and the embedded server it started is stopped", async () => {
    const { code, output } = await runFixture("pass");
    expect(output).toContain("1 passed");
    expect(code).toBe(0);
    expect(await portAnswers(port)).toBe(false);
  });
});
