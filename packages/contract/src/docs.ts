import { ErrorBodySchema, type ErrorBody, type ErrorCode, type ErrorDetail } from "./errors.js";

/**
 * What the OpenAPI document says beyond the schemas. It lives beside the routes (as each route's `metadata`) so
 * the server's document, the reference page and the examples cannot drift from the contract; the API turns it
 * into OpenAPI in `apps/api/src/openapi/`.
 */

/** The resource groups of the reference, in the order it shows them. */
export const TAGS = [
  {
    name: "Saved queries",
    description: "Reports: a Cube query with its chart and layout settings, stored per client, optionally in a folder.",
  },
  { name: "Folders", description: "Nested folders that group saved queries." },
  {
    name: "Assistant",
    description:
      "Plain-English questions answered with Cube queries, from the client's semantic catalogue and the answers people confirmed.",
  },
  {
    name: "Connections",
    description: "The client's Cube deployments: saved queries run through them and the assistant learns their models.",
  },
  { name: "Health", description: "Probes for load balancers and orchestrators. They need no credentials." },
] as const;
export type TagName = (typeof TAGS)[number]["name"];

/** Example values by their one-line summary. */
export type Examples = Readonly<Record<string, unknown>>;

export interface ResponseDocs {
  description: string;
  /** Required for every response that has a body. */
  examples?: Examples;
}

export interface RouteDocs {
  tag: TagName;
  /** Example request bodies; required for every route that takes a body. */
  requestExamples?: Examples;
  /** Per response status; the error statuses every route shares may be left to `SHARED_ERROR_DOCS`. */
  responses: Readonly<Partial<Record<number, ResponseDocs>>>;
}

/** Typed identity: lets each route's docs be checked where they are written. */
export function routeDocs(docs: RouteDocs): RouteDocs {
  return docs;
}

/** An error body exactly as the server renders it. */
export function errorExample(code: ErrorCode, message: string, details: ErrorDetail[] = []): ErrorBody {
  return ErrorBodySchema.parse({ status: "error", error: { code, message, details } });
}

/** Body limits of `apps/api/src/http/body.ts`: most bodies, and the two routes that carry cubes. */
export const BODY_LIMIT_BYTES = { small: 1024 * 1024, large: 10 * 1024 * 1024 } as const;

export function payloadTooLargeDocs(limit: keyof typeof BODY_LIMIT_BYTES): ResponseDocs {
  const bytes = BODY_LIMIT_BYTES[limit];
  return {
    description: `\`payload_too_large\`: the body is larger than ${bytes / 1024 / 1024} MiB.`,
    examples: {
      "Body over the limit": errorExample("payload_too_large", `The request body exceeds the limit of ${bytes} bytes`),
    },
  };
}

/**
 * The errors whose cause and wording are the same on every route that can answer them. Routes that take no body
 * never answer 413 or 415, so only routes that list those statuses get them.
 */
export const SHARED_ERROR_DOCS: Readonly<Record<401 | 408 | 413 | 415 | 429 | 500 | 503, ResponseDocs>> = {
  401: {
    description:
      "`unauthorized`: X-API-KEY or X-CLIENT-ID is missing, or the key is unknown, revoked or not the client's. " +
      "Credentials are checked before anything else about the request.",
    examples: {
      "Headers missing": errorExample("unauthorized", "Both X-API-KEY and X-CLIENT-ID headers are required", [
        { path: "x-api-key", issue: "missing" },
        { path: "x-client-id", issue: "missing" },
      ]),
      "Key not valid for this client": errorExample("unauthorized", "The API key is not valid for this client"),
    },
  },
  408: {
    description:
      "`request_timeout`: the body did not arrive in full within the time allowed (`QUARRY_BODY_TIMEOUT_MS`, 10 s by " +
      "default); the connection is closed after this answer.",
    examples: { "Body too slow": errorExample("request_timeout", "The request body did not arrive within 10000 ms") },
  },
  413: payloadTooLargeDocs("small"),
  415: {
    description: "`unsupported_media_type`: the body is not `application/json`, or its charset is not supported.",
    examples: {
      "Body sent as text": errorExample(
        "unsupported_media_type",
        "Request bodies must be JSON (Content-Type: application/json)",
        [{ path: "content-type", issue: "text/plain is not application/json" }],
      ),
    },
  },
  429: {
    description:
      "`rate_limited`: the client (or this key) sent more requests than its limit allows in the current window, or " +
      "has too many assistant questions in flight. `Retry-After` says how many seconds to wait.",
    examples: {
      "Too many requests": errorExample("rate_limited", "Too many requests for this client; retry after 12 s"),
    },
  },
  500: {
    description:
      "`internal`: an unexpected failure. It is logged with the request id (`X-Request-Id`); the body has no stack.",
    examples: { "Unexpected failure": errorExample("internal", "An unexpected error occurred") },
  },
  503: {
    description:
      "`unavailable`: the database cannot be reached, or the request took longer than allowed " +
      "(`QUARRY_REQUEST_TIMEOUT_MS`, 10 s by default; its database work is cancelled). Retry shortly.",
    examples: { "Database unreachable": errorExample("unavailable", "The database is unavailable; try again shortly") },
  },
};

/** A body that is not JSON at all: the same on every route that takes one. */
export const INVALID_JSON_EXAMPLE = errorExample("invalid_json", "The request body is not valid JSON");

/** `validation_failed` with one detail per failing field. */
export function validationExample(...details: ErrorDetail[]): ErrorBody {
  return errorExample("validation_failed", "The request is invalid", details);
}
