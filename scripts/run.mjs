#!/usr/bin/env node
// Usage: node scripts/run.mjs <package> <built script> [args...]
//
// Builds <package> and what it depends on (turbo, cached), then runs one of its built scripts with the given
// arguments. The build's own output (turbo's banner, task logs) is shown only when the build fails, so a
// command such as `pnpm api-key list` prints its result and nothing else on stdout, and its own problems as
// one line on stderr. The exit code is the script's.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const [pkg, script, ...args] = process.argv.slice(2);
if (!pkg || !script) {
  console.error("usage: node scripts/run.mjs <package> <built script> [args...]");
  process.exit(2);
}
const root = fileURLToPath(new URL("..", import.meta.url));

const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", `--filter=${pkg}...`, "--output-logs=errors-only"], {
  cwd: root,
  encoding: "utf8",
});
if (build.status !== 0) {
  process.stderr.write(build.stdout + build.stderr);
  console.error(`the build of ${pkg} failed (above); nothing was run`);
  process.exit(build.status ?? 1);
}
// The script runs in the folder pnpm runs root scripts in (the repository root): relative paths are from there.
const run = spawnSync(process.execPath, [fileURLToPath(new URL(`../${script}`, import.meta.url)), ...args], {
  stdio: "inherit",
});
process.exit(run.status ?? 1);
