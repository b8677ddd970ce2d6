import { contract, type Contract } from "@quarry/contract";
import type { ClientInferResponses, InitClientReturn, SuccessfulHttpStatusCode } from "@ts-rest/core";
import { QuarryError } from "./errors.js";
import type { QuarryFetcher, QuarryResponse } from "./transport.js";

/** What `createQuarryClient` hands to ts-rest's `initClient`. */
export interface QuarryInitArgs {
  baseUrl: string;
  baseHeaders: { "x-api-key": string; "x-client-id": string };
  api: QuarryFetcher;
  throwOnUnknownStatus: boolean;
}

/** The plain ts-rest client: every call resolves to `{ status, body, headers }`, errors included. */
export type QuarryRawClient = InitClientReturn<Contract, QuarryInitArgs>;
export type RouteName = keyof Contract;

/** The body of a route's 2xx answer (`undefined` for a 204). */
export type SuccessBody<R extends RouteName> = ClientInferResponses<Contract[R], SuccessfulHttpStatusCode>["body"];

/** Each route takes the plain client's arguments and resolves to its 2xx body, or throws a `QuarryError`. */
export type QuarryUnwrapClient = {
  [R in RouteName]: (...args: Parameters<QuarryRawClient[R]>) => Promise<SuccessBody<R>>;
};

type AnyCall = (args?: unknown) => Promise<QuarryResponse>;

/**
 * The throwing flavour, the way ts-rest's maintainers suggest getting one: the same calls, with the answer's
 * status checked once here instead of at every call site. `client` must not throw on unknown statuses itself,
 * so that a 429 or a proxy's 502 still becomes a `QuarryError` with its headers (and request id).
 */
export function createUnwrapClient(client: QuarryRawClient): QuarryUnwrapClient {
  const calls = client as unknown as Record<string, AnyCall>;
  const unwrapped = Object.keys(contract).map((name) => {
    const call = calls[name]!;
    const unwrappedCall = async (args?: unknown) => {
      const response = await call(args);
      if (response.status >= 200 && response.status < 300) return response.body;
      throw QuarryError.fromResponse(response);
    };
    return [name, unwrappedCall] as const;
  });
  return Object.fromEntries(unwrapped) as unknown as QuarryUnwrapClient;
}
