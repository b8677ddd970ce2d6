import { ErrorBodySchema } from "./errors.js";

type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 415 | 500 | 503;

/** The error shape under each status a route can really answer (clients are typed by these, strictly). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

/** Every authenticated route: credentials (401), anything unexpected (500), the database unreachable (503). */
export const AUTHENTICATED = [401, 500, 503] as const;
/** Every route that reads a JSON body: invalid or not JSON (400), too large (413), not `application/json` (415). */
export const JSON_BODY = [400, 413, 415] as const;
