import { contract } from "@quarry/contract";
import type { Db } from "@quarry/db";
import { createExpressEndpoints, initServer } from "@ts-rest/express";
import type { Router } from "express";
import { ApiError } from "./errors.js";
import { principalOf } from "./http/auth.js";
import { getCatalogue, putCatalogue } from "./services/catalogue.js";
import { createFolder, listFolders } from "./services/folders.js";
import { createSavedQuery, listSavedQueries } from "./services/saved-queries.js";
import { recordValidatedQuery } from "./services/validated-queries.js";

const s = initServer();
const OK = { status: "ok" } as const;

const notImplemented = () => {
  throw new ApiError("not_implemented", "The assistant engine is not available yet");
};

/** Thin handlers: credentials from the request, the work in a service, the status from the contract. */
function createRouter(db: Db) {
  return s.router(contract, {
    createSavedQuery: async ({ body, req }) => {
      await createSavedQuery(db, principalOf(req), body);
      return { status: 200, body: OK };
    },
    listSavedQueries: async ({ query, req }) => {
      const page = await listSavedQueries(db, principalOf(req).clientId, query);
      return { status: 200, body: { ...OK, ...page } };
    },
    createFolder: async ({ body, req }) => {
      await createFolder(db, principalOf(req).clientId, body);
      return { status: 200, body: OK };
    },
    listFolders: async ({ query, req }) => {
      const result = await listFolders(db, principalOf(req).clientId, query);
      return { status: 200, body: { ...OK, result } };
    },
    submitQuery: notImplemented,
    filterFields: notImplemented,
    searchEntities: notImplemented,
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
  });
}

/** Mounts every contract route on `api`; request validation failures go on to the shared error handler. */
export function mountRoutes(api: Router, db: Db): void {
  createExpressEndpoints(contract, createRouter(db), api, {
    logInitialization: false,
    jsonQuery: false,
    responseValidation: true,
    requestValidationErrorHandler: (error, _req, _res, next) => next(error),
  });
}
