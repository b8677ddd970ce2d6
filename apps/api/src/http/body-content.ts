import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import { ApiError } from "../errors.js";

/** Deeper than any body of this API needs (a Cube filter tree is a handful of levels); deeper is an attack or a bug. */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * body-parser's `verify` hook: the raw bytes must be UTF-8. Without it, invalid bytes would be replaced by U+FFFD
 * and stored as if the client had sent that.
 */
export function verifyUtf8(_req: IncomingMessage, _res: unknown, raw: Buffer): void {
  // A plain error tagged with a type: body-parser sets `status` on what is thrown (ApiError's is read-only), and
  // keeps `type`, which `bodyParserError` maps.
  if (!isUtf8(raw)) throw Object.assign(new Error("The request body is not valid UTF-8"), { type: NOT_UTF8 });
}

export const NOT_UTF8 = "encoding.not.utf8";

/**
 * What JSON allows but the API cannot store faithfully or safely, rejected with the path of the first offence:
 * NUL characters (PostgreSQL text cannot hold them), lone UTF-16 surrogates (`"\ud800"`: not a character, and
 * not representable in UTF-8), `__proto__` keys (JavaScript objects cannot hold them as data) and nesting deeper
 * than MAX_BODY_DEPTH. Iterative, so a hostile depth cannot exhaust the stack.
 */
export function assertStorableJson(body: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) throw rejected(path, "must not contain NUL (\\u0000) characters");
      if (LONE_SURROGATE.test(value)) throw rejected(path, "must not contain lone UTF-16 surrogates (\\ud800-\\udfff)");
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) throw rejected(path, `is nested more than ${MAX_BODY_DEPTH} levels deep`);
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) {
      const itemPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(value)) {
        if (key === "__proto__") throw rejected(itemPath, "is a reserved name");
        if (key.includes("\u0000") || LONE_SURROGATE.test(key)) throw rejected(itemPath, "is not a valid name");
      }
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
}

function rejected(path: string, issue: string): ApiError {
  return new ApiError("validation_failed", "The request is invalid", [{ path, issue }]);
}
