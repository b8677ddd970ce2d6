import { contract } from "@quarry/contract";
import { initClient } from "@ts-rest/core";

export { contract, ErrorCode, ERROR_STATUS } from "@quarry/contract";
export type * from "@quarry/contract";

export interface QuarryClientOptions {
  /** The API's base address, including `/api`, e.g. `http://localhost:3000/api`. */
  baseUrl: string;
  apiKey: string;
  clientId: string;
}

/**
 * A typed client for every Quarry endpoint, built from the same contract as the server. Each call resolves to
 * `{ status, body, headers }`; `status` narrows `body` to that response's type (success or the error shape).
 */
export function createQuarryClient({ baseUrl, apiKey, clientId }: QuarryClientOptions) {
  return initClient(contract, {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    baseHeaders: { "x-api-key": apiKey, "x-client-id": clientId },
    throwOnUnknownStatus: true,
  });
}

export type QuarryClient = ReturnType<typeof createQuarryClient>;
