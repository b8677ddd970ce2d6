import net from "node:net";
import { createDb, type Db } from "@quarry/db";
import { Redis } from "ioredis";
import pg from "pg";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppDeps } from "../src/app.js";
import { serveOnLoopback, type LoopbackServer } from "./support/http.js";
import { createTestContext, type Tenant, type TestContext } from "./support/context.js";

let ctx: TestContext;
const servers: LoopbackServer[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await ctx.close();
});

const appWith = (deps: Partial<AppDeps>, db: Db = ctx.db) => createApp({ db, ...deps });
const window = { perClient: 0, perKey: 0, windowSeconds: 60 };

async function serve(deps: Partial<AppDeps>, db?: Db) {
  const server = await serveOnLoopback(appWith(deps, db));
  servers.push(server);
  return new URL(server.url);
}

/** A request whose body stops arriving half way: raw, since an HTTP client would not do that. */
function stalledRequest(url: URL, tenant: Tenant, path: string, body: string) {
  const socket = net.connect(Number(url.port), url.hostname);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    "Content-Type: application/json",
    "Connection: close",
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(tenant.headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  socket.write(`${head}\r\n\r\n${body.slice(0, 5)}`);
  return {
    finish: () => socket.write(body.slice(5)),
    closed,
    answer: () => answer,
  };
}

describe("rate limits", () => {
  it("answers 429 rate_limited with Retry-After once a client spends its window, whichever key it uses", async () => {
    const app = appWith({ rateLimits: { ...window, perClient: 3 } });
    const tenant = await ctx.tenant();
    const second = await ctx.tenant(tenant.clientId);
    const other = await ctx.tenant();
    for (const headers of [tenant.headers, second.headers, tenant.headers]) {
      await supertest(app).get("/api/folders").set(headers).expect(200);
    }
    const refused = await supertest(app).get("/api/folders").set(second.headers).expect(429);
    expect(refused.body).toEqual({
      status: "error",
      error: {
        code: "rate_limited",
        message: expect.stringMatching(/^Too many requests for this client; retry after \d+ s$/),
        details: [],
      },
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    await supertest(app).get("/api/folders").set(other.headers).expect(200);
  });

  it("limits each key on its own, below its client's limit", async () => {
    const app = appWith({ rateLimits: { ...window, perClient: 100, perKey: 2 } });
    const tenant = await ctx.tenant();
    const second = await ctx.tenant(tenant.clientId);
    await supertest(app).get("/api/folders").set(tenant.headers).expect(200);
    await supertest(app).get("/api/folders").set(tenant.headers).expect(200);
    const refused = await supertest(app)
      .post("/api/folders")
      .set(tenant.headers)
      .send({ folder: { title: "x" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests for this API key/);
    expect(await ctx.db.folder.count({ where: { clientId: tenant.clientId } })).toBe(0);
    await supertest(app).get("/api/folders").set(second.headers).expect(200);
  });

  it("never counts requests whose credentials fail", async () => {
    const app = appWith({ rateLimits: { ...window, perClient: 1 } });
    const tenant = await ctx.tenant();
    for (let attempt = 0; attempt < 3; attempt++) {
      await supertest(app)
        .get("/api/folders")
        .set({ ...tenant.headers, "x-api-key": "quarry_bad" })
        .expect(401);
    }
    await supertest(app).get("/api/folders").set(tenant.headers).expect(200);
  });
});

describe("rate limits shared through Redis", () => {
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  let redis: Redis | undefined;
  beforeAll(async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => {});
    try {
      await probe.connect();
      redis = probe;
    } catch {
      probe.disconnect();
      if (process.env.CI) throw new Error(`Redis is required in CI and did not answer at ${redisUrl}`);
      console.warn(`skipping the Redis rate-limit tests: no Redis at ${redisUrl}`);
    }
  });
  afterAll(() => redis?.disconnect());

  it("counts a client's requests across API processes", async (test) => {
    if (!redis) return test.skip();
    const rateLimits = { ...window, perClient: 4, redis, prefix: `quarry-test:${Date.now()}:${Math.random()}` };
    const [first, second] = [appWith({ rateLimits }), appWith({ rateLimits }, createDb(ctx.databaseUrl))];
    const tenant = await ctx.tenant();
    for (const app of [first, second, first, second])
      await supertest(app).get("/api/folders").set(tenant.headers).expect(200);
    await supertest(first).get("/api/folders").set(tenant.headers).expect(429);
    await supertest(second).get("/api/folders").set(tenant.headers).expect(429);
  });

  it("keeps limiting in each process, and never fails a request, while Redis is unreachable", async () => {
    const unreachable = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, retryStrategy: () => null });
    unreachable.on("error", () => {});
    const app = appWith({ rateLimits: { ...window, perClient: 2, redis: unreachable } });
    const tenant = await ctx.tenant();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await supertest(app).get("/api/folders").set(tenant.headers)).status);
    expect(statuses).toEqual([200, 200, 429]);
    unreachable.disconnect();
  });
});

