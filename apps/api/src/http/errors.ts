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
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "TooManyConnections", "SocketTimeout"]);

/**
 * Walks an error's cause chain looking for a sign that the database could not be reached, or cancelled a
 * statement that ran past `statement_timeout` (57014).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, kind, name, cause, errors } = error as {
    code?: unknown;
    kind?: unknown;
    name?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof kind === "string" && UNAVAILABLE_KINDS.has(kind)) return true;
  if (name === "PrismaClientInitializationError") return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
