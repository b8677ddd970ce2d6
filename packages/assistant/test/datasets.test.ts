/** The full dev dataset and our own datasets must meet the bar (CONVENTIONS section 6). No timing checks. */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_THRESHOLDS, failedThresholds, formatReport, summarize, type Dataset } from "../src/scoring.js";
import { runInProcess } from "../scripts/run-dataset.js";

const sharedDir = process.env.QUARRY_SHARED_DIR ?? fileURLToPath(new URL("../../../../shared", import.meta.url));
const datasets: [string, string][] = [
  ["dev-ecommerce (shared)", `${sharedDir}/assistant/dev-ecommerce.json`],
  ["tpch-like (own)", fileURLToPath(new URL("./fixtures/tpch-like.json", import.meta.url))],
  ["saas (own)", fileURLToPath(new URL("./fixtures/saas.json", import.meta.url))],
  ["logistics (own)", fileURLToPath(new URL("./fixtures/logistics.json", import.meta.url))],
  ["web-hr (own)", fileURLToPath(new URL("./fixtures/web-hr.json", import.meta.url))],
  ["tpch-cryptic (own)", fileURLToPath(new URL("./fixtures/tpch-cryptic.json", import.meta.url))],
  // Written independently from CONVENTIONS.md, without reading the engine, as held-out checks.
  ["saas (independent)", fileURLToPath(new URL("./datasets/saas.json", import.meta.url))],
  ["tpch (independent)", fileURLToPath(new URL("./datasets/tpch.json", import.meta.url))],
  ["health (independent)", fileURLToPath(new URL("./datasets/health.json", import.meta.url))],
  // Written blind the same way and kept from the engine's authors until scored; causes of their misses then fixed.
  ["fleet (independent)", fileURLToPath(new URL("./datasets/fleet.json", import.meta.url))],
  ["bank (independent)", fileURLToPath(new URL("./datasets/bank.json", import.meta.url))],
  ["energy (independent)", fileURLToPath(new URL("./datasets/energy.json", import.meta.url))],
  ["edu (independent)", fileURLToPath(new URL("./datasets/edu.json", import.meta.url))],
  ["web (independent)", fileURLToPath(new URL("./datasets/web.json", import.meta.url))],
  ["travel (independent)", fileURLToPath(new URL("./datasets/travel.json", import.meta.url))],
];
const bar = { ...DEFAULT_THRESHOLDS, maxP99Ms: undefined };

describe.each(datasets)("%s", (_name, path) => {
  it("meets the bar", () => {
    // CI reads ../shared beside the project; elsewhere point QUARRY_SHARED_DIR at a copy of it.
    expect(existsSync(path), `dataset not found: ${path} (set QUARRY_SHARED_DIR)`).toBe(true);
    const dataset = JSON.parse(readFileSync(path, "utf8")) as Dataset;
    const { results } = runInProcess(dataset, new Date("2025-06-15T12:00:00Z"));
    const metrics = summarize(results);
    const failures = failedThresholds(metrics, bar);
    expect(failures, formatReport(dataset.name, metrics, results)).toEqual([]);
  });
});
