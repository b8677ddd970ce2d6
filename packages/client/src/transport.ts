import { tsRestFetchApi, type ApiFetcherArgs } from "@ts-rest/core";
import { QuarryTimeoutError } from "./errors.js";
import { retryDelay, sleep, type RetryOptions } from "./retry.js";

/**
 * Options any single call accepts next to `params`, `query`, `body` and `headers`. ts-rest passes unknown call
 * arguments through to the `api` fetcher and types them from its parameter, so these are checked per call.
 */
export interface QuarryCallOptions {
  /** This call's limit, retries and their waits included; `Infinity` for none. Overrides the client's. */
  timeoutMs?: number;
  /** This call's retry policy, merged over the client's; `false` never retries it. */
  retry?: Partial<RetryOptions> | false;
}

export interface TransportSettings {
  timeoutMs: number;
  retry: RetryOptions;
}

export type QuarryResponse = Awaited<ReturnType<typeof tsRestFetchApi>>;
export type QuarryFetcher = (args: ApiFetcherArgs & QuarryCallOptions) => Promise<QuarryResponse>;

/**
 * A 204 has no body, and the contract types it `undefined`; ts-rest's fetcher would hand over an empty `Blob`
 * (there is no content type to go by), so the types would not hold.
 */
function withoutEmptyBody(response: QuarryResponse): QuarryResponse {
  return response.status === 204 ? { ...response, body: undefined } : response;
}

/**
 * ts-rest's own fetcher (`tsRestFetchApi`), wrapped with a deadline and retries: the `api` hook ts-rest offers for
 * exactly this. The deadline is one `AbortSignal` for the whole call, combined with the caller's own
 * `fetchOptions.signal`, so a caller's abort stays an abort and only the deadline becomes a `QuarryTimeoutError`.
 */
export function createQuarryFetcher(settings: TransportSettings): QuarryFetcher {
  return async ({ timeoutMs: callTimeoutMs, retry: callRetry, ...args }) => {
    const timeoutMs = callTimeoutMs ?? settings.timeoutMs;
    const retry = callRetry === false ? { ...settings.retry, attempts: 1 } : { ...settings.retry, ...callRetry };
    const callerSignal = args.fetchOptions?.signal ?? undefined;
    const deadline = Number.isFinite(timeoutMs) ? AbortSignal.timeout(timeoutMs) : undefined;
    const signal = deadline && callerSignal ? AbortSignal.any([callerSignal, deadline]) : (deadline ?? callerSignal);
    const request = { ...args, fetchOptions: { ...args.fetchOptions, signal } };
    try {
      for (let attempt = 1; ; attempt++) {
        const response = withoutEmptyBody(await tsRestFetchApi(request));
        const wait = retryDelay(args, response, attempt, retry);
        if (wait === undefined) return response;
        await sleep(wait, signal);
      }
    } catch (error) {
      if (deadline?.aborted && !callerSignal?.aborted)
        throw new QuarryTimeoutError({ timeoutMs, method: args.method, url: args.path, cause: error });
      throw error;
    }
  };
}
