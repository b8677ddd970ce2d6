import { DatabaseUnreachableError, openDatabase, type OpenDatabase } from "@quarry/db";
import { databaseOptions, parseEnv } from "../env.js";

/** A command-line failure the user can act on: printed as one line on stderr, exit code 1 (2 for usage). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * Runs one CLI command against the configured database (DATABASE_URL, else the embedded one), with migrations
 * applied first so that a command may be the first thing ever run on a new database. Results go to stdout,
 * everything else (problems, notices) to stderr as single lines, never a stack.
 */
export async function runWithDatabase(
  name: string,
  command: (database: OpenDatabase) => Promise<void>,
  options: { alwaysMigrate?: boolean } = {},
): Promise<never> {
  let exitCode = 0;
  try {
    const env = parseEnv();
    let database: OpenDatabase;
    try {
      database = await openDatabase({
        ...databaseOptions(env),
        migrate: options.alwaysMigrate ?? env.QUARRY_MIGRATE,
        log: (line) => console.error(line),
      });
    } catch (error) {
      const unreachable = error instanceof DatabaseUnreachableError && env.DATABASE_URL;
      throw new CliError(`${unreachable ? "DATABASE_URL: " : ""}${(error as Error).message}`);
    }
    try {
      await command(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    exitCode = error instanceof CliError ? error.exitCode : 1;
    console.error(`${name}: ${(error as Error).message.replace(/\s+/g, " ").trim()}`);
  }
  process.exit(exitCode);
}
