import http, { type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createTestContext, type TestContext } from "./context.js";

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** Stops the server, ending open connections (keep-alive, or requests it never answers) rather than awaiting them. */
  close(): Promise<void>;
}

/** Serves `listener` (an Express app, or a plain request handler) on a free loopback port, for tests over real HTTP. */
export async function serveOnLoopback(listener: RequestListener): Promise<LoopbackServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export interface ApiOverHttp {
  ctx: TestContext;
  /** The API's base address, `http://127.0.0.1:<port>/api`. */
  baseUrl: string;
}

/**
 * Registers the hooks of a file that calls the API over real HTTP (a client, not supertest): one database for
 * the file and the app serving it on a free port. Read the fields inside tests and later hooks, not at module load.
 */
export function useApiOverHttp(): ApiOverHttp {
  const state = {} as ApiOverHttp;
  let server: LoopbackServer | undefined;
  beforeAll(async () => {
    state.ctx = await createTestContext();
    server = await serveOnLoopback(state.ctx.app);
    state.baseUrl = `${server.url}/api`;
  });
  afterAll(async () => {
    await server?.close();
    await state.ctx?.close();
  });
  return state;
}
