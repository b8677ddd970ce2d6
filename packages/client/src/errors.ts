import { ErrorBodySchema, type ErrorCode, type ErrorDetail } from "@quarry/contract";

/** Every code a `QuarryError` can carry: the API's own, or `unexpected_response` for a body not in its shape. */
export type QuarryErrorCode = ErrorCode | "unexpected_response";

export interface QuarryErrorInit {
  status: number;
  code: QuarryErrorCode;
  message: string;
  details: ErrorDetail[];
  requestId: string | undefined;
  body: unknown;
}

/**
 * A non-2xx answer of the API, thrown by `client.unwrap.*` and `client.paginate.*`. `requestId` is the
 * `X-Request-Id` the server logged the request under: quote it when reporting a problem.
 */
export class QuarryError extends Error {
  override readonly name = "QuarryError";
  readonly status: number;
  readonly code: QuarryErrorCode;
  readonly details: ErrorDetail[];
  readonly requestId: string | undefined;
  /** The body as received, for answers that did not come from the API itself (a proxy's 502 page, say). */
  readonly body: unknown;

  constructor(init: QuarryErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.body = init.body;
  }

  /** The error for any non-2xx response; the API's `{ status: "error", error }` shape when the body has it. */
  static fromResponse(response: { status: number; body: unknown; headers: Headers }): QuarryError {
    const requestId = response.headers.get("x-request-id") ?? undefined;
    const parsed = ErrorBodySchema.safeParse(response.body);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      return new QuarryError({ status: response.status, code, message, details, requestId, body: response.body });
    }
    return new QuarryError({
      status: response.status,
      code: "unexpected_response",
      message: `HTTP ${response.status} without the API's error body`,
      details: [],
      requestId,
      body: response.body,
    });
  }
}

/**
 * No complete answer within the call's `timeoutMs` (retries and their waits included). Thrown by every flavour
 * of the client instead of the `DOMException` fetch rejects with, so callers can tell it from their own aborts.
 */
export class QuarryTimeoutError extends Error {
  override readonly name = "QuarryTimeoutError";
  readonly code = "timeout";
  readonly timeoutMs: number;
  readonly method: string;
  readonly url: string;

  constructor(init: { timeoutMs: number; method: string; url: string; cause: unknown }) {
    super(`${init.method} ${init.url} did not complete within ${init.timeoutMs} ms`, { cause: init.cause });
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.url = init.url;
  }
}
