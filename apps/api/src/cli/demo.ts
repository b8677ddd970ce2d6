import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { startShopCube } from "@quarry/cube/sandbox";
import { withDatabase } from "@quarry/db/testing";
import { createApp } from "../app.js";
import { drain, listen } from "../server.js";
import { createApiKey } from "../services/api-keys.js";
import { CliError, runWithDatabase } from "./run.js";

/**
 * `pnpm demo`: the connected path end to end, with real numbers. Seeds the sample shop beside Quarry's database
 * (DATABASE_URL, else the embedded PostgreSQL), starts a real Cube over it (installed once into a cache), starts the
 * API, and then does over HTTP what a client would: connect, test, sync the catalogue, ask questions and run the
 * answers. Everything it started is stopped at the end.
 */

const QUESTIONS = [
  "revenue by country",
  "completed orders in Lyon by month",
  "top 3 product categories by units sold",
  "average order value by status",
];

type Json = Record<string, unknown>;

function table(rows: Json[], limit = 6): string {
  if (rows.length === 0) return "    (no rows)";
  const columns = Object.keys(rows[0]!);
  // Cube answers strings, numbers, booleans and nulls.
  const cell = (value: unknown) =>
    value === null || value === undefined ? "" : JSON.stringify(value).replace(/^"|"$/g, "");
  const shown = rows.slice(0, limit).map((row) => columns.map((column) => cell(row[column])));
  const widths = columns.map((column, index) => Math.max(column.length, ...shown.map((cells) => cells[index]!.length)));
  const line = (cells: string[]) => `    ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join("  ")}`;
  const more = rows.length > limit ? [`    ... ${rows.length - limit} more`] : [];
  return [line(columns), ...shown.map(line), ...more].join("\n");
}

await runWithDatabase(
  "demo",
  async ({ db, url }) => {
    console.log("Starting a real Cube over a sample shop (the first run installs Cube 0.33.65 into a cache)...");
    const cube = await startShopCube(withDatabase(url, "postgres"), (line) => console.error(line)).catch(
      (error: Error) => {
        throw new CliError(`Cube could not be started: ${error.message.split("\n")[0]}`);
      },
    );
    const server = await listen(createApp({ db }), 0, "127.0.0.1");
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      const clientId = `demo-${randomBytes(3).toString("hex")}`;
      const { apiKey } = await createApiKey(db, clientId);
      const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { "x-api-key": apiKey, "x-client-id": clientId, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const json = (await response.json()) as Json;
        if (!response.ok) throw new CliError(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
        return json.result as Json;
      };

      console.log(`Quarry API on ${base}, client "${clientId}"; Cube on ${cube.url}\n`);
      console.log("POST /connections");
      const connection = { id: "shop", type: "cube", name: "Sample shop", url: cube.url, apiSecret: cube.apiSecret };
      await call("POST", "/connections", { connection });
      const tested = await call("POST", "/connections/shop/test");
      console.log(`POST /connections/shop/test: ${tested.message as string}`);
      const synced = await call("POST", "/connections/shop/sync");
      const values = synced.values as { members: string[] };
      console.log(
        `POST /connections/shop/sync: ${synced.cubes as number} cubes, ${synced.members as number} members, ` +
          `values of ${values.members.join(", ")}\n`,
      );

      for (const question of QUESTIONS) {
        const answer = (await call("POST", "/assistant/query", { input: question })).answer as Json;
        console.log(`"${question}"`);
        console.log(
          `  ${answer.explanation as string} (confidence ${answer.confidence as number}, ${answer.chartType as string})`,
        );
        if (!answer.query) {
          console.log("  (no query)\n");
          continue;
        }
        console.log(`  query: ${JSON.stringify(answer.query)}`);
        const data = await call("POST", "/query/run", { query: answer.query });
        console.log(`${table(data.data as Json[])}\n`);
      }
    } finally {
      await drain(server, 1_000);
      await cube.stop();
    }
  },
  { alwaysMigrate: true },
);
