import { runWithDatabase } from "./run.js";

// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database when it is unset.
// The API does the same at start unless QUARRY_MIGRATE=false (several instances: migrate once, from here), so
// this command migrates whatever QUARRY_MIGRATE says: it is how migrations run when the API does not.
await runWithDatabase(
  "db:migrate",
  async ({ applied }) => {
    console.log(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
    );
  },
  { alwaysMigrate: true },
);
