import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/context.js";
import { freePort, MAIN, startProcess, type RunningProcess } from "./support/processes.js";

/**
 * The README's walkthrough, run as written against a real API process: every `sh` block between
 * `<!-- walkthrough:start -->` and `<!-- walkthrough:end -->`, in order, in one bash. Only the address changes
 * (a free port instead of 3000) and curl is told to fail on an error status, so a command that stops working
 * fails this test.
 */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export function walkthroughScript(readme: string): string {
  const regions = [...readme.matchAll(/<!-- walkthrough:start -->([\s\S]*?)<!-- walkthrough:end -->/g)].map(
    (m) => m[1]!,
  );
  const blocks = regions.flatMap((region) => [...region.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!));
  return blocks.join("\n");
}

let ctx: TestContext;
let api: RunningProcess;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  port = await freePort();
  api = startProcess(MAIN, {
    DATABASE_URL: ctx.databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_FORMAT: "json",
  });
  await api.waitFor(/Quarry API listening/);
});
afterAll(async () => {
  api.child.kill("SIGTERM");
  await api.exited;
  await ctx.close();
});

describe("README walkthrough", () => {
  it("runs as written, every command succeeding", async () => {
    const script = walkthroughScript(readFileSync(`${ROOT}/README.md`, "utf8"));
    expect(script).toContain("pnpm api-key create acme");
    const runnable = script
      .replaceAll("http://localhost:3000/api", `http://127.0.0.1:${port}/api`)
      .replaceAll("curl -s ", "curl -sS --fail-with-body ");
    const { code, output } = await runBash(`set -euo pipefail\n${runnable}`, {
      DATABASE_URL: ctx.databaseUrl,
      QUARRY_URL: `http://127.0.0.1:${port}/api`,
    });
    expect(output).toContain("[ 'Orders by status', 'Revenue' ] null");
    expect(output).toContain('"source":"validated"');
    expect(code, output).toBe(0);
  }, 180_000);
});

async function runBash(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = startProcess(["bash", "-c", script], { ...process.env, ...env }, { cwd: ROOT });
  const { code } = await run.exited;
  return { code, output: run.output() };
}
