import cors from "cors";
import type { RequestHandler } from "express";

/** What a browser app may send and read: the credentials, JSON, request ids and the caching/paging headers. */
const ALLOWED_HEADERS = ["Content-Type", "X-API-KEY", "X-CLIENT-ID", "X-Request-Id", "If-Match", "If-None-Match"];
const EXPOSED_HEADERS = ["X-Request-Id", "ETag", "Location", "Retry-After"];

/**
 * Closed unless origins are configured (QUARRY_CORS_ORIGINS). An allowed origin's preflight is answered here,
 * before credentials are asked for (browsers send none on a preflight). A refused origin gets no CORS headers,
 * which is how browsers are told no; a refused preflight ends here too, with an empty 204.
 */
export function corsPolicy(allowedOrigins: readonly string[]): RequestHandler[] {
  const allowed = new Set(allowedOrigins);
  const allowListed = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    maxAge: 600,
  });
  const endRefusedPreflight: RequestHandler = (req, res, next) => {
    if (req.method === "OPTIONS" && req.get("access-control-request-method")) res.status(204).end();
    else next();
  };
  return [allowListed, endRefusedPreflight];
}
