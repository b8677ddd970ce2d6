import { contract, publicContract } from "@quarry/contract";
import type { Db } from "@quarry/db";
import { createExpressEndpoints, initServer } from "@ts-rest/express";
import type { Router } from "express";
import { ApiError } from "./errors.js";
import { connectionHandlers } from "./connection-routes.js";
import { folderLifecycleHandlers, validatedQueryHandlers } from "./extension-routes.js";
import { principalOf } from "./http/auth.js";
import { savedQueryLifecycleHandlers } from "./saved-query-lifecycle-routes.js";
import { answerQuestion, findFilterFields, searchEntities } from "./services/assistant.js";
import type { AssistantEngines } from "./services/assistant-engines.js";
import { getCatalogue, putCatalogue } from "./services/catalogue.js";
import { CubeQueries, type CubeSettings } from "./services/cube-queries.js";
import { createFolder, listFolders } from "./services/folders.js";
import { createSavedQuery, listSavedQueries } from "./services/saved-queries.js";
import { recordValidatedQuery } from "./services/validated-queries.js";

const s = initServer();
const OK = { status: "ok" } as const;

/** Thin handlers: credentials from the request, the work in a service, the status from the contract. */
function createRouter(db: Db, engines: AssistantEngines, cube: CubeSettings) {
  const queries = new CubeQueries(db, cube);
  return s.router(contract, {
    createSavedQuery: async ({ query, body, req, res }) => {
      if (query.validate) await queries.checkSavedQuery(principalOf(req).clientId, body.connectionId, body.savedQuery);
      const { id } = await createSavedQuery(db, principalOf(req), body);
      res.location(`/api/saved-queries/${encodeURIComponent(id)}`);
      return { status: 200, body: OK };
    },
    listSavedQueries: async ({ query, req }) => {
      const page = await listSavedQueries(db, principalOf(req).clientId, query);
      return { status: 200, body: { ...OK, ...page } };
    },
    createFolder: async ({ body, req, res }) => {
      const id = await createFolder(db, principalOf(req).clientId, body);
      res.location(`/api/folders/${encodeURIComponent(id)}`);
      return { status: 200, body: OK };
    },
    listFolders: async ({ query, req }) => {
      const page = await listFolders(db, principalOf(req).clientId, query);
      return { status: 200, body: { ...OK, ...page } };
    },
    submitQuery: async ({ query, body, req }) => {
      const { clientId } = principalOf(req);
      const answered = await answerQuestion(db, engines, clientId, body);
      const answer = query.validate ? await queries.checkAnswer(clientId, answered) : answered;
      return { status: 200, body: { ...OK, result: { type: "cube" as const, answer } } };
    },
    filterFields: async ({ body, req }) => {
      const fields = await findFilterFields(db, engines, principalOf(req).clientId, body.question);
      return { status: 200, body: { ...OK, result: { type: "cube" as const, answer: { fields } } } };
    },
    searchEntities: async ({ body, req }) => {
      const defaults = body.defaultEntities?.map((entity) => entity.name);
      const relevantEntities = await searchEntities(db, engines, principalOf(req).clientId, body.question, defaults);
      return { status: 200, body: { ...OK, result: { relevantEntities } } };
    },
    validateQuery: async ({ body, req }) => {
      await recordValidatedQuery(db, principalOf(req).clientId, body);
      return { status: 204, body: undefined };
    },
    putCatalogue: async ({ body, req }) => {
      await putCatalogue(db, principalOf(req).clientId, body);
      return { status: 200, body: OK };
    },
    getCatalogue: async ({ req }) => {
      const { version: _version, ...result } = await getCatalogue(db, principalOf(req).clientId);
      return { status: 200, body: { ...OK, result } };
    },
    ...savedQueryLifecycleHandlers(db, queries),
    ...folderLifecycleHandlers(db),
    ...validatedQueryHandlers(db),
    ...connectionHandlers(db, cube, queries),
  });
}

const READINESS_TIMEOUT_MS = 2_000;

function createPublicRouter(db: Db) {
  return s.router(publicContract, {
    healthz: async () => ({ status: 200, body: OK }),
    readyz: async () => {
      const answered = await Promise.race([
        db.$queryRaw`SELECT 1`.then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, READINESS_TIMEOUT_MS, false).unref()),
      ]);
      if (answered) return { status: 200, body: OK };
      return { status: 503, body: new ApiError("unavailable", "The database is not answering").toBody() };
    },
  });
}

/**
 * Requests are always validated. Responses are checked against the contract too while developing and testing,
 * where a handler drifting from the contract must fail loudly; in production that second parse of every body
 * costs CPU on each request and finds nothing the tests did not.
 */
const endpointOptions = (validateResponses: boolean) => ({
  logInitialization: false,
  jsonQuery: false,
  responseValidation: validateResponses,
  requestValidationErrorHandler: (error: unknown, _req: unknown, _res: unknown, next: (error: unknown) => void) =>
    next(error),
});

/** The probes, mounted before credentials are checked. */
export function mountPublicRoutes(api: Router, db: Db, validateResponses: boolean): void {
  createExpressEndpoints(publicContract, createPublicRouter(db), api, endpointOptions(validateResponses));
}

/** Every contract route; request validation failures go on to the shared error handler. */
export function mountRoutes(
  api: Router,
  db: Db,
  engines: AssistantEngines,
  cube: CubeSettings,
  validateResponses: boolean,
): void {
  createExpressEndpoints(contract, createRouter(db, engines, cube), api, endpointOptions(validateResponses));
}
