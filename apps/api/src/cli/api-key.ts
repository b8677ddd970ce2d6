import { openDatabase } from "@quarry/db";
import { parseEnv } from "../env.js";
import { createApiKey, revokeApiKey } from "../services/api-keys.js";

/**
 * `pnpm api-key create <clientId>` prints the new key alone on the last line of stdout (shown once, never stored).
 * `pnpm api-key revoke <keyId>` revokes a key. Works whether the API is running or not.
 */
const USAGE = "usage: pnpm api-key create <clientId> | pnpm api-key revoke <keyId>";
const [command, argument] = process.argv.slice(2);
if (!argument || (command !== "create" && command !== "revoke")) {
  console.error(USAGE);
  process.exit(2);
}
if (argument.length > 200) {
  console.error("the client id or key id is too long (at most 200 characters)");
  process.exit(2);
}

const env = parseEnv();
// Migrations first: on a new embedded database the key may be created before the API ever started.
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, migrate: env.QUARRY_MIGRATE });
const db = database.db;
let exitCode = 0;
try {
  if (command === "create") {
    const { keyId, apiKey } = await createApiKey(db, argument);
    console.log(`Created key ${keyId} for client "${argument}". Store it now: it is not shown again.`);
    console.log(apiKey);
  } else if (await revokeApiKey(db, argument)) {
    console.log(`Revoked key ${argument}.`);
  } else {
    console.error(`No active key with id ${argument}.`);
    exitCode = 1;
  }
} finally {
  await database.close();
}
process.exit(exitCode);
