import { applyMigrations, createDb, resolveDatabase } from "@quarry/db";
import { createApp } from "./app.js";
import { parseEnv } from "./env.js";

const env = parseEnv();
const database = await resolveDatabase(env.DATABASE_URL);
if (env.QUARRY_MIGRATE) {
  const { applied } = await applyMigrations(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
}
const db = createDb(database.url);
const server = createApp({ db }).listen(env.PORT, env.HOST, () => {
  const where = database.embedded ? "embedded PostgreSQL" : "DATABASE_URL";
  console.log(`Quarry API listening on http://localhost:${env.PORT}/api (database: ${where})`);
});

async function shutdown(signal: string) {
  console.log(`${signal} received, shutting down`);
  server.close();
  await db.$disconnect();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
