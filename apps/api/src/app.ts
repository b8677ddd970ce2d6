import express, { type Express } from "express";
import helmet from "helmet";
import type { Db } from "@quarry/db";
import { requireCredentials } from "./http/auth.js";
import { parseJsonBody } from "./http/body.js";
import { corsPolicy } from "./http/cors.js";
import { mountApiReference } from "./http/docs.js";
import { errorHandler, unknownRoute } from "./http/errors.js";
import { assistantConcurrency, rateLimiting, type RateLimits } from "./http/rate-limit.js";
import { requestLogging } from "./http/request-log.js";
import { requestTimeouts, type Timeouts } from "./http/timeouts.js";
import { isWebAppBuild, webApp } from "./http/web-app.js";
import { silentLogger, type Logger } from "./logger.js";
import { mountPublicRoutes, mountRoutes } from "./routes.js";
import { AssistantEngines } from "./services/assistant-engines.js";
import type { CredentialCache } from "./services/credential-cache.js";
import type { CubeSettings } from "./services/cube-queries.js";
import { DEVELOPMENT_KEY, SecretBox } from "./services/secret-box.js";

export interface AppDeps {
  db: Db;
  logger?: Logger;
  /** Browser origins allowed to call the API (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Bound on the memory the assistant's per-client engines may hold, in bytes. */
  assistantCacheBytes?: number;
  /** Recently checked API keys (`CredentialCache.listen`); without it every request reads its key from the database. */
  credentials?: CredentialCache;
  /** Check every response against the contract before sending it (on by default; production turns it off). */
  validateResponses?: boolean;
  /** Requests per client and per key (`http/rate-limit.ts`); none when absent. */
  rateLimits?: RateLimits;
  /** Assistant requests one client may have in flight at once; no bound when absent or 0. */
  assistantConcurrency?: number;
  /** Bounds on a request's whole life and on its body's arrival (`http/timeouts.ts`); none when absent. */
  timeouts?: Timeouts;
  /** How the clients' Cubes are reached; by default the development secret key and the default bounds. */
  cube?: CubeSettings;
  /** The built web app (`apps/web/dist`) to serve at `/`; not served when absent or when it holds no `index.html`. */
  webRoot?: string;
}

export const DEFAULT_CUBE_SETTINGS: Omit<CubeSettings, "secrets"> = {
  requestTimeoutMs: 10_000,
  loadWaitMs: 30_000,
  cacheSeconds: 60,
};

const ASSISTANT_WORK = ["/assistant/query", "/assistant/filter-fields", "/assistant/search-entities"];

/**
 * The HTTP application, without listening: tests drive it with supertest, `main.ts` binds it to a port.
 * Order matters: every request gets its id, log line and time limits first; CORS preflights and the public routes
 * are answered before credentials, and so are the OpenAPI document and the reference page; credentials, then the
 * client's rate limit, are checked before the body is read or validated.
 */
export function createApp({
  db,
  logger = silentLogger,
  corsOrigins = [],
  assistantCacheBytes,
  credentials,
  validateResponses = true,
  rateLimits,
  assistantConcurrency: assistantInFlight = 0,
  timeouts,
  cube = { ...DEFAULT_CUBE_SETTINGS, secrets: new SecretBox([DEVELOPMENT_KEY]) },
  webRoot,
}: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLogging(logger));
  if (timeouts) app.use(requestTimeouts(timeouts));
  // Security headers on every answer; the reference page sets its own stricter CSP (http/docs.ts).
  app.use(helmet());
  app.use(corsPolicy(corsOrigins));

  const api = express.Router();
  mountApiReference(api);
  mountPublicRoutes(api, db, validateResponses);
  api.use(requireCredentials(db, credentials));
  if (rateLimits) api.use(rateLimiting(rateLimits));
  if (assistantInFlight > 0) api.use(ASSISTANT_WORK, assistantConcurrency(assistantInFlight));
  api.use(parseJsonBody);
  mountRoutes(api, db, new AssistantEngines({ maxBytes: assistantCacheBytes, logger }), cube, validateResponses);
  api.use(unknownRoute);

  app.use("/api", api);
  if (isWebAppBuild(webRoot)) app.use(webApp(webRoot));
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}

export { createApiKey, revokeApiKey } from "./services/api-keys.js";
export { CredentialCache } from "./services/credential-cache.js";
