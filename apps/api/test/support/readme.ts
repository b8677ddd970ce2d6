import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createTestContext } from "./context.js";
import { freePort, MAIN, startProcess } from "./processes.js";

/** The repository's root, where the README's commands run. */
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** The `sh` blocks between `<!-- <region>:start -->` and `<!-- <region>:end -->` in the README, in order. */
export function readmeBlocks(region: string): string[] {
  const readme = readFileSync(`${ROOT}/README.md`, "utf8");
  const pattern = new RegExp(`<!-- ${region}:start -->([\\s\\S]*?)<!-- ${region}:end -->`, "g");
  const regions = [...readme.matchAll(pattern)].map((m) => m[1]!);
  return regions.flatMap((text) => [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!));
}

export interface ReadmeApi {
  /** Runs README commands in one bash against this API: its address instead of :3000, curl failing on errors. */
  run(script: string, env?: Record<string, string>): Promise<{ code: number | null; output: string }>;
  stop(): Promise<void>;
}

/** A real API process on a fresh database, as a reader of the README would have it running. */
export async function startReadmeApi(): Promise<ReadmeApi> {
  const ctx = await createTestContext();
  const port = await freePort();
  const api = startProcess(MAIN, {
    DATABASE_URL: ctx.databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_FORMAT: "json",
  });
  await api.waitFor(/Quarry API listening/);
  return {
    run: async (script, env = {}) => {
      const runnable = script
        .replaceAll("http://localhost:3000/api", `http://127.0.0.1:${port}/api`)
        .replaceAll("curl -s ", "curl -sS --fail-with-body ");
      const bash = startProcess(
        ["bash", "-c", `set -euo pipefail\n${runnable}`],
        { ...process.env, DATABASE_URL: ctx.databaseUrl, QUARRY_URL: `http://127.0.0.1:${port}/api`, ...env },
        { cwd: ROOT },
      );
      const { code } = await bash.exited;
      return { code, output: bash.output() };
    },
    stop: async () => {
      api.child.kill("SIGTERM");
      await api.exited;
      await ctx.close();
    },
  };
}
