/**
 * When to send a request again, and after how long. Hand-written rather than taken from p-retry or
 * exponential-backoff: those retry on thrown errors with their own timers, while here the trigger is a response
 * (503 or 429), the wait may be dictated by the server (`Retry-After`), and the wait must stop on the call's
 * abort signal. The whole policy is the few functions below.
 */

export interface RetryOptions {
  /** Attempts in all, the first one included; 1 never retries. */
  attempts: number;
  /** The backoff before the first retry (before jitter); it doubles for each retry after that. */
  baseDelayMs: number;
  /**
   * The longest wait between two attempts. A `Retry-After` asking for longer is not waited for: the 503 or 429 is
   * answered as it is, because retrying sooner than the server asked would only be refused again.
   */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 200, maxDelayMs: 10_000 };

/** Statuses that say "try again later": the service is unavailable, or the caller is being rate limited. */
const RETRYABLE_STATUSES = new Set([429, 503]);

/**
 * Methods that can be sent twice with the same effect as once (RFC 9110 §9.2.2). POST and PATCH are never
 * retried, `If-Match` or not: a lost answer does not mean the change was not made.
 */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** Milliseconds a `Retry-After` value asks to wait: delay-seconds or an HTTP date; undefined when unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form starts with the day's name; without this, Date.parse would read "-1" as a year.
  const date = /^[A-Za-z]/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with full jitter: a random wait up to `baseDelayMs * 2^retry`, capped at `maxDelayMs`. */
export function backoffDelay(retry: number, options: RetryOptions, random = Math.random): number {
  return random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
}

/**
 * How long to wait before attempt `attempt + 1` after this response, or undefined to answer it as it is.
 * `attempt` counts from 1.
 */
export function retryDelay(
  request: { method: string },
  response: { status: number; headers: Headers },
  attempt: number,
  options: RetryOptions,
): number | undefined {
  if (attempt >= options.attempts) return undefined;
  if (!RETRYABLE_STATUSES.has(response.status) || !IDEMPOTENT_METHODS.has(request.method.toUpperCase()))
    return undefined;
  const asked = parseRetryAfter(response.headers.get("retry-after"));
  if (asked === undefined) return backoffDelay(attempt - 1, options);
  return asked <= options.maxDelayMs ? asked : undefined;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
