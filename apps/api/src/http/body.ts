import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { BODY_LIMIT_BYTES } from "@quarry/contract";
import { ApiError } from "../errors.js";
import { assertStorableJson, NOT_UTF8, verifyUtf8 } from "./body-content.js";

/** Bodies that carry a semantic model may be large; everything else stays small. The contract documents both. */
const LARGE_BODY_PATHS = new Set(["/assistant/catalogue", "/assistant/query"]);

// Not strict: a body of `null` or `3` is valid JSON, so it reaches validation and is reported as a body that
// is not an object, rather than as malformed JSON.
const parseSmall = express.json({ limit: BODY_LIMIT_BYTES.small, strict: false, verify: verifyUtf8 });
const parseLarge = express.json({ limit: BODY_LIMIT_BYTES.large, strict: false, verify: verifyUtf8 });

/** A request with a body must say it is JSON; then the body is parsed under the path's size limit. */
export const parseJsonBody: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  // A GET or HEAD carries no body in this API: whatever is sent is ignored, as the OpenAPI document says.
  if (req.method === "GET" || req.method === "HEAD") return next();
  // An empty body without a type (what clients send on a bodiless POST or DELETE) is no body at all.
  if (req.get("content-length") === "0" && !req.get("content-type")) return next();
  // null: the request has no body; false: it has one of another type.
  if (req.is("application/json") === false) {
    throw new ApiError("unsupported_media_type", "Request bodies must be JSON (Content-Type: application/json)", [
      { path: "content-type", issue: `${req.get("content-type") ?? "none"} is not application/json` },
    ]);
  }
  const parse = LARGE_BODY_PATHS.has(req.path) ? parseLarge : parseSmall;
  parse(req, res, (error?: unknown) => {
    if (error) return next(error);
    try {
      assertStorableJson(req.body);
    } catch (rejection) {
      return next(rejection);
    }
    next();
  });
};

/** Maps body-parser's failures onto the API's error codes. */
export function bodyParserError(error: unknown): ApiError | null {
  const type = (error as { type?: unknown } | null)?.type;
  switch (type) {
    case "entity.parse.failed":
      return new ApiError("invalid_json", "The request body is not valid JSON");
    case NOT_UTF8:
      return new ApiError("invalid_json", "The request body is not valid UTF-8");
    case "entity.too.large": {
      const limit = (error as { limit?: number }).limit;
      return new ApiError("payload_too_large", `The request body exceeds the limit of ${limit ?? "?"} bytes`);
    }
    case "encoding.unsupported":
    case "charset.unsupported":
      return new ApiError("unsupported_media_type", "The request body's encoding or charset is not supported");
    case "request.aborted":
    case "request.size.invalid":
      return new ApiError("invalid_json", "The request body was incomplete");
    default:
      return null;
  }
}