describe("assistant work in flight", () => {
  it("lets a client have only so many assistant requests running; others wait their turn (429), other clients do not", async () => {
    const url = await serve({ assistantConcurrency: 1 });
    const [tenant, other] = [await ctx.tenant(), await ctx.tenant()];
    const body = JSON.stringify({ input: "folders by title", type: "cube" });
    const first = stalledRequest(url, tenant, "/api/assistant/query", body);
    const ask = (who: Tenant) =>
      fetch(`${url.origin}/api/assistant/query`, {
        method: "POST",
        headers: { ...who.headers, "content-type": "application/json" },
        body,
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await ask(tenant);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await ask(other)).status).toBe(200);
    first.finish();
    await first.closed.catch(() => {});
    expect(first.answer()).toMatch(/^HTTP\/1.1 200/);
    expect((await ask(tenant)).status).toBe(200);
  });
});

describe("time limits", () => {
  it("answers 408 request_timeout and closes the connection when a body stalls", async () => {
    const url = await serve({ timeouts: { requestMs: 0, bodyMs: 300 } });
    const tenant = await ctx.tenant();
    const started = Date.now();
    const stalled = stalledRequest(url, tenant, "/api/folders", JSON.stringify({ folder: { title: "never" } }));
    await stalled.closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stalled.answer()).toMatch(/^HTTP\/1.1 408/);
    expect(JSON.parse(stalled.answer().split("\r\n\r\n")[1]!)).toEqual({
      status: "error",
      error: { code: "request_timeout", message: "The request body did not arrive within 300 ms", details: [] },
    });
    expect(await ctx.db.folder.count({ where: { clientId: tenant.clientId } })).toBe(0);
  });

  it("answers 503 when a request runs too long, and PostgreSQL cancels its statement", async () => {
    const db = createDb(ctx.databaseUrl, { statementTimeoutMs: 400 });
    const app = appWith({ timeouts: { requestMs: 300, bodyMs: 0 } }, db);
    const tenant = await ctx.tenant();
    await supertest(app)
      .post("/api/folders")
      .set(tenant.headers)
      .send({ folder: { id: "locked", title: "Before" } })
      .expect(200);
    const locker = new pg.Client({ connectionString: ctx.databaseUrl });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("SELECT * FROM folders WHERE client_id = $1 AND id = 'locked' FOR UPDATE", [tenant.clientId]);
      const started = Date.now();
      const response = await supertest(app)
        .patch("/api/folders/locked")
        .set(tenant.headers)
        .send({ folder: { title: "After" } });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: "error",
        error: { code: "unavailable", message: "The request took longer than 300 ms; try again shortly", details: [] },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    const folder = await ctx.db.folder.findUnique({
      where: { clientId_id: { clientId: tenant.clientId, id: "locked" } },
    });
    expect(folder?.title).toBe("Before");
    await db.$disconnect();
  });
});

describe("security headers", () => {
  it("are on every answer, errors included, and the reference page keeps its own policy", async () => {
    const app = appWith({});
    for (const response of [await supertest(app).get("/api/healthz"), await supertest(app).get("/api/folders")]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
    const docs = await supertest(app).get("/api/docs");
    expect(docs.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  });
});
