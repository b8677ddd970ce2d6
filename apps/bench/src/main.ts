// `pnpm bench`: the API under load against the ceiling of its own stack, measured in the same run. See README.md.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { createApiKey } from "@quarry/api";
import { createDb } from "@quarry/db";
import { cloneTemplate, prepareTemplate, startTestServer } from "@quarry/db/testing";
import { drive, sample, type LoadOptions } from "./load.js";
import { startNode } from "./processes.js";
import { summarizeProfiles } from "./profile.js";
import { machine, table, writeBenchmarks, type Row } from "./report.js";
import { scenarios } from "./scenarios.js";
import { readDataset, seedTenant } from "./seed.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const API_MAIN = path.join(ROOT, "apps/api/dist/main.js");
const CEILING_MAIN = fileURLToPath(new URL("./ceiling.js", import.meta.url));

const { values: args } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    folders: { type: "string", default: "200" },
    reports: { type: "string", default: "10000" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "32" },
    only: { type: "string" },
    dataset: { type: "string", default: "packages/assistant/test/datasets/operations.json" },
    out: { type: "string" },
    profile: { type: "string" },
    "keep-database": { type: "boolean", default: false },
    api: { type: "string" },
  },
});
const smoke = args.smoke;
const size = smoke ? { folders: 10, reports: 100 } : { folders: Number(args.folders), reports: Number(args.reports) };
const load: LoadOptions = smoke
  ? { connections: 4, durationSeconds: 1 }
  : { connections: Number(args.connections), durationSeconds: Number(args.duration) };
const out = args.out ?? (smoke ? undefined : path.join(ROOT, "BENCHMARKS.md"));
const profileDir = args.profile ? path.resolve(args.profile) : undefined;
const log = (line: string) => process.stderr.write(`${line}\n`);

const server = await startTestServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  embedded: { port: 54339, dataDir: path.join(ROOT, ".data/bench-postgres") },
});
const database = await cloneTemplate(server.adminUrl, await prepareTemplate(server.adminUrl));
const children: { stop(): Promise<void> }[] = [];
try {
  const db = createDb(database.url);
  const [keyA, keyB] = [await createApiKey(db, "bench-a"), await createApiKey(db, "bench-b")];
  await db.$disconnect();
  const api = await startNode(
    args.api ? path.resolve(args.api) : API_MAIN,
    {
      DATABASE_URL: database.url,
      QUARRY_MIGRATE: "false",
      NODE_ENV: "production",
      // The limits stay on (their cost is measured) but far above what one load generator can send.
      QUARRY_RATE_LIMIT_CLIENT: "1000000000",
      QUARRY_RATE_LIMIT_KEY: "1000000000",
      QUARRY_ASSISTANT_CONCURRENCY: "1000",
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
    (port) => `http://127.0.0.1:${port}/api/healthz`,
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  children.push(api);
  const ceiling = await startNode(CEILING_MAIN, {}, (port) => `http://127.0.0.1:${port}/`);
  children.push(ceiling);
  const apiUrl = `${api.url}/api`;

  const dataset = readDataset(path.resolve(ROOT, args.dataset));
  const headersOf = (clientId: string, apiKey: string) => ({ "x-api-key": apiKey, "x-client-id": clientId });
  log(`seeding ${size.folders} folders and ${size.reports} reports for two clients...`);
  const tenant = await seedTenant(
    apiUrl,
    database.url,
    { clientId: "bench-a", headers: headersOf("bench-a", keyA.apiKey) },
    size,
    dataset,
  );
  await seedTenant(
    apiUrl,
    database.url,
    { clientId: "bench-b", headers: headersOf("bench-b", keyB.apiKey) },
    size,
    dataset,
  );

  const rows: Row[] = [];
  const runId = randomBytes(3).toString("hex");
  let n = 0;
  for (const scenario of scenarios(tenant, dataset, runId)) {
    if (args.only && !scenario.name.includes(args.only)) continue;
    const warmUp = { ...load, durationSeconds: 1 };
    const canned = await sample(apiUrl, tenant.headers, scenario, n++);
    if (!smoke) n = (await drive(apiUrl, tenant.headers, scenario, warmUp, n)).next;
    const apiRun = await drive(apiUrl, tenant.headers, scenario, load, n);
    n = apiRun.next;
    const rssMb = api.memory()?.rssMb ?? null;
    await fetch(`${ceiling.url}/__ceiling`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(canned),
    });
    if (!smoke) await drive(ceiling.url, tenant.headers, scenario, warmUp, n);
    const ceilingRun = await drive(ceiling.url, tenant.headers, scenario, load, n);
    const row: Row = { name: scenario.name, kind: scenario.kind, api: apiRun, ceiling: ceilingRun, rssMb };
    rows.push(row);
    log(
      `${scenario.name}: ${apiRun.requestsPerSecond.toFixed(0)} req/s (ceiling ${ceilingRun.requestsPerSecond.toFixed(0)}), p99 ${apiRun.p99Ms} ms, ${apiRun.failures} failed`,
    );
  }

  const summary = table(rows);
  console.log(summary);
  if (out) {
    const date = new Date().toISOString().slice(0, 10);
    writeBenchmarks(
      out,
      [
        `Latest run: ${date}, ${machine()}.`,
        `${size.folders} folders and ${size.reports} reports per client, two clients, catalogue and questions of \`${args.dataset}\`;`,
        `${load.connections} connections, ${load.durationSeconds} s per endpoint after a 1 s warm-up, API and ceiling each in its own process.`,
        "",
        summary,
      ].join("\n"),
    );
    log(`wrote ${path.relative(ROOT, out)}`);
  }
  if (rows.some((row) => row.api.failures > 0)) process.exitCode = 1;
} finally {
  await Promise.all(children.map((child) => child.stop()));
  if (profileDir) log(`\nwhere the API spent its CPU (self time, ${profileDir}):\n${summarizeProfiles(profileDir)}`);
  if (args["keep-database"]) log(`kept the database: ${database.url}`);
  else await database.drop();
  await server.stop();
}
