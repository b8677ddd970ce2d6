import { contract } from "@quarry/contract";
import type { CubeQuery, SavedQueryFields } from "@quarry/cube";
import type { Db } from "@quarry/db";
import { initServer, type AppRouteImplementation } from "@ts-rest/express";
import { principalOf } from "./http/auth.js";
import {
  assertAllowedHost,
  createConnection,
  deleteConnection,
  findConnection,
  listConnections,
  toConnection,
  updateConnection,
} from "./services/connections.js";
import { compileOrThrow, type CubeQueries, type CubeSettings } from "./services/cube-queries.js";

/** Thin handlers of the connection routes, spread into the router of `routes.ts`. */

const s = initServer();
const OK = { status: "ok" } as const;

type Contract = typeof contract;
type ConnectionRoutes =
  | "createConnection"
  | "listConnections"
  | "getConnection"
  | "updateConnection"
  | "deleteConnection"
  | "testConnection"
  | "syncCatalogue"
  | "listMemberValues"
  | "getSavedQueryData"
  | "runCubeQuery"
  | "validateCubeQuery";
type Handlers = { [K in ConnectionRoutes]: AppRouteImplementation<Contract[K]> };

export function connectionHandlers(db: Db, settings: CubeSettings, cube: CubeQueries): Handlers {
  const { secrets } = settings;
  return {
    createConnection: s.route(contract.createConnection, async ({ body, req, res }) => {
      assertAllowedHost(body.connection.url, settings.allowedHosts);
      const result = await createConnection(db, secrets, principalOf(req).clientId, body);
      res.location(`/api/connections/${encodeURIComponent(result.id)}`);
      return { status: 200, body: { ...OK, result } };
    }),
    listConnections: s.route(contract.listConnections, async ({ query, req }) => {
      const page = await listConnections(db, principalOf(req).clientId, query);
      return { status: 200, body: { ...OK, ...page } };
    }),
    getConnection: s.route(contract.getConnection, async ({ params, req }) => {
      const result = toConnection(await findConnection(db, principalOf(req).clientId, params.id));
      return { status: 200, body: { ...OK, result } };
    }),
    updateConnection: s.route(contract.updateConnection, async ({ params, body, req }) => {
      if (body.connection.url !== undefined) assertAllowedHost(body.connection.url, settings.allowedHosts);
      const result = await updateConnection(db, secrets, principalOf(req).clientId, params.id, body);
      return { status: 200, body: { ...OK, result } };
    }),
    deleteConnection: s.route(contract.deleteConnection, async ({ params, req }) => {
      await deleteConnection(db, principalOf(req).clientId, params.id);
      return { status: 204, body: undefined };
    }),
    testConnection: s.route(contract.testConnection, async ({ params, req }) => {
      const result = await cube.test(principalOf(req).clientId, params.id);
      return { status: 200, body: { ...OK, result } };
    }),
    syncCatalogue: s.route(contract.syncCatalogue, async ({ params, req }) => {
      const result = await cube.syncCatalogue(principalOf(req).clientId, params.id);
      return { status: 200, body: { ...OK, result } };
    }),
    listMemberValues: s.route(contract.listMemberValues, async ({ params, query, req }) => {
      const values = await cube.memberValues(principalOf(req).clientId, params.id, query);
      return { status: 200, body: { ...OK, result: { member: query.member, values } } };
    }),
    getSavedQueryData: s.route(contract.getSavedQueryData, async ({ params, query, req }) => {
      const result = await cube.savedQueryData(principalOf(req).clientId, params.id, query.refresh ?? false);
      return { status: 200, body: { ...OK, result } };
    }),
    runCubeQuery: s.route(contract.runCubeQuery, async ({ body, req }) => {
      const result = await cube.run(principalOf(req).clientId, body.connectionId, queryToRun(body));
      return { status: 200, body: { ...OK, result } };
    }),
    validateCubeQuery: s.route(contract.validateCubeQuery, async ({ body, req }) => {
      const result = await cube.validate(principalOf(req).clientId, body.connectionId, queryToRun(body));
      return { status: 200, body: { ...OK, result } };
    }),
  };
}

/** The body's Cube query, or its `savedQuery` compiled as a saved query's data is (the contract allows one of them). */
function queryToRun(body: { query?: unknown; savedQuery?: unknown }): CubeQuery {
  return body.savedQuery === undefined
    ? (body.query as CubeQuery)
    : compileOrThrow(body.savedQuery as SavedQueryFields);
}
