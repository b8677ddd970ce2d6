import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ApiError } from "../errors.js";
import { principalOf } from "./auth.js";

export interface RateLimits {
  /** Requests per window for each client (all its keys together); 0 means no limit. */
  perClient: number;
  /** Requests per window for each API key; 0 means no limit. */
  perKey: number;
  windowSeconds: number;
  /** When given, the counters live in Redis and every API process shares them; else in this process. */
  redis?: Redis;
  /** Separates these counters from other deployments (and tests) sharing one Redis. */
  prefix?: string;
}

/**
 * Fixed-window counters from rate-limiter-flexible, per client and per key. With Redis, each request is one
 * atomic round trip per counter; if Redis stops answering, an in-memory limiter of the same size takes over in
 * each process (the "insurance" limiter) rather than letting every request through or failing them all.
 */
export function rateLimiting(limits: RateLimits): RequestHandler {
  const prefix = limits.prefix ?? "quarry:rate";
  const limiter = (points: number, name: string): RateLimiterAbstract | null => {
    if (points <= 0) return null;
    const options = { keyPrefix: `${prefix}:${name}`, points, duration: limits.windowSeconds };
    if (!limits.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: limits.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  const checks = [
    {
      limiter: limiter(limits.perClient, "client"),
      keyOf: (req: Request) => principalOf(req).clientId,
      what: "client",
    },
    { limiter: limiter(limits.perKey, "key"), keyOf: (req: Request) => principalOf(req).keyId, what: "API key" },
  ].filter((check) => check.limiter !== null);

  return async (req: Request, res: Response, next: NextFunction) => {
    const outcomes = await Promise.allSettled(checks.map((check) => check.limiter!.consume(check.keyOf(req))));
    outcomes.forEach((outcome, index) => {
      if (outcome.status === "fulfilled") return;
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      const seconds = Math.max(1, Math.ceil(outcome.reason.msBeforeNext / 1000));
      res.setHeader("Retry-After", String(seconds));
      throw new ApiError("rate_limited", `Too many requests for this ${checks[index]!.what}; retry after ${seconds} s`);
    });
    next();
  };
}

/**
 * At most `perClient` assistant requests of one client in flight at once in this process: a client asking many
 * questions over a huge catalogue waits its turn (429 with Retry-After) instead of holding the event loop from
 * the others.
 */
export function assistantConcurrency(perClient: number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (perClient <= 0) return next();
    const { clientId } = principalOf(req);
    const count = inFlight.get(clientId) ?? 0;
    if (count >= perClient) {
      res.setHeader("Retry-After", "1");
      throw new ApiError(
        "rate_limited",
        `This client already has ${perClient} assistant requests in progress; retry after 1 s`,
      );
    }
    inFlight.set(clientId, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(clientId) ?? 1) - 1;
      if (left > 0) inFlight.set(clientId, left);
      else inFlight.delete(clientId);
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}
