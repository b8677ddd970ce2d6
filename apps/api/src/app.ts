import express, { type Express } from "express";
import type { Db } from "@quarry/db";
import { requireCredentials } from "./http/auth.js";
import { parseJsonBody } from "./http/body.js";
import { errorHandler, unknownRoute, type Logger } from "./http/errors.js";
import { openApiDocument } from "./openapi.js";
import { mountRoutes } from "./routes.js";

export interface AppDeps {
  db: Db;
  logger?: Logger;
}

/**
 * The HTTP application, without listening: tests drive it with supertest, `main.ts` binds it to a port.
 * Order matters: credentials are checked before the body is read or validated.
 */
export function createApp({ db, logger = console }: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");

  const api = express.Router();
  api.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument);
  });
  api.use(requireCredentials(db));
  api.use(parseJsonBody);
  mountRoutes(api, db);
  api.use(unknownRoute);

  app.use("/api", api);
  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return app;
}

export { createApiKey, revokeApiKey } from "./services/api-keys.js";
