import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Db } from "@quarry/db";
import { ApiError } from "../errors.js";
import { authenticate, type Principal } from "../services/api-keys.js";
import type { CredentialCache } from "../services/credential-cache.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      principal?: Principal;
    }
  }
}

const HEADERS = ["x-api-key", "x-client-id"] as const;

/** Runs before anything else looks at the request: without valid credentials nothing about it is revealed. */
export function requireCredentials(db: Db, cache?: CredentialCache): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const missing = HEADERS.filter((header) => !req.get(header));
    if (missing.length > 0) {
      throw new ApiError(
        "unauthorized",
        "Both X-API-KEY and X-CLIENT-ID headers are required",
        missing.map((header) => ({ path: header, issue: "missing" })),
      );
    }
    const principal = await authenticate(db, req.get("x-api-key") ?? "", req.get("x-client-id") ?? "", cache);
    if (!principal) throw new ApiError("unauthorized", "The API key is not valid for this client");
    req.principal = principal;
    next();
  };
}

export function principalOf(req: { principal?: Principal }): Principal {
  if (!req.principal) throw new ApiError("unauthorized", "Not authenticated");
  return req.principal;
}
