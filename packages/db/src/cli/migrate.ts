import { openDatabase } from "../index.js";

// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database when it is unset.
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, migrate: true });
try {
  const { applied } = database;
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}
