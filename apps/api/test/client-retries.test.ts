import http, { type IncomingMessage, type ServerResponse } from "node:http";
import {
  createQuarryClient,
  QuarryError,
  QuarryTimeoutError,
  type QuarryClientOptions,
  type RetryOptions,
} from "@quarry/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "./support/context.js";
import { serveOnLoopback, useApiOverHttp, type LoopbackServer } from "./support/http.js";

/**
 * Retries and timeouts over real HTTP. A gateway in front of the API answers the first requests itself (503 or
 * 429, as an overloaded proxy or rate limiter would) and passes the rest through; a server that never answers
 * stands in for a hung upstream.
 */

const api = useApiOverHttp();
let gateway: LoopbackServer;
let gatewayUrl: string;
let tenant: Tenant;

interface Refusal {
  status: 503 | 429;
  retryAfter?: string;
}
/** What the gateway answers next; once empty, it forwards to the API. */
let refusals: Refusal[] = [];
/** Every request the gateway received, as `METHOD /path`. */
let seen: string[] = [];

function forward(apiPort: number, req: IncomingMessage, res: ServerResponse) {
  const upstream = http.request(
    { host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
}

function refuse(refusal: Refusal, res: ServerResponse) {
  const code = refusal.status === 503 ? "unavailable" : "rate_limited";
  res.writeHead(refusal.status, {
    "content-type": "application/json",
    "x-request-id": `gateway-${seen.length}`,
    ...(refusal.retryAfter !== undefined && { "retry-after": refusal.retryAfter }),
  });
  res.end(JSON.stringify({ status: "error", error: { code, message: "try again later", details: [] } }));
}

beforeAll(async () => {
  const apiPort = Number(new URL(api.baseUrl).port);
  gateway = await serveOnLoopback((req, res) => {
    seen.push(`${req.method} ${req.url?.replace(/\?.*/, "")}`);
    const refusal = refusals.shift();
    if (refusal) {
      req.resume();
      refuse(refusal, res);
    } else forward(apiPort, req, res);
  });
  gatewayUrl = `${gateway.url}/api`;
  tenant = await api.ctx.tenant();
});
afterEach(() => {
  refusals = [];
  seen = [];
});
afterAll(async () => {
  await gateway.close();
});

/** Tiny backoff so that tests wait only where a `Retry-After` says so. */
const FAST: Partial<RetryOptions> = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5_000 };

function client(options: Partial<QuarryClientOptions> = {}) {
  return createQuarryClient({
    baseUrl: gatewayUrl,
    apiKey: tenant.apiKey,
    clientId: tenant.clientId,
    retry: FAST,
    ...options,
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe("retries", () => {
  it("retries a GET answered 503 then 429, waiting as long as Retry-After says", async () => {
    refusals = [
      { status: 503, retryAfter: "1" },
      { status: 429, retryAfter: "0" },
    ];
    const { result, ms } = await timed(() => client().unwrap.listFolders());
    expect(result.status).toBe("ok");
    expect(seen).toEqual(["GET /api/folders", "GET /api/folders", "GET /api/folders"]);
    // The backoff is 1 ms: only the one-second Retry-After can account for this.
    expect(ms).toBeGreaterThanOrEqual(990);
  });

  it("retries with backoff when no Retry-After is given, and a DELETE as well", async () => {
    const quarry = client();
    await quarry.unwrap.createFolder({ body: { folder: { id: "old", title: "Old" } } });
    refusals = [{ status: 503 }, { status: 429 }];
    seen = [];
    expect(await quarry.unwrap.deleteFolder({ params: { id: "old" }, query: {} })).toBeUndefined();
    expect(seen).toEqual(["DELETE /api/folders/old", "DELETE /api/folders/old", "DELETE /api/folders/old"]);
  });

  it("gives up after the configured attempts with the last answer", async () => {
    refusals = Array.from({ length: 5 }, () => ({ status: 503, retryAfter: "0" }) as const);
    const error = await client()
      .unwrap.listFolders()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuarryError);
    expect(error).toMatchObject({ status: 503, code: "unavailable", requestId: "gateway-3" });
    expect(seen).toHaveLength(3);
    // The plain client answers the 503 as the contract declares it, after the same retries.
    refusals = Array.from({ length: 2 }, () => ({ status: 503, retryAfter: "0" }) as const);
    seen = [];
    expect((await client({ retry: { attempts: 2 } }).listFolders()).status).toBe(503);
    expect(seen).toHaveLength(2);
  });

  it("never retries a POST or a PATCH", async () => {
    const quarry = client();
    refusals = [{ status: 503, retryAfter: "0" }];
    expect((await quarry.createFolder({ body: { folder: { id: "f", title: "F" } } })).status).toBe(503);
    expect(seen).toEqual(["POST /api/folders"]);

    await quarry.unwrap.createFolder({ body: { folder: { id: "f", title: "F" } } });
    refusals = [{ status: 429, retryAfter: "0" }];
    seen = [];
    const error = await quarry.unwrap
      .updateFolder({ params: { id: "f" }, body: { folder: { title: "G" } } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(seen).toEqual(["PATCH /api/folders/f"]);
  });

  it("does not wait for a Retry-After beyond maxDelayMs, nor retry a call made with retry: false", async () => {
    refusals = [{ status: 503, retryAfter: "60" }];
    const { result, ms } = await timed(() => client({ retry: { maxDelayMs: 1_000 } }).listFolders());
    expect(result.status).toBe(503);
    expect(ms).toBeLessThan(1_000);
    expect(seen).toHaveLength(1);

    refusals = [{ status: 503, retryAfter: "0" }];
    seen = [];
    expect((await client().listFolders({ retry: false })).status).toBe(503);
    expect(seen).toHaveLength(1);
  });
});

describe("timeouts", () => {
  let silent: LoopbackServer;
  let silentUrl: string;
  beforeAll(async () => {
    // Accepts every request and never answers it.
    silent = await serveOnLoopback(() => {});
    silentUrl = `${silent.url}/api`;
  });
  afterAll(() => silent.close());

  function hung(options: Partial<QuarryClientOptions> = {}) {
    return createQuarryClient({ baseUrl: silentUrl, apiKey: "key", clientId: "acme", ...options });
  }

  it("rejects with a QuarryTimeoutError once the client's timeoutMs passes, in every flavour", async () => {
    const quarry = hung({ timeoutMs: 200 });
    for (const call of [() => quarry.listFolders(), () => quarry.unwrap.listFolders()]) {
      const { result: error, ms } = await timed(() => call().catch((caught: unknown) => caught));
      expect(error).toBeInstanceOf(QuarryTimeoutError);
      expect(error).toMatchObject({ code: "timeout", timeoutMs: 200, method: "GET", url: `${silentUrl}/folders` });
      expect(ms).toBeGreaterThanOrEqual(190);
      expect(ms).toBeLessThan(2_000);
    }
  });

  it("takes a per-call timeoutMs over the client's", async () => {
    const { result: error, ms } = await timed(() =>
      hung({ timeoutMs: 60_000 })
        .unwrap.getFolder({ params: { id: "x" }, timeoutMs: 150 })
        .catch((caught: unknown) => caught),
    );
    expect(error).toMatchObject({ name: "QuarryTimeoutError", timeoutMs: 150 });
    expect(ms).toBeLessThan(2_000);
  });

  it("counts retry waits against the timeout", async () => {
    refusals = [{ status: 503, retryAfter: "5" }];
    const { result: error, ms } = await timed(() =>
      client({ timeoutMs: 300, retry: { maxDelayMs: 10_000 } })
        .listFolders()
        .catch((caught: unknown) => caught),
    );
    expect(error).toBeInstanceOf(QuarryTimeoutError);
    expect(ms).toBeLessThan(2_000);
  });

  it("leaves the caller's own abort an abort", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await hung({ timeoutMs: 60_000 })
      .listFolders({ fetchOptions: { signal: controller.signal } })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(QuarryTimeoutError);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
