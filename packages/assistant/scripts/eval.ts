/**
 * Usage: node dist-scripts/scripts/eval.js [dataset.json] [--answers out.jsonl]
 *        [--url http://localhost:3000/api --client-id C [--api-key K] [--replace-catalogue]]
 *        [--repeat N] (in-process, after untimed warm-up answers to questions generated from the catalogue:
 *        1 (default) = one raw timing per question, on its first asking; N > 1 = median of N timed answers)
 *        [--min-exact 0.95 --max-invalid 0 --max-refusal-errors 0 --min-entities 0.95 --min-filter-fields 0.85 --max-p99-ms 5]
 * Without a dataset, evaluates in-process every dataset that ships in the repository (scripts/datasets.ts), then
 * prints one summary line per dataset. `--url` needs a dataset: each run replaces the client's catalogue.
 * Exits 1 when a dataset is below a threshold, 2 on a usage or connection error.
 */
import { readFileSync, writeFileSync } from "node:fs";
import {
  DEFAULT_THRESHOLDS,
  type Dataset,
  type Metrics,
  type Thresholds,
  failedThresholds,
  formatReport,
  summarize,
} from "../src/scoring.js";
import { inRepoDatasets } from "./datasets.js";
import { type RunOutput, runInProcess, runOverHttp } from "./run-dataset.js";

const VALUE_FLAGS = new Set([
  "answers",
  "url",
  "api-key",
  "client-id",
  "repeat",
  "min-exact",
  "max-invalid",
  "max-refusal-errors",
  "min-entities",
  "min-filter-fields",
  "max-p99-ms",
]);
const SWITCHES = new Set(["replace-catalogue"]);

function parseArgs(argv: string[]) {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) positional.push(arg);
    else if (SWITCHES.has(arg.slice(2))) switches.add(arg.slice(2));
    else if (VALUE_FLAGS.has(arg.slice(2)) && i + 1 < argv.length) flags.set(arg.slice(2), argv[++i]!);
    // A misspelt flag must not be ignored: `--client_id acme` would otherwise run without the client it names.
    else throw new Error(VALUE_FLAGS.has(arg.slice(2)) ? `${arg} needs a value` : `unknown flag ${arg}`);
  }
  if (positional.length > 1)
    throw new Error(`one dataset at a time, got ${positional.length}: ${positional.join(" ")}`);
  return { flags, switches, path: positional[0] };
}

function thresholdsOf(flags: Map<string, string>, overHttp: boolean): Thresholds {
  const number = (name: string, fallback: number | undefined) => (flags.has(name) ? Number(flags.get(name)) : fallback);
  const thresholds: Thresholds = {
    minExact: number("min-exact", DEFAULT_THRESHOLDS.minExact)!,
    maxInvalid: number("max-invalid", DEFAULT_THRESHOLDS.maxInvalid)!,
    maxRefusalErrors: number("max-refusal-errors", DEFAULT_THRESHOLDS.maxRefusalErrors)!,
    minEntities: number("min-entities", DEFAULT_THRESHOLDS.minEntities)!,
    minFilterFields: number("min-filter-fields", DEFAULT_THRESHOLDS.minFilterFields)!,
  };
  // The 5 ms bar is the engine's; over HTTP the network and the API add their own time, so it applies only when asked.
  const p99 = number("max-p99-ms", overHttp ? undefined : DEFAULT_THRESHOLDS.maxP99Ms);
  if (p99 !== undefined) thresholds.maxP99Ms = p99;
  return thresholds;
}

interface Evaluated {
  dataset: Dataset;
  metrics: Metrics;
  failures: string[];
  output: RunOutput;
}

function evaluate(dataset: Dataset, output: RunOutput, thresholds: Thresholds, where: string): Evaluated {
  const metrics = summarize(output.results);
  console.log(formatReport(`${dataset.name} (${where})`, metrics, output.results));
  return { dataset, metrics, failures: failedThresholds(metrics, thresholds), output };
}

const readDataset = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Dataset;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function summaryLine({ dataset, metrics, failures }: Evaluated): string {
  const figures =
    `${metrics.cases} cases, exact ${pct(metrics.exactMatch)}, entities ${pct(metrics.entitiesExact)}, ` +
    `filter fields ${pct(metrics.filterFieldsExact)}, p99 ${metrics.latencyP99.toFixed(2)} ms`;
  return `${failures.length ? "BELOW" : "met  "} ${dataset.name.padEnd(20)} ${figures}${failures.length ? ` -- ${failures.join("; ")}` : ""}`;
}

async function main(): Promise<void> {
  const { flags, switches, path } = parseArgs(process.argv.slice(2));
  const url = flags.get("url");
  const thresholds = thresholdsOf(flags, url !== undefined);
  const repeat = Number(flags.get("repeat") ?? 1);
  const answersPath = flags.get("answers");

  if (path === undefined) {
    if (url !== undefined)
      throw new Error(
        "--url needs a dataset path: each dataset replaces the client's catalogue, so they are evaluated one at a time",
      );
    const evaluated: Evaluated[] = [];
    for (const file of inRepoDatasets()) {
      const dataset = readDataset(file.path);
      evaluated.push(
        evaluate(dataset, runInProcess(dataset, new Date(), { repeat }), thresholds, `in-process, ${file.label}`),
      );
      console.log("");
    }
    if (answersPath) {
      const lines = evaluated.flatMap(({ dataset, output }) =>
        output.answers.map((line) => JSON.stringify({ dataset: dataset.name, ...line })),
      );
      writeFileSync(answersPath, lines.join("\n") + "\n");
    }
    console.log(`summary (${evaluated.length} datasets in the repository):`);
    for (const result of evaluated) console.log(summaryLine(result));
    const below = evaluated.filter((result) => result.failures.length).length;
    if (below) {
      console.error(`\nBELOW THE BAR: ${below} of ${evaluated.length} datasets`);
      process.exitCode = 1;
    } else console.log("\nbar met by every dataset");
    return;
  }

  const dataset = readDataset(path);
  let output: RunOutput;
  if (url !== undefined) {
    // No environment fallback for the client id: whose catalogue gets replaced must be written on the command line.
    const clientId = flags.get("client-id");
    if (!clientId)
      throw new Error(
        "--url needs --client-id: the run replaces that client's catalogue (create one for evaluations: pnpm api-key create eval)",
      );
    const apiKey = flags.get("api-key") ?? process.env.QUARRY_API_KEY;
    output = await runOverHttp(dataset, {
      url,
      clientId,
      ...(apiKey ? { apiKey } : {}),
      replaceCatalogue: switches.has("replace-catalogue"),
    });
  } else output = runInProcess(dataset, new Date(), { repeat });
  const result = evaluate(dataset, output, thresholds, url ? `http ${url}` : "in-process");
  if (answersPath) writeFileSync(answersPath, output.answers.map((line) => JSON.stringify(line)).join("\n") + "\n");
  if (result.failures.length) {
    console.error(`\nBELOW THE BAR: ${result.failures.join("; ")}`);
    process.exitCode = 1;
  } else console.log("\nbar met");
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exitCode = 2;
});
