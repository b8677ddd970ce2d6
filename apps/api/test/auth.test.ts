import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@quarry/db";
import { createApp } from "../src/app.js";
import { revokeApiKey } from "../src/services/api-keys.js";
import { createTestContext, type Tenant, type TestContext } from "./support/context.js";
import { captureLogs } from "./support/logs.js";

let ctx: TestContext;
let tenant: Tenant;

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await ctx.tenant("acme");
});
afterAll(async () => {
  await ctx.close();
});

const ROUTES: [string, string][] = [
  ["post", "/api/saved-queries"],
  ["get", "/api/saved-queries"],
  ["post", "/api/folders"],
  ["get", "/api/folders"],
  ["post", "/api/assistant/query"],
  ["post", "/api/assistant/filter-fields"],
  ["post", "/api/assistant/search-entities"],
  ["post", "/api/assistant/validated-query"],
  ["put", "/api/assistant/catalogue"],
  ["get", "/api/assistant/catalogue"],
];

function call(method: string, path: string) {
  const agent = supertest(ctx.app) as unknown as Record<string, (path: string) => supertest.Test>;
  return agent[method]!(path);
}

describe("credentials", () => {
  it.each(ROUTES)("%s %s without headers is 401 naming both", async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      status: "error",
      error: {
        code: "unauthorized",
        message: "Both X-API-KEY and X-CLIENT-ID headers are required",
        details: [
          { path: "x-api-key", issue: "missing" },
          { path: "x-client-id", issue: "missing" },
        ],
      },
    });
  });

  const invalidKey = {
    status: "error",
    error: { code: "unauthorized", message: "The API key is not valid for this client", details: [] },
  };

  it("rejects an unknown key, a malformed key and a key of another client", async () => {
    const other = await ctx.tenant("globex");
    const attempts = [
      { "x-api-key": "quarry_0000000000000000_" + "0".repeat(64), "x-client-id": "acme" },
      { "x-api-key": "not-a-key", "x-client-id": "acme" },
      { "x-api-key": other.apiKey, "x-client-id": "acme" },
      { "x-api-key": tenant.apiKey, "x-client-id": "globex" },
      { "x-api-key": tenant.apiKey.slice(0, -1) + (tenant.apiKey.endsWith("0") ? "1" : "0"), "x-client-id": "acme" },
    ];
    for (const headers of attempts) {
      const res = await supertest(ctx.app).get("/api/folders").set(headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(invalidKey);
    }
  });

  it("checks credentials before the body: a bad body with a bad key is still 401", async () => {
    const res = await supertest(ctx.app)
      .post("/api/saved-queries")
      .set({ "x-api-key": "nope", "x-client-id": "acme", "content-type": "application/json" })
      .send("{not json");
    expect(res.status).toBe(401);
  });

  it("rejects a revoked key", async () => {
    const doomed = await ctx.tenant("initech");
    await supertest(ctx.app).get("/api/folders").set(doomed.headers).expect(200);
    expect(await revokeApiKey(ctx.db, doomed.keyId)).toBe(true);
    const res = await supertest(ctx.app).get("/api/folders").set(doomed.headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(invalidKey);
    expect(await revokeApiKey(ctx.db, doomed.keyId)).toBe(false);
  });
});

describe("routing", () => {
  it("serves the OpenAPI document without credentials", async () => {
    const res = await supertest(ctx.app).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths).sort()).toEqual([
      "/assistant/catalogue",
      "/assistant/filter-fields",
      "/assistant/query",
      "/assistant/search-entities",
      "/assistant/validated-queries",
      "/assistant/validated-queries/{id}",
      "/assistant/validated-query",
      "/connections",
      "/connections/{id}",
      "/connections/{id}/sync",
      "/connections/{id}/test",
      "/connections/{id}/values",
      "/docs",
      "/folders",
      "/folders/{id}",
      "/folders/{id}/path",
      "/healthz",
      "/openapi.json",
      "/query/run",
      "/query/validate",
      "/readyz",
      "/saved-queries",
      "/saved-queries/layout",
      "/saved-queries/{id}",
      "/saved-queries/{id}/data",
      "/saved-queries/{id}/duplicate",
      "/saved-queries/{id}/restore",
      "/saved-queries/{id}/revisions",
      "/saved-queries/{id}/revisions/{revisionId}/restore",
    ]);
  });

  it("answers an unknown route with 404 in the error shape", async () => {
    const res = await supertest(ctx.app).get("/api/nope").set(tenant.headers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      status: "error",
      error: { code: "not_found", message: "No route for GET /api/nope", details: [] },
    });
  });
});

describe("database outage", () => {
  it("answers 503 unavailable, not 500, when the database cannot be reached", async () => {
    const logs = captureLogs();
    const app = createApp({ db: createDb("postgresql://postgres@127.0.0.1:9/quarry"), logger: logs.logger });
    const res = await supertest(app).get("/api/folders").set(tenant.headers);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: "error",
      error: { code: "unavailable", message: "The database is unavailable; try again shortly", details: [] },
    });
    expect(logs.lines()).toMatchObject([
      { level: 50, msg: "GET /api/folders 503", status: 503, err: { type: expect.any(String) } },
    ]);
  });
});

describe("unexpected failures", () => {
  it("answers 500 internal without a stack, and logs the error", async () => {
    const logs = captureLogs();
    const broken = new Proxy(
      {},
      {
        get: () => {
          throw new TypeError("boom");
        },
      },
    ) as Parameters<typeof createApp>[0]["db"];
    const app = createApp({ db: broken, logger: logs.logger });
    const res = await supertest(app).get("/api/folders").set(tenant.headers);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status: "error",
      error: { code: "internal", message: "An unexpected error occurred", details: [] },
    });
    expect(logs.lines()).toMatchObject([{ level: 50, status: 500, err: { type: "TypeError", message: "boom" } }]);
  });
});
