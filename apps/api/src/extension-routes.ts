import { contract } from "@quarry/contract";
import type { Db } from "@quarry/db";
import { initServer, type AppRouteImplementation } from "@ts-rest/express";
import { principalOf } from "./http/auth.js";
import { deleteFolder, getFolder, getFolderPath, updateFolder } from "./services/folder-lifecycle.js";
import { deleteValidatedQuery, listValidatedQueryRecords } from "./services/validated-queries.js";

/**
 * Thin handlers of the routes that extend the interface, spread into the router of `routes.ts`: credentials from
 * the request, the work in a service, the status from the contract.
 */

const s = initServer();
const OK = { status: "ok" } as const;

type Contract = typeof contract;
/** Named, so that the declarations emitted for this module need not spell out Express's own types. */
type Handlers<Key extends keyof Contract> = { [K in Key]: AppRouteImplementation<Contract[K]> };

/** The folder extensions: one folder, its changes, its deletion, its breadcrumb. */
export function folderLifecycleHandlers(
  db: Db,
): Handlers<"getFolder" | "updateFolder" | "deleteFolder" | "getFolderPath"> {
  return {
    getFolder: s.route(contract.getFolder, async ({ params, req }) => {
      const result = await getFolder(db, principalOf(req).clientId, params.id);
      return { status: 200, body: { ...OK, result } };
    }),
    updateFolder: s.route(contract.updateFolder, async ({ params, body, req }) => {
      const result = await updateFolder(db, principalOf(req).clientId, params.id, body);
      return { status: 200, body: { ...OK, result } };
    }),
    deleteFolder: s.route(contract.deleteFolder, async ({ params, query, req }) => {
      await deleteFolder(db, principalOf(req), params.id, query);
      return { status: 204, body: undefined };
    }),
    getFolderPath: s.route(contract.getFolderPath, async ({ params, req }) => {
      const result = await getFolderPath(db, principalOf(req).clientId, params.id);
      return { status: 200, body: { ...OK, result } };
    }),
  };
}

/** The validated-query extensions: list them, withdraw one. */
export function validatedQueryHandlers(db: Db): Handlers<"listValidatedQueries" | "deleteValidatedQuery"> {
  return {
    listValidatedQueries: s.route(contract.listValidatedQueries, async ({ query, req }) => {
      const page = await listValidatedQueryRecords(db, principalOf(req).clientId, query);
      return { status: 200, body: { ...OK, ...page } };
    }),
    deleteValidatedQuery: s.route(contract.deleteValidatedQuery, async ({ params, req }) => {
      await deleteValidatedQuery(db, principalOf(req).clientId, params.id);
      return { status: 204, body: undefined };
    }),
  };
}
