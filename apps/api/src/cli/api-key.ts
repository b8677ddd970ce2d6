import { CLIENT_ID_RULE, createApiKey, isValidClientId, listApiKeys, revokeApiKey } from "../services/api-keys.js";
import { CliError, runWithDatabase } from "./run.js";

const HELP = `Manage Quarry API keys (works whether the API is running or not).

  pnpm api-key create <clientId>   issue a key for a client; the key is printed once, alone on the last line
  pnpm api-key revoke <keyId>      revoke a key at once
  pnpm api-key list [clientId]     key ids, clients, creation and last use (never the secret)
  pnpm api-key help                this text

A client id is ${CLIENT_ID_RULE}.
The database is DATABASE_URL, or the embedded PostgreSQL when it is unset.`;

const [command, argument, ...rest] = process.argv.slice(2);

if (command === "help" || command === "--help" || command === "-h") {
  console.log(HELP);
  process.exit(0);
}

function usage(problem: string): never {
  console.error(`api-key: ${problem}. Run \`pnpm api-key help\` for usage.`);
  process.exit(2);
}

if (command !== "create" && command !== "revoke" && command !== "list")
  usage(command ? `unknown command "${command}"` : "a command is required");
if (rest.length > 0) usage(`unexpected argument "${rest[0]}"`);
if (command !== "list" && !argument) usage(`${command} needs ${command === "create" ? "a client id" : "a key id"}`);
if ((command === "create" || (command === "list" && argument !== undefined)) && !isValidClientId(argument ?? "")) {
  usage(`"${argument}" is not a valid client id: it must be ${CLIENT_ID_RULE}`);
}

await runWithDatabase("api-key", async ({ db }) => {
  if (command === "create") {
    const { keyId, apiKey } = await createApiKey(db, argument!);
    console.error(`Created key ${keyId} for client "${argument}". Store it now: it is not shown again.`);
    console.log(apiKey);
  } else if (command === "revoke") {
    if (!(await revokeApiKey(db, argument!))) throw new CliError(`no active key with id ${argument}`);
    console.log(`Revoked key ${argument}.`);
  } else {
    const keys = await listApiKeys(db, argument);
    if (keys.length === 0) {
      console.error(
        argument
          ? `No keys for client "${argument}".`
          : "No keys yet: create one with `pnpm api-key create <clientId>`.",
      );
      return;
    }
    const rows = keys.map((key) => [
      key.id,
      key.clientId,
      key.createdAt.toISOString(),
      key.lastUsedAt?.toISOString() ?? "never",
      key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active",
    ]);
    console.log(formatTable(["KEY ID", "CLIENT", "CREATED", "LAST USED", "STATUS"], rows));
  }
});

function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
