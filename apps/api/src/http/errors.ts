import type { ErrorRequestHandler, RequestHandler } from "express";
import { RequestValidationError } from "@ts-rest/express";
import type { ZodError } from "zod";
import { ApiError, detailsFromZodIssues } from "../errors.js";
import { bodyParserError } from "./body.js";

export const unknownRoute: RequestHandler = (req) => {
  throw new ApiError("not_found", `No route for ${req.method} ${req.originalUrl.split("?")[0]}`);
};

/**
 * The one place errors become responses: every failure leaves in the same shape. A server-side failure's
 * cause is handed to the request log (`res.err`), which writes it, stack included, on the request's own line.
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  // Already answered (a timeout did): the late failure has nobody left to tell.
  if (res.headersSent) return;
  const apiError = toApiError(error);
  if (apiError.status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
  res.status(apiError.status).json(apiError.toBody());
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestValidationError) {
    // Every failing field of every part, not only the first part's.
    const parts = [error.pathParams, error.headers, error.query].filter((part): part is ZodError => part !== null);
    const details = parts.flatMap((part) => detailsFromZodIssues(part.issues));
    if (error.body) details.push(...bodyDetails(error.body));
    return new ApiError("validation_failed", "The request is invalid", details);
  }
  const fromBodyParser = bodyParserError(error);
  if (fromBodyParser) return fromBodyParser;
  if (error instanceof URIError)
    // Express could not decode a path segment: bad percent-encoding, or bytes that are not UTF-8.
    return new ApiError("validation_failed", "The request is invalid", [
      { path: "path", issue: "is not valid percent-encoded UTF-8" },
    ]);
  if (someCause(error, (cause) => typeof cause.code === "string" && UNSTORABLE_TEXT_CODES.has(cause.code)))
    return new ApiError("validation_failed", "The request is invalid", [
      { path: "", issue: "contains a character that cannot be stored or searched (NUL, \\u0000)" },
    ]);
  if (isDatabaseUnavailable(error))
    return new ApiError("unavailable", "The database is unavailable; try again shortly");
  return new ApiError("internal", "An unexpected error occurred");
}

/** A body that is not an object at all (absent, `null`, a number) is one plain detail, not zod's wording. */
function bodyDetails(body: ZodError) {
  const notAnObject = body.issues.find((issue) => issue.path.length === 0 && issue.code === "invalid_type");
  if (notAnObject) return [{ path: "", issue: "the request body must be a JSON object" }];
  return detailsFromZodIssues(body.issues);
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
/** node-postgres's own failures carry no code, only these messages. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/;
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "TooManyConnections", "SocketTimeout"]);

/**
 * PostgreSQL refusing text it cannot hold: NUL (22021, character_not_in_repertoire) or a character with no
 * equivalent in its encoding (22P05). Bodies are checked before (http/body-content.ts); paths and query strings
 * (a `%00` in an id or a search) reach the database and come back as these.
 */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  kind?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
  /** Prisma's known errors carry the driver's error (with PostgreSQL's SQLSTATE) here. */
  meta?: { driverAdapterError?: unknown };
}

/** Whether the error or anything in its cause chain (and aggregated errors) matches. */
function someCause(error: unknown, matches: (cause: ErrorFields) => boolean, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const fields = error as ErrorFields;
  if (matches(fields)) return true;
  if (Array.isArray(fields.errors) && fields.errors.some((inner) => someCause(inner, matches, depth + 1))) return true;
  if (someCause(fields.meta?.driverAdapterError, matches, depth + 1)) return true;
  return someCause(fields.cause, matches, depth + 1);
}

/**
 * Walks an error's cause chain looking for a sign that the database could not be reached, or cancelled a
 * statement that ran past `statement_timeout` (57014).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(
    error,
    ({ code, kind, name, message }) =>
      (typeof code === "string" && UNAVAILABLE_CODES.has(code)) ||
      (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) ||
      (typeof kind === "string" && UNAVAILABLE_KINDS.has(kind)) ||
      name === "PrismaClientInitializationError",
  );
}
