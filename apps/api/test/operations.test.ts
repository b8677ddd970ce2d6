import { rm } from "node:fs/promises";
import { createDb, resolveDatabase, type ResolvedDatabase } from "@quarry/db";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { captureLogs } from "./support/logs.js";
import { embeddedDataDir, freePort } from "./support/processes.js";
import { useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

describe("request ids", () => {
  it("keeps a well-formed X-Request-Id and echoes it, also on errors", async () => {
    const ok = await t.api.get("/api/folders").set("X-Request-Id", "trace-42.a:b");
    expect(ok.headers["x-request-id"]).toBe("trace-42.a:b");
    const refused = await supertest(t.ctx.app).get("/api/folders").set("X-Request-Id", "abc-123");
    expect(refused.status).toBe(401);
    expect(refused.headers["x-request-id"]).toBe("abc-123");
  });

  it("replaces a missing or malformed one with a fresh UUID", async () => {
    const none = await t.api.get("/api/folders");
    expect(none.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const bad = await t.api.get("/api/folders").set("X-Request-Id", "has spaces and \u00e9");
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.api.get("/api/folders").set("X-Request-Id", "x".repeat(129));
    expect(long.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("request logs", () => {
  it("one JSON line per request: method, route, status, duration, client id, request id; never the key", async () => {
    const logs = captureLogs();
    const app = createApp({ db: t.ctx.db, logger: logs.logger });
    await supertest(app)
      .get("/api/saved-queries?limit=5")
      .set(t.tenant.headers)
      .set("X-Request-Id", "req-1")
      .expect(200);
    await supertest(app).get("/api/folders").set("X-Request-Id", "req-2").expect(401);
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: "req-1",
        method: "GET",
        route: "/api/saved-queries",
        status: 200,
        durationMs: expect.any(Number),
        clientId: t.tenant.clientId,
        msg: "GET /api/saved-queries 200",
      }),
      expect.objectContaining({ level: 40, reqId: "req-2", route: "/api/folders", status: 401 }),
    ]);
    expect(logs.raw()).not.toContain(t.tenant.apiKey);
    expect(logs.raw()).not.toContain("x-api-key");
  });
});

describe("CORS", () => {
  const origin = "https://app.example.com";
  const corsApp = () => createApp({ db: t.ctx.db, corsOrigins: [origin] });

  it("answers an allowed origin's preflight without credentials", async () => {
    const res = await supertest(corsApp())
      .options("/api/saved-queries")
      .set("Origin", origin)
      .set("Access-Control-Request-Method", "POST")
      .set("Access-Control-Request-Headers", "content-type,x-api-key,x-client-id");
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(origin);
    expect(res.headers["access-control-allow-headers"]).toBe(
      "Content-Type,X-API-KEY,X-CLIENT-ID,X-Request-Id,If-Match,If-None-Match",
    );
    expect(res.headers["access-control-allow-methods"]).toContain("POST");
  });

  it("marks an allowed origin's responses readable and exposes the request id", async () => {
    const res = await supertest(corsApp()).get("/api/folders").set(t.tenant.headers).set("Origin", origin);
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe(origin);
    expect(res.headers["access-control-expose-headers"]).toContain("X-Request-Id");
  });

  it("gives a refused origin no CORS headers, preflight or not", async () => {
    const preflight = await supertest(corsApp())
      .options("/api/saved-queries")
      .set("Origin", "https://evil.example.com")
      .set("Access-Control-Request-Method", "POST");
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const res = await supertest(corsApp())
      .get("/api/folders")
      .set(t.tenant.headers)
      .set("Origin", "https://evil.example.com");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("is closed by default", async () => {
    const res = await t.api.get("/api/folders").set("Origin", origin);
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("health and readiness", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("healthz needs no credentials", async () => {
    const res = await supertest(t.ctx.app).get("/api/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("readyz follows the database: 200, 503 while it is stopped, 200 once it is back, without a restart", async () => {
    const data = await embeddedDataDir();
    const embedded = { port: await freePort(), dataDir: data.dataDir };
    let server: ResolvedDatabase = await resolveDatabase({ embedded });
    const db = createDb(server.url);
    cleanups.push(
      () => rm(data.parent, { recursive: true, force: true }),
      () => server.close(),
      () => db.$disconnect(),
    );
    const app = createApp({ db });

    expect((await supertest(app).get("/api/readyz")).status).toBe(200);
    await server.close();
    const down = await supertest(app).get("/api/readyz");
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      status: "error",
      error: { code: "unavailable", message: "The database is not answering", details: [] },
    });
    server = await resolveDatabase({ embedded });
    expect((await supertest(app).get("/api/readyz")).status).toBe(200);
  });
});

describe("validation messages a person can read", () => {
  it("names every failing field in plain words", async () => {
    const list = await t.api.get("/api/saved-queries?limit=abc&cursor=");
    expect(list.status).toBe(400);
    expect(list.body.error.details).toContainEqual({ path: "limit", issue: "must be a number" });

    const res = await t.api.post("/api/saved-queries").send({
      savedQuery: { title: "", connectionType: "sql", chartType: "bar", metrics: [7], order: 1.5, extra: true },
    });
    expect(res.status).toBe(400);
    const issues = Object.fromEntries(
      res.body.error.details.map((detail: { path: string; issue: string }) => [detail.path, detail.issue]),
    );
    expect(issues).toMatchObject({
      "savedQuery.title": "must not be empty",
      "savedQuery.connectionType": 'must be "cube"',
      "savedQuery.metrics.0": "must be a string",
      "savedQuery.order": "must be a whole number",
      "savedQuery.extra": "unknown field",
    });
    for (const issue of Object.values(issues)) expect(issue).not.toMatch(/Expected|received|Invalid/);
  });

  it("a body sent with a GET is ignored, whatever its type", async () => {
    const res = await t.api.get("/api/folders").set("Content-Type", "text/plain").send("not json");
    expect(res.status).toBe(200);
  });

  it("a JSON null or a bare number as the body is a validation error, not malformed JSON", async () => {
    for (const body of ["null", "3"]) {
      const res = await t.api.post("/api/folders").set("Content-Type", "application/json").send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: "error",
        error: {
          code: "validation_failed",
          message: "The request is invalid",
          details: [{ path: "", issue: "the request body must be a JSON object" }],
        },
      });
    }
  });
});
