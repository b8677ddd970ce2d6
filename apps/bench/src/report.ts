import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import type { LoadResult } from "./load.js";
import type { ScenarioKind } from "./scenarios.js";

export interface Row {
  name: string;
  kind: ScenarioKind;
  api: LoadResult;
  ceiling: LoadResult;
  rssMb: number | null;
}

/** The targets, as ratios to the ceiling measured in the same run. */
const TARGET_RATIO: Record<ScenarioKind, number> = { read: 0.5, write: 0.3, assistant: 0.5 };
const READ_P99_FACTOR = 2;

export function verdict(row: Row): string {
  const ratio = row.api.requestsPerSecond / row.ceiling.requestsPerSecond;
  const misses: string[] = [];
  if (ratio < TARGET_RATIO[row.kind]) misses.push(`req/s < ${TARGET_RATIO[row.kind]}x`);
  if (row.kind === "read" && row.api.p99Ms > READ_P99_FACTOR * row.ceiling.p99Ms)
    misses.push(`p99 > ${READ_P99_FACTOR}x`);
  if (row.api.failures > 0) misses.push(`${row.api.failures} failed`);
  return misses.length ? `missed: ${misses.join(", ")}` : "met";
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function table(rows: Row[]): string {
  const header =
    "| endpoint | kind | API req/s | ceiling req/s | ratio | API p50 / p99 ms | ceiling p50 / p99 ms | p99 ratio | API RSS MiB | target |";
  const lines = rows.map((row) =>
    [
      `\`${row.name}\``,
      row.kind,
      fixed(row.api.requestsPerSecond),
      fixed(row.ceiling.requestsPerSecond),
      `${fixed(row.api.requestsPerSecond / row.ceiling.requestsPerSecond, 2)}x`,
      `${fixed(row.api.p50Ms, 1)} / ${fixed(row.api.p99Ms, 1)}`,
      `${fixed(row.ceiling.p50Ms, 1)} / ${fixed(row.ceiling.p99Ms, 1)}`,
      `${fixed(row.api.p99Ms / Math.max(row.ceiling.p99Ms, 1), 1)}x`,
      row.rssMb === null ? "n/a" : fixed(row.rssMb),
      verdict(row),
    ].join(" | "),
  );
  return [header, `|${" --- |".repeat(10)}`, ...lines.map((line) => `| ${line} |`)].join("\n");
}

export function machine(): string {
  const cpus = os.cpus();
  const commit = (() => {
    try {
      return execSync("git rev-parse --short HEAD", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return "unknown";
    }
  })();
  return `${cpus.length} x ${cpus[0]?.model ?? "unknown CPU"}, ${fixed(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, commit ${commit}`;
}

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

/** Replaces the generated part of BENCHMARKS.md, between its markers, and keeps what people wrote around it. */
export function writeBenchmarks(path: string, generated: string): void {
  const block = `${START}\n${generated}\n${END}`;
  const current = existsSync(path) ? readFileSync(path, "utf8") : `# Benchmarks\n\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current}\n${block}\n`;
  writeFileSync(path, next);
}
