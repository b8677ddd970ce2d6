import { describe, expect, it } from "vitest";
import { backoffDelay, parseRetryAfter, retryDelay, type RetryOptions } from "../src/retry.js";

const OPTIONS: RetryOptions = { attempts: 4, baseDelayMs: 100, maxDelayMs: 1_000 };

function answer(status: number, retryAfter?: string) {
  return { status, headers: new Headers(retryAfter === undefined ? {} : { "retry-after": retryAfter }) };
}

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");

  it("reads delay-seconds and HTTP dates, a past date as no wait", () => {
    expect(parseRetryAfter("3", now)).toBe(3_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:02 GMT", now)).toBe(2_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
  });

  it("ignores what it cannot read", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-1", now)).toBeUndefined();
  });
});

describe("backoffDelay", () => {
  it("doubles its ceiling with each retry up to maxDelayMs, and jitters below it", () => {
    const ceiling = (retry: number) => backoffDelay(retry, OPTIONS, () => 1);
    expect([0, 1, 2, 3, 4, 10].map(ceiling)).toEqual([100, 200, 400, 800, 1_000, 1_000]);
    expect(backoffDelay(3, OPTIONS, () => 0.25)).toBe(200);
  });
});

describe("retryDelay", () => {
  it("retries 503 and 429 of idempotent methods only", () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE"]) {
      expect(retryDelay({ method }, answer(503, "1"), 1, OPTIONS)).toBe(1_000);
      expect(retryDelay({ method }, answer(429, "0"), 1, OPTIONS)).toBe(0);
    }
    for (const method of ["POST", "PATCH"])
      expect(retryDelay({ method }, answer(503, "1"), 1, OPTIONS)).toBeUndefined();
    for (const status of [200, 404, 412, 500, 502])
      expect(retryDelay({ method: "GET" }, answer(status, "1"), 1, OPTIONS)).toBeUndefined();
  });

  it("backs off when the server names no wait, and gives up after the last attempt", () => {
    const delay = retryDelay({ method: "GET" }, answer(503), 2, OPTIONS);
    expect(delay).toBeGreaterThanOrEqual(0);
    expect(delay).toBeLessThanOrEqual(200);
    expect(retryDelay({ method: "GET" }, answer(503, "0"), 4, OPTIONS)).toBeUndefined();
  });

  it("answers as it is rather than wait longer than maxDelayMs", () => {
    expect(retryDelay({ method: "GET" }, answer(429, "1"), 1, OPTIONS)).toBe(1_000);
    expect(retryDelay({ method: "GET" }, answer(429, "2"), 1, OPTIONS)).toBeUndefined();
  });
});
