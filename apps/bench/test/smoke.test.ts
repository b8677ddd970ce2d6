import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));

// The full benchmark takes minutes and is run by hand (`pnpm bench`); this proves in CI that it still starts the
// API, seeds, drives every endpoint without a failed request and prints its table.
it("pnpm bench --smoke drives every endpoint of the API and of the ceiling and prints the table", () => {
  const run = spawnSync(process.execPath, [MAIN, "--smoke"], { encoding: "utf8", env: process.env, timeout: 170_000 });
  expect(run.status, run.stderr).toBe(0);
  const rows = run.stdout.split("\n").filter((line) => line.startsWith("| `"));
  expect(rows.map((row) => row.split(" | ")[0]!.replace("| ", ""))).toEqual([
    "`GET /saved-queries?limit=50`",
    "`GET /saved-queries?folderId&limit=50`",
    "`GET /saved-queries?search`",
    "`GET /saved-queries/:id`",
    "`GET /folders`",
    "`GET /folders?parentFolderId`",
    "`POST /folders`",
    "`POST /saved-queries`",
    "`PATCH /saved-queries/:id`",
    "`PUT /saved-queries/layout`",
    "`POST /assistant/query`",
    "`POST /assistant/filter-fields`",
    "`POST /assistant/search-entities`",
    "`POST /assistant/validated-query`",
  ]);
  for (const row of rows) {
    const [apiRate, ceilingRate] = row.split(" | ").slice(2, 4).map(Number);
    expect(apiRate, row).toBeGreaterThan(0);
    expect(ceilingRate, row).toBeGreaterThan(0);
  }
});
