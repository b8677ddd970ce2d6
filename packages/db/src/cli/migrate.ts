import { applyMigrations, resolveDatabase } from "../index.js";

// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database when it is unset.
const database = await resolveDatabase(process.env.DATABASE_URL);
try {
  const { applied } = await applyMigrations(database.url);
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}
