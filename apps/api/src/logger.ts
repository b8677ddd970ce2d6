import { pino, type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import type { Env } from "./env.js";

export type { Logger };

/**
 * Structured JSON lines (one object per line, for log shippers) or, in a terminal, the same records made
 * readable by pino-pretty. Request headers are never serialised, so keys and secrets cannot reach the logs.
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "LOG_FORMAT">, destination?: DestinationStream): Logger {
  const format = env.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json");
  const options = { level: env.LOG_LEVEL, base: { service: "quarry-api" } };
  if (format === "pretty") {
    return pino(
      options,
      pretty({
        destination: destination ?? 1,
        sync: true,
        singleLine: true,
        translateTime: "SYS:HH:MM:ss.l",
        ignore: "pid,hostname,service",
      }),
    );
  }
  return destination ? pino(options, destination) : pino(options);
}

/** For tests and tools that want no output. */
export const silentLogger: Logger = pino({ level: "silent" });
