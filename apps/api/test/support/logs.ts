import { createLogger, type Logger } from "../../src/logger.js";

/** A real pino logger, JSON format, whose lines are kept in memory for assertions. */
export function captureLogs(): { logger: Logger; lines: () => Record<string, unknown>[]; raw: () => string } {
  const chunks: string[] = [];
  const logger = createLogger(
    { LOG_LEVEL: "info", LOG_FORMAT: "json" },
    { write: (chunk: string) => void chunks.push(chunk) },
  );
  return {
    logger,
    raw: () => chunks.join(""),
    lines: () =>
      chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
