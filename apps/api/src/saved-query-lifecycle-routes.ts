import { contract, type Contract, type SavedQueryDetail, type savedQueryLifecycleRoutes } from "@quarry/contract";
import type { SavedQueryFields } from "@quarry/cube";
import type { Db } from "@quarry/db";
import { initServer, type AppRouteImplementation } from "@ts-rest/express";
import type { Response } from "express";
import type { CubeQueries } from "./services/cube-queries.js";
import { principalOf } from "./http/auth.js";
import { listRevisions } from "./services/revisions.js";
import {
  deleteSavedQuery,
  duplicateSavedQuery,
  etagOf,
  getSavedQuery,
  parseIfMatch,
  putLayout,
  restoreRevision,
  restoreSavedQuery,
  updateSavedQuery,
} from "./services/saved-query-lifecycle.js";

const s = initServer();
const OK = { status: "ok" } as const;

/** A single saved query's answer: the record (with its version) in the body, the version in `ETag`. */
function single(res: Response, result: SavedQueryDetail) {
  res.setHeader("ETag", etagOf(result));
  return { status: 200 as const, body: { ...OK, result } };
}

type LifecycleHandlers = {
  [K in keyof typeof savedQueryLifecycleRoutes]: AppRouteImplementation<Contract[K]>;
};

/** Thin handlers of the saved-query lifecycle routes, spread into the main router. */
export function savedQueryLifecycleHandlers(db: Db, cube: CubeQueries): LifecycleHandlers {
  return {
    putLayout: s.route(contract.putLayout, async ({ body, req }) => {
      const result = await putLayout(db, principalOf(req), body);
      return { status: 200 as const, body: { ...OK, result } };
    }),
    getSavedQuery: s.route(contract.getSavedQuery, async ({ params, query, req, res }) =>
      single(res, await getSavedQuery(db, principalOf(req).clientId, params.id, query)),
    ),
    updateSavedQuery: s.route(contract.updateSavedQuery, async ({ params, query, body, headers, req, res }) => {
      const principal = principalOf(req);
      const check = query.validate
        ? (fields: SavedQueryFields, connectionId: string | null) =>
            cube.checkSavedQuery(principal.clientId, connectionId, fields)
        : undefined;
      return single(
        res,
        await updateSavedQuery(db, principal, params.id, body, parseIfMatch(headers["if-match"]), check),
      );
    }),
    deleteSavedQuery: s.route(contract.deleteSavedQuery, async ({ params, query, headers, req }) => {
      await deleteSavedQuery(db, principalOf(req), params.id, query, parseIfMatch(headers["if-match"]));
      return { status: 204 as const, body: undefined };
    }),
    restoreSavedQuery: s.route(contract.restoreSavedQuery, async ({ params, headers, req, res }) =>
      single(res, await restoreSavedQuery(db, principalOf(req), params.id, parseIfMatch(headers["if-match"]))),
    ),
    listSavedQueryRevisions: s.route(contract.listSavedQueryRevisions, async ({ params, query, req }) => {
      const page = await listRevisions(db, principalOf(req).clientId, params.id, query);
      return { status: 200 as const, body: { ...OK, ...page } };
    }),
    restoreSavedQueryRevision: s.route(contract.restoreSavedQueryRevision, async ({ params, headers, req, res }) => {
      const ifMatch = parseIfMatch(headers["if-match"]);
      return single(res, await restoreRevision(db, principalOf(req), params.id, params.revisionId, ifMatch));
    }),
    duplicateSavedQuery: s.route(contract.duplicateSavedQuery, async ({ params, body, req, res }) =>
      single(res, await duplicateSavedQuery(db, principalOf(req), params.id, body)),
    ),
  };
}
