import { contract } from "@quarry/contract";
import { initClient } from "@ts-rest/core";
import { createPaginators, type QuarryPaginators } from "./paginate.js";
import { DEFAULT_RETRY, type RetryOptions } from "./retry.js";
import { createQuarryFetcher } from "./transport.js";
import { createUnwrapClient, type QuarryInitArgs, type QuarryRawClient, type QuarryUnwrapClient } from "./unwrap.js";

// The contract is bundled into this package (it is never published on its own), so everything it exports, its
// zod schemas included, is exported from here: at run time as well as in the types.
export * from "@quarry/contract";
export { QuarryError, QuarryTimeoutError, type QuarryErrorCode, type QuarryErrorInit } from "./errors.js";
export { ifMatch, type IfMatchHeader } from "./if-match.js";
export type { PageCallOptions, PageItem, PageQuery, PaginatedRoute, Paginator, QuarryPaginators } from "./paginate.js";
export { DEFAULT_RETRY, type RetryOptions } from "./retry.js";
export type { QuarryCallOptions } from "./transport.js";
export type { QuarryRawClient, QuarryUnwrapClient, RouteName, SuccessBody } from "./unwrap.js";

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface QuarryClientOptions {
  /** The API's base address, including `/api`, e.g. `http://localhost:3000/api`. */
  baseUrl: string;
  apiKey: string;
  clientId: string;
  /** Each call's limit, retries and their waits included (default 30 s; `Infinity` for none). */
  timeoutMs?: number;
  /** Retries of idempotent calls answered 503 or 429, merged over `DEFAULT_RETRY`; `false` never retries. */
  retry?: Partial<RetryOptions> | false;
}

export type QuarryClient = QuarryRawClient & {
  /** The same calls, resolving to the 2xx body and throwing a `QuarryError` for any other status. */
  unwrap: QuarryUnwrapClient;
  /** One async iterator per paginated list, over every record of every page; throws like `unwrap`. */
  paginate: QuarryPaginators;
};

/**
 * A typed client for every Quarry endpoint, built from the same contract as the server. Each call resolves to
 * `{ status, body, headers }`; `status` narrows `body` to that response's type (success or the error shape).
 * `unwrap` and `paginate` are the throwing flavours; every flavour times out and retries as configured.
 */
export function createQuarryClient(options: QuarryClientOptions): QuarryClient {
  const retry = options.retry === false ? { ...DEFAULT_RETRY, attempts: 1 } : { ...DEFAULT_RETRY, ...options.retry };
  const args: QuarryInitArgs = {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    baseHeaders: { "x-api-key": options.apiKey, "x-client-id": options.clientId },
    api: createQuarryFetcher({ timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, retry }),
    throwOnUnknownStatus: true,
  };
  const plain = initClient(contract, args);
  const unwrap = createUnwrapClient(initClient(contract, { ...args, throwOnUnknownStatus: false }));
  return Object.assign(plain, { unwrap, paginate: createPaginators(unwrap) });
}
