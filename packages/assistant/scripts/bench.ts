/**
 * Benchmark: a deterministic 200-cube x 40-member catalogue with realistic-ish names, a few hundred
 * generated questions answered in-process. Prints index build time, latency percentiles and memory.
 * Usage: node dist-scripts/scripts/bench.js [--cubes 200] [--members 40] [--questions 400]
 */
import { performance } from "node:perf_hooks";
import { createEngine, createEngineInSlices } from "../src/index.js";
import type { Catalogue, Cube, Member } from "../src/index.js";
import { percentile } from "../src/scoring.js";
import { generatedQuestions, random } from "./generated-questions.js";
import { WARM_UP_ANSWERS } from "./run-dataset.js";

const ENTITIES = [
  "order",
  "customer",
  "invoice",
  "shipment",
  "ticket",
  "subscription",
  "product",
  "campaign",
  "session",
  "payment",
  "refund",
  "supplier",
  "warehouse",
  "employee",
  "contract",
  "lead",
  "opportunity",
  "account",
  "device",
  "event",
];
const AREAS = ["eu", "us", "apac", "retail", "b2b", "web", "app", "partner", "legacy", "core"];
const MEASURE_WORDS = [
  "amount",
  "revenue",
  "cost",
  "quantity",
  "duration",
  "weight",
  "discount",
  "margin",
  "fee",
  "score",
  "balance",
  "tax",
];
const AGGREGATES: [string, string][] = [
  ["total", "sum"],
  ["avg", "avg"],
  ["max", "max"],
  ["min", "min"],
  ["unique", "count_distinct"],
];
const DIMENSION_WORDS = [
  "status",
  "type",
  "region",
  "country",
  "city",
  "channel",
  "category",
  "segment",
  "source",
  "priority",
  "tier",
  "currency",
  "language",
  "platform",
  "carrier",
  "plan",
  "owner",
  "team",
  "brand",
  "model",
];
const TIME_WORDS = ["created_at", "updated_at", "closed_at", "shipped_at", "paid_at", "started_at"];

const title = (name: string) => name.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

function buildCatalogue(cubeCount: number, memberCount: number, next: () => number): Catalogue {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const cubes: Cube[] = [];
  for (let c = 0; c < cubeCount; c++) {
    const entity = ENTITIES[c % ENTITIES.length]!;
    const name = `${AREAS[Math.floor(c / ENTITIES.length) % AREAS.length]}_${entity}s${c >= ENTITIES.length * AREAS.length ? c : ""}`;
    const measures: Member[] = [{ name: "count", type: "count", title: `${title(entity)} Count` }];
    const dimensions: Member[] = [{ name: "id", type: "number" }];
    const used = new Set(["count", "id"]);
    while (measures.length + dimensions.length < memberCount) {
      const roll = next();
      let member: Member;
      if (roll < 0.35) {
        const [prefix, type] = pick(AGGREGATES);
        member = {
          name: `${prefix}_${pick(MEASURE_WORDS)}`,
          type,
          ...(next() < 0.5 ? { title: title(`${prefix} ${pick(MEASURE_WORDS)}`) } : {}),
        };
      } else if (roll < 0.8) {
        const word = pick(DIMENSION_WORDS);
        member = {
          name: next() < 0.3 ? `${entity.slice(0, 1)}_${word}` : word,
          type: "string",
          ...(next() < 0.5 ? { description: `The ${word} of the ${entity}` } : {}),
        };
      } else if (roll < 0.92) {
        member = { name: pick(TIME_WORDS), type: "time" };
      } else {
        member = { name: `${pick(MEASURE_WORDS)}_value`, type: next() < 0.5 ? "number" : "boolean" };
      }
      if (used.has(member.name)) member = { ...member, name: `${member.name}_${used.size}` };
      used.add(member.name);
      (["string", "number", "boolean", "time"].includes(member.type) ? dimensions : measures).push(member);
    }
    cubes.push({ name, title: title(name), measures, dimensions });
  }
  return { cubes, notes: ["GMV means eu_orders.total_amount"] };
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const next = random(42);
const catalogue = buildCatalogue(flag("cubes", 200), flag("members", 40), next);
const questions = generatedQuestions(catalogue, flag("questions", 400), next);
const heapBefore = process.memoryUsage().heapUsed;
const buildStarted = performance.now();
const engine = createEngine(catalogue);
const buildMs = performance.now() - buildStarted;
// Warm the JIT as a long-running API process is, on other generated questions than the timed ones.
for (const question of generatedQuestions(catalogue, WARM_UP_ANSWERS, random(7))) engine.answer({ question });
const latencies: number[] = [];
let answered = 0;
for (const question of questions) {
  const started = performance.now();
  const answer = engine.answer({
    question,
    values: { [`${catalogue.cubes[0]!.name}.status`]: ["pending", "shipped"] },
  });
  latencies.push(performance.now() - started);
  if (answer.query) answered++;
}
const memory = process.memoryUsage();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `catalogue: ${catalogue.cubes.length} cubes x ${flag("members", 40)} members; ${questions.length} questions (${answered} answered)`,
);
console.log(`index build: ${buildMs.toFixed(1)} ms`);
console.log(
  `latency: p50 ${percentile(latencies, 50).toFixed(3)} ms  p95 ${percentile(latencies, 95).toFixed(3)} ms  p99 ${percentile(latencies, 99).toFixed(3)} ms  max ${Math.max(...latencies).toFixed(3)} ms`,
);
console.log(
  `memory: rss ${mb(memory.rss)}  heapUsed ${mb(memory.heapUsed)}  (engine + caches ~${mb(memory.heapUsed - heapBefore)})`,
);

// A server builds in slices so that other clients keep being answered: the longest time the event loop was
// held during a sliced build of another catalogue of the same size (new cube names) is the stall they could see.
const other = buildCatalogue(flag("cubes", 200), flag("members", 40), random(43));
for (const cube of other.cubes) cube.name = `other_${cube.name}`;
let longestStall = 0;
let lastTick = performance.now();
let ticking = true;
const tick = () => {
  const now = performance.now();
  longestStall = Math.max(longestStall, now - lastTick);
  lastTick = now;
  if (ticking) setImmediate(tick);
};
setImmediate(tick);
const slicedStarted = performance.now();
await createEngineInSlices(other);
const slicedMs = performance.now() - slicedStarted;
ticking = false;
console.log(
  `sliced build of another catalogue: ${slicedMs.toFixed(1)} ms, longest event-loop stall ${longestStall.toFixed(1)} ms`,
);
