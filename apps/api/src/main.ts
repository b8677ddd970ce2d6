import { openDatabase } from "@quarry/db";
import { createApp } from "./app.js";
import { parseEnv } from "./env.js";

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, migrate: env.QUARRY_MIGRATE });
if (database.applied.length) console.log(`Applied migrations: ${database.applied.join(", ")}`);

const server = createApp({ db: database.db }).listen(env.PORT, env.HOST, () => {
  const where = database.embedded ? "embedded PostgreSQL" : "DATABASE_URL";
  console.log(`Quarry API listening on http://localhost:${env.PORT}/api (database: ${where})`);
});

async function shutdown(signal: string) {
  console.log(`${signal} received, shutting down`);
  server.close();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
