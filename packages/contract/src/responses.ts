import { ErrorBodySchema } from "./errors.js";

type ErrorStatus = 400 | 401 | 404 | 408 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/** The error shape under each status a route can really answer (clients are typed by these, strictly). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

/**
 * Every authenticated route: credentials (401), the client's rate limit (429), anything unexpected (500), the
 * database unreachable or the request taking too long (503).
 */
export const AUTHENTICATED = [401, 429, 500, 503] as const;
/**
 * Every route that reads a JSON body: invalid or not JSON (400), sent too slowly (408), too large (413), not
 * `application/json` (415).
 */
export const JSON_BODY = [400, 408, 413, 415] as const;

/** Every route that calls the client's Cube: Cube refused the query (400), unreachable (502), too slow (504). */
export const CUBE_CALL = [400, 502, 504] as const;
