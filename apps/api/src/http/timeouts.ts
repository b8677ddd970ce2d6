import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ApiError } from "../errors.js";

export interface Timeouts {
  /** A request not answered within this is answered 503 `unavailable` (its statements are cancelled by PostgreSQL's own `statement_timeout`). */
  requestMs: number;
  /** A body not received in full within this is answered 408 `request_timeout` and the connection closed. */
  bodyMs: number;
}

/**
 * Runs first, so every request is bounded from its first byte: a stalled upload cannot hold a connection and a
 * slow operation cannot keep a client waiting forever. Whatever the handler does later is discarded (the error
 * handler sends nothing once headers are out).
 */
export function requestTimeouts({ requestMs, bodyMs }: Timeouts): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const timers: NodeJS.Timeout[] = [];
    if (bodyMs > 0 && !req.complete) {
      timers.push(
        setTimeout(() => {
          if (req.complete || res.headersSent) return;
          // The rest of the body is not worth waiting for: answer, then drop the connection it is arriving on.
          res.setHeader("Connection", "close");
          res.once("finish", () => req.socket.destroy());
          send(res, new ApiError("request_timeout", `The request body did not arrive within ${bodyMs} ms`));
        }, bodyMs),
      );
    }
    if (requestMs > 0) {
      timers.push(
        setTimeout(() => {
          if (res.headersSent) return;
          send(res, new ApiError("unavailable", `The request took longer than ${requestMs} ms; try again shortly`));
        }, requestMs),
      );
    }
    const clear = () => timers.forEach((timer) => clearTimeout(timer));
    res.once("finish", clear);
    res.once("close", clear);
    next();
  };
}

function send(res: Response, error: ApiError): void {
  res.status(error.status).json(error.toBody());
}
