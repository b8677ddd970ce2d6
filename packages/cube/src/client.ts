import { SignJWT } from "jose";
import { CubeError, cubeMessage } from "./errors.js";
import type { CubeMeta, CubeQuery, LoadResult } from "./types.js";

/** How Quarry reaches one Cube deployment: its address and either the API secret or a ready-made token. */
export interface CubeConnection {
  /** `https://cube.example.com`, or the same ending in `/cubejs-api/v1`. */
  url: string;
  credentials: { apiSecret: string } | { token: string };
}

export interface CubeClientOptions {
  /** Bound on each HTTP call to Cube. */
  requestTimeoutMs?: number;
  /** Bound on the whole of a load, "Continue wait" answers included. */
  loadWaitMs?: number;
  /** Pause between two asks while Cube answers "Continue wait". */
  continueWaitPauseMs?: number;
}

const DEFAULTS: Required<CubeClientOptions> = {
  requestTimeoutMs: 10_000,
  loadWaitMs: 30_000,
  continueWaitPauseMs: 250,
};
const API_PATH = "/cubejs-api/v1";
/** Tokens signed here live this long; a new one is signed well before. */
const TOKEN_SECONDS = 3_600;

/** The REST API base of a connection's URL: its own `/cubejs-api/v1` if it names it, else the URL with it added. */
export function apiBase(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return trimmed.endsWith(API_PATH) ? trimmed : `${trimmed}${API_PATH}`;
}

/**
 * Cube's REST API: `/meta`, `/load` (waiting out "Continue wait" within a bound) and `/dry-run`. Every failure is a
 * `CubeError` whose kind says what the caller can do about it.
 */
export class CubeClient {
  private readonly base: string;
  private readonly options: Required<CubeClientOptions>;
  private signed: { token: string; renewAt: number } | undefined;

  constructor(
    private readonly connection: CubeConnection,
    options: CubeClientOptions = {},
  ) {
    this.base = apiBase(connection.url);
    this.options = { ...DEFAULTS, ...options };
  }

  /** The data model: cubes and views with their measures, dimensions and segments. */
  async meta(): Promise<CubeMeta> {
    return (await this.call("GET", "/meta")) as CubeMeta;
  }

  /** Runs a query. Cube answers "Continue wait" while it computes; this asks again until `loadWaitMs`. */
  async load(query: CubeQuery): Promise<LoadResult> {
    const deadline = Date.now() + this.options.loadWaitMs;
    for (;;) {
      const body = (await this.call("POST", "/load", { query })) as Partial<LoadResult> & { error?: unknown };
      if (body.error !== "Continue wait") return { data: body.data ?? [], annotation: body.annotation ?? EMPTY };
      if (Date.now() + this.options.continueWaitPauseMs >= deadline) {
        throw new CubeError("timeout", `Cube was still computing the query after ${this.options.loadWaitMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, this.options.continueWaitPauseMs));
    }
  }

  /** Checks a query without running it; resolves with Cube's normalised form of it. */
  async dryRun(query: CubeQuery): Promise<{ normalizedQueries: CubeQuery[] }> {
    return (await this.call("POST", "/dry-run", { query })) as { normalizedQueries: CubeQuery[] };
  }

  private async authorization(): Promise<string> {
    const { credentials } = this.connection;
    if ("token" in credentials) return credentials.token;
    const now = Math.floor(Date.now() / 1000);
    if (!this.signed || this.signed.renewAt <= now) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_SECONDS)
        .sign(new TextEncoder().encode(credentials.apiSecret));
      this.signed = { token, renewAt: now + TOKEN_SECONDS / 2 };
    }
    return this.signed.token;
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: await this.authorization(),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.requestTimeoutMs),
        redirect: "error",
      });
    } catch (error) {
      throw networkError(error, this.options.requestTimeoutMs);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      if (isTimeout(error)) throw networkError(error, this.options.requestTimeoutMs);
      throw new CubeError(
        "unavailable",
        `Cube answered ${response.status} with a body that is not JSON`,
        response.status,
      );
    }
    if (response.ok) return parsed;
    const message = cubeMessage(parsed, `Cube answered ${response.status}`);
    if (response.status === 401 || response.status === 403) {
      throw new CubeError("unauthorized", message, response.status);
    }
    if (response.status >= 400 && response.status < 500) throw new CubeError("rejected", message, response.status);
    throw new CubeError("unavailable", message, response.status);
  }
}

const EMPTY = { measures: {}, dimensions: {}, segments: {}, timeDimensions: {} };

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function networkError(error: unknown, timeoutMs: number): CubeError {
  if (isTimeout(error)) return new CubeError("timeout", `Cube did not answer within ${timeoutMs} ms`);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail = typeof cause?.code === "string" ? cause.code : String(cause?.message ?? error);
  return new CubeError("unavailable", `Cube could not be reached (${detail})`);
}
