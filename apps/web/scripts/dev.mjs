// `pnpm dev`: the API and the web app together, for working on either. In one process: the database (DATABASE_URL,
// else the embedded PostgreSQL, migrated), the API on :3000, a key for a demo client, a real Cube over the sample
// shop connected and synced for that client (skipped, with a notice, where Cube cannot be installed, or with
// QUARRY_DEV_CUBE=off), and Vite on :5173 with hot reload, forwarding /api to the API. The sign-in form comes
// filled in with the demo client's key. Ctrl-C stops everything.
import { createApiKey, createApp } from "@quarry/api";
import { openDatabase } from "@quarry/db";
import { withDatabase } from "@quarry/db/testing";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const API_PORT = Number(process.env.PORT ?? 3000);
const CLIENT_ID = process.env.QUARRY_DEV_CLIENT_ID ?? "demo";
const log = (line) => console.log(`[dev] ${line}`);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  migrate: true,
  log: (line) => log(line),
});
const api = createApp({ db: database.db });
const server = await new Promise((resolve, reject) => {
  const listening = api.listen(API_PORT, "127.0.0.1", () => resolve(listening)).on("error", reject);
});
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const { apiKey } = await createApiKey(database.db, CLIENT_ID);
log(`API on ${apiUrl}/api (database: ${process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PostgreSQL"})`);

let cube;
if (process.env.QUARRY_DEV_CUBE !== "off") {
  try {
    const { startShopCube } = await import("@quarry/cube/sandbox");
    log("starting a real Cube over the sample shop (the first run installs Cube 0.33.65 into a cache)...");
    cube = await startShopCube(withDatabase(database.url, "postgres"), (line) => log(line));
    const call = async (method, path, body) => {
      const response = await fetch(`${apiUrl}/api${path}`, {
        method,
        headers: { "x-api-key": apiKey, "x-client-id": CLIENT_ID, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok && response.status !== 409) throw new Error(`${method} ${path}: ${await response.text()}`);
    };
    const connection = { id: "shop", type: "cube", name: "Sample shop", url: cube.url, apiSecret: cube.apiSecret };
    await call("DELETE", "/connections/shop").catch(() => {});
    await call("POST", "/connections", { connection });
    await call("POST", "/connections/shop/sync");
    log(`Cube on ${cube.url}, connected to client "${CLIENT_ID}" as "shop" and synced`);
  } catch (error) {
    log(`no sample Cube (${String(error.message ?? error).split("\n")[0]}); dashboards will show no data`);
  }
}

// Vite exposes VITE_* variables of its environment to the app (development only: nothing else sets them).
process.env.VITE_QUARRY_DEV_API_KEY = apiKey;
process.env.VITE_QUARRY_DEV_CLIENT_ID = CLIENT_ID;
process.env.QUARRY_API_URL = apiUrl;
const appRoot = fileURLToPath(new URL("..", import.meta.url));
const vite = await createServer({ root: appRoot, configFile: `${appRoot}vite.config.ts` });
await vite.listen();
log(`web app on ${vite.resolvedUrls?.local[0] ?? "http://127.0.0.1:5173/"}: sign in as "${CLIENT_ID}" (filled in)`);

const stop = async () => {
  log("stopping...");
  await vite.close();
  server.close();
  await cube?.stop();
  await database.close();
  process.exit(0);
};
// Vite registers its own SIGTERM handler (it exits with 143 before the rest is stopped): this script owns the
// process, so it replaces it and stops everything in order.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.removeAllListeners(signal);
  process.once(signal, stop);
}
