import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.js";

/** A caller's `X-Request-Id` is kept when it is a plain token (UUIDs, trace ids); anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * The route template when a route matched, so log lines group by endpoint; else (credentials refused, unknown
 * routes) the path. Never the query string.
 */
function routeOf(req: IncomingMessage): string {
  const { baseUrl, originalUrl } = req as Request;
  const route = (req as Request).route as { path?: string } | undefined;
  return route?.path ? `${baseUrl}${route.path}` : (originalUrl ?? req.url ?? "").split("?")[0]!;
}

function fields(req: IncomingMessage, res: ServerResponse, durationMs: number) {
  return {
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs,
    clientId: (req as Request).principal?.clientId,
  };
}

/**
 * One line per request: method, route, status, duration, client id and request id. The request id is set on
 * every response (`X-Request-Id`) before anything else runs, so error responses carry it too.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    customSuccessObject: (req, res, value: { responseTime: number }) => fields(req, res, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime: number }) => ({
      ...fields(req, res, value.responseTime),
      err: error,
    }),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
  });
}
