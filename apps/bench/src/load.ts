import autocannon from "autocannon";
import type { Scenario } from "./scenarios.js";

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and socket errors or timeouts: a run with any of these measures the wrong thing. */
  failures: number;
}

/**
 * Drives `baseUrl` with autocannon at a fixed number of connections. Each request is built by the scenario from a
 * counter shared by the whole run (`first` onwards), so no two requests of a run (and of a warm-up before it)
 * carry the same id or question.
 */
export async function drive(
  baseUrl: string,
  headers: Record<string, string>,
  scenario: Scenario,
  options: LoadOptions,
  first: number,
): Promise<LoadResult & { next: number }> {
  let n = first;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = scenario.request(n++);
          return {
            ...request,
            method: next.method,
            path: `${new URL(baseUrl).pathname}${next.path}`,
            headers: { ...headers, ...(next.body === undefined ? {} : { "content-type": "application/json" }) },
            ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    next: n,
  };
}

/** One request of the scenario, as the ceiling must answer it: the API's own status and bytes. */
export async function sample(baseUrl: string, headers: Record<string, string>, scenario: Scenario, n: number) {
  const request = scenario.request(n);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...headers, ...(request.body === undefined ? {} : { "content-type": "application/json" }) },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${scenario.name}: the API answered ${response.status} ${body.slice(0, 300)}`);
  return { status: response.status, body };
}
