import { fileURLToPath } from "node:url";
import { DatabaseUnreachableError, openDatabase, type OpenDatabase } from "@quarry/db";
import { Redis } from "ioredis";
import { createApp } from "./app.js";
import { isWebAppBuild } from "./http/web-app.js";
import { databaseOptions, parseEnv, type Env } from "./env.js";
import { createLogger } from "./logger.js";
import { CredentialCache } from "./services/credential-cache.js";
import { CubeQueries } from "./services/cube-queries.js";
import { scheduleCatalogueSync } from "./services/scheduled-sync.js";
import { DEVELOPMENT_KEY, SecretBox } from "./services/secret-box.js";
import { drain, listen } from "./server.js";

/** Shutdown must end within 5 s: requests get most of it, the database the rest. */
const DRAIN_MS = 3_000;
const SHUTDOWN_DEADLINE_MS = 4_500;

/** A failure to start is one line on stderr, no stack, and a non-zero exit. */
function exitWith(message: string): never {
  console.error(`quarry-api: ${message.replace(/\s+/g, " ").trim()}`);
  process.exit(1);
}

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  exitWith((error as Error).message);
}
const logger = createLogger(env);

let database: OpenDatabase;
try {
  database = await openDatabase({
    ...databaseOptions(env),
    migrate: env.QUARRY_MIGRATE,
    log: (line) => logger.warn(line),
  });
} catch (error) {
  const message = (error as Error).message;
  exitWith(error instanceof DatabaseUnreachableError && env.DATABASE_URL ? `DATABASE_URL: ${message}` : message);
}
if (database.applied.length) logger.info(`Applied migrations: ${database.applied.join(", ")}`);
// The API does not outlive the embedded database it started: exiting lets a supervisor restart both.
database.embedded?.onUnexpectedExit((reason) => {
  logger.fatal(`${reason}; the API exits so that it can be restarted`);
  process.exit(1);
});

const credentials = await CredentialCache.listen(database.url, logger);
// Counters shared by every API process when Redis is configured; ioredis reconnects by itself, and while it is
// away the rate limiter falls back to counting in this process.
const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
redis?.on("error", (error: Error) => logger.warn(`Redis: ${error.message}`));
// Connection secrets: the configured keys; in development, without them, the fixed development key (never in
// production, where connections then answer 503 until keys are set).
const secretKeys = env.QUARRY_SECRET_KEYS ?? (env.NODE_ENV === "production" ? [] : [DEVELOPMENT_KEY]);
if (!env.QUARRY_SECRET_KEYS) {
  logger.warn(
    env.NODE_ENV === "production"
      ? "QUARRY_SECRET_KEYS is not set: Cube connections cannot be stored or used"
      : "QUARRY_SECRET_KEYS is not set: connection secrets are sealed with the development key (not for production)",
  );
}
const cubeSettings = {
  secrets: new SecretBox(secretKeys),
  requestTimeoutMs: env.QUARRY_CUBE_TIMEOUT_MS,
  loadWaitMs: env.QUARRY_CUBE_LOAD_WAIT_MS,
  cacheSeconds: env.QUARRY_QUERY_CACHE_SECONDS,
  allowedHosts: env.QUARRY_CUBE_ALLOWED_HOSTS,
};
// The web app beside the API: the configured build, else this checkout's `apps/web/dist` (from apps/api/dist).
const webRoot = env.QUARRY_WEB_ROOT ?? fileURLToPath(new URL("../../web/dist", import.meta.url));
const app = createApp({
  db: database.db,
  webRoot,
  credentials,
  validateResponses: env.QUARRY_VALIDATE_RESPONSES ?? env.NODE_ENV !== "production",
  logger,
  corsOrigins: env.QUARRY_CORS_ORIGINS,
  rateLimits: {
    perClient: env.QUARRY_RATE_LIMIT_CLIENT,
    perKey: env.QUARRY_RATE_LIMIT_KEY,
    windowSeconds: env.QUARRY_RATE_LIMIT_WINDOW_SECONDS,
    ...(redis ? { redis } : {}),
  },
  assistantConcurrency: env.QUARRY_ASSISTANT_CONCURRENCY,
  timeouts: { requestMs: env.QUARRY_REQUEST_TIMEOUT_MS, bodyMs: env.QUARRY_BODY_TIMEOUT_MS },
  assistantCacheBytes: env.QUARRY_ASSISTANT_CACHE_MB * 1024 * 1024,
  cube: cubeSettings,
});
const stopSync =
  env.QUARRY_CATALOGUE_SYNC_MINUTES > 0
    ? scheduleCatalogueSync(
        database.db,
        new CubeQueries(database.db, cubeSettings),
        env.QUARRY_CATALOGUE_SYNC_MINUTES * 60_000,
        logger,
      )
    : () => {};
const server = await listen(app, env.PORT, env.HOST).catch(async (error: Error) => {
  await credentials.close();
  await database.close();
  exitWith(error.message);
});
const where = database.embedded ? `embedded PostgreSQL on port ${env.QUARRY_EMBEDDED_PG_PORT}` : "DATABASE_URL";
logger.info(`Quarry API listening on http://localhost:${env.PORT}/api (database: ${where})`);
if (isWebAppBuild(webRoot)) logger.info(`Web app on http://localhost:${env.PORT}/ (from ${webRoot})`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    logger.error("shutdown took too long; exiting anyway");
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // The listener is closed before the line is logged, so whoever reads the line finds the port closed.
  const drained = drain(server, DRAIN_MS);
  logger.info(`${signal} received: draining requests, then closing the database`);
  await drained;
  stopSync();
  await credentials.close();
  redis?.disconnect();
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGINT", (signal) => void shutdown(signal));
process.on("SIGTERM", (signal) => void shutdown(signal));
