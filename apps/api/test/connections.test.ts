import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { createApp, DEFAULT_CUBE_SETTINGS } from "../src/app.js";
import { SecretBox, type SecretKey } from "../src/services/secret-box.js";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";
import { captureLogs } from "./support/logs.js";

const shop = inject("shopCube");
const t = useTenantPerTest();

const connection = (fields: Record<string, unknown> = {}) => ({
  connection: {
    type: "cube",
    name: "Shop",
    url: shop?.url ?? "http://127.0.0.1:9",
    apiSecret: shop?.apiSecret ?? "s",
    ...fields,
  },
});

const REVENUE_BY_STATUS = {
  savedQuery: {
    title: "Orders by status",
    connectionType: "cube",
    chartType: "bar",
    metrics: ["orders.count"],
    dimensions: ["orders.status"],
    filters: [{ member: "orders.status", operator: "notEquals", values: ["cancelled"] }],
    orderBy: { "orders.count": "desc", "orders.status": "asc" },
    limit: 10,
  },
};

/** An address where nothing listens: a port just taken and released. */
async function closedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** A local server that accepts connections and never answers. */
async function silentServer(): Promise<{ url: string; close(): void }> {
  const server = http.createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.closeAllConnections() ?? server.close(),
  };
}

describe("connections", () => {
  it("stores a connection with its secret sealed, and never returns or logs the secret", async () => {
    const logs = captureLogs();
    const app = createApp({ db: t.ctx.db, logger: logs.logger });
    const created = await as(app, t.tenant)
      .post("/api/connections")
      .send(connection({ id: "shop", apiSecret: "very-secret-value" }))
      .expect(200);
    expect(created.headers.location).toBe("/api/connections/shop");
    expect(created.body).toEqual({
      status: "ok",
      result: {
        id: "shop",
        type: "cube",
        name: "Shop",
        url: shop?.url ?? "http://127.0.0.1:9",
        apiSecretSet: true,
        tokenSet: false,
        createdAt: expect.any(String),
        updatedAt: created.body.result.createdAt,
      },
    });
    const [row] = await t.ctx.db.$queryRaw<
      { secret_sealed: string }[]
    >`SELECT secret_sealed FROM connections WHERE id = 'shop'`;
    expect(row!.secret_sealed).not.toContain("very-secret-value");
    expect(row!.secret_sealed.startsWith("dev.")).toBe(true);
    const listed = await t.api.get("/api/connections").expect(200);
    expect(listed.body).toEqual({ status: "ok", result: [created.body.result], nextCursor: null });
    await t.api.get("/api/connections/shop").expect(200, created.body);
    expect(JSON.stringify([listed.body, logs.raw()])).not.toContain("very-secret-value");
  });

  it("is an idempotent create for the same content, a 409 for other content, and refuses bad bodies", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "c1" }))
      .expect(200);
    await t.api
      .post("/api/connections")
      .send(connection({ id: "c1" }))
      .expect(200);
    const taken = await t.api
      .post("/api/connections")
      .send(connection({ id: "c1", apiSecret: "other" }))
      .expect(409);
    expect(taken.body.error.details).toEqual([{ path: "connection.id", issue: "already used by another connection" }]);
    expectInvalid(await t.api.post("/api/connections").send(connection({ token: "t" })), ["connection.token"]);
    expectInvalid(await t.api.post("/api/connections").send(connection({ apiSecret: undefined })), [
      "connection.apiSecret",
    ]);
    expectInvalid(await t.api.post("/api/connections").send(connection({ url: "ftp://x" })), ["connection.url"]);
    expectInvalid(await t.api.post("/api/connections").send(connection({ url: "https://user:pw@cube.example.com" })), [
      "connection.url",
    ]);
  });

  it("rotates the secret, renames, moves and deletes; saved queries that named it then name none", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "c1" }))
      .expect(200);
    const rotated = await t.api
      .patch("/api/connections/c1")
      .send({ connection: { token: "a-token" } })
      .expect(200);
    expect(rotated.body.result).toMatchObject({ apiSecretSet: false, tokenSet: true });
    const renamed = await t.api
      .patch("/api/connections/c1")
      .send({ connection: { name: "Warehouse", url: "https://cube.example.com" } });
    expect(renamed.body.result).toMatchObject({ name: "Warehouse", url: "https://cube.example.com", tokenSet: true });
    expectInvalid(await t.api.patch("/api/connections/c1").send({ connection: {} }), ["connection"]);

    await t.api
      .post("/api/saved-queries")
      .send({ ...REVENUE_BY_STATUS, connectionId: "c1" })
      .expect(200);
    await t.api.delete("/api/connections/c1").expect(204);
    await t.api.get("/api/connections/c1").expect(404);
    const [saved] = (await t.api.get("/api/saved-queries").expect(200)).body.result;
    expect(saved.connectionId).toBeNull();
    await t.api.delete("/api/connections/c1").expect(404);
  });

  it("points only at allowed hosts when the server lists them (QUARRY_CUBE_ALLOWED_HOSTS)", async () => {
    const app = createApp({
      db: t.ctx.db,
      cube: {
        ...DEFAULT_CUBE_SETTINGS,
        secrets: new SecretBox([DEV]),
        allowedHosts: ["cube.example.com", ".corp.example"],
      },
    });
    const api = as(app, t.tenant);
    const refused = await api.post("/api/connections").send(connection({ url: "http://169.254.169.254/latest" }));
    expectInvalid(refused, ["connection.url"]);
    expect(refused.body.error.details[0].issue).toBe(
      "names a host this server may not call (allowed: cube.example.com, .corp.example)",
    );
    await api
      .post("/api/connections")
      .send(connection({ id: "ok", url: "https://cube.example.com" }))
      .expect(200);
    await api
      .post("/api/connections")
      .send(connection({ id: "sub", url: "https://eu.corp.example/cube" }))
      .expect(200);
    expectInvalid(await api.patch("/api/connections/ok").send({ connection: { url: "http://localhost:4000" } }), [
      "connection.url",
    ]);
    expect((await api.get("/api/connections/ok").expect(200)).body.result.url).toBe("https://cube.example.com");
  });

  it("belongs to its client only", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "mine" }))
      .expect(200);
    const other = as(t.ctx.app, await t.ctx.tenant());
    await other.get("/api/connections/mine").expect(404);
    await other
      .patch("/api/connections/mine")
      .send({ connection: { name: "x" } })
      .expect(404);
    await other.delete("/api/connections/mine").expect(404);
    await other.post("/api/connections/mine/test").expect(404);
    await other
      .post("/api/query/run")
      .send({ connectionId: "mine", query: { measures: ["orders.count"] } })
      .expect(404);
    expect((await other.get("/api/connections").expect(200)).body.result).toEqual([]);
    await other
      .post("/api/saved-queries")
      .send({ ...REVENUE_BY_STATUS, connectionId: "mine" })
      .expect(404);
  });
});

describe.skipIf(!shop)("running reports through a real Cube", () => {
  it("tests a connection: Cube's answer, or its own error", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "good" }))
      .expect(200);
    await t.api
      .post("/api/connections")
      .send(connection({ id: "bad", apiSecret: "wrong" }))
      .expect(200);
    await t.api
      .post("/api/connections")
      .send(connection({ id: "gone", url: await closedUrl() }))
      .expect(200);
    expect((await t.api.post("/api/connections/good/test").expect(200)).body.result).toEqual({
      ok: true,
      message: "Cube answered: 3 cubes and views",
      cubes: 3,
    });
    expect((await t.api.post("/api/connections/bad/test").expect(200)).body.result).toEqual({
      ok: false,
      message: "Cube refused the credentials (Invalid token)",
      cubes: null,
    });
    expect((await t.api.post("/api/connections/gone/test").expect(200)).body.result).toMatchObject({
      ok: false,
      cubes: null,
    });
  });

  it("runs a saved query through the client's only connection, caches it, and refreshes on demand", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "shop" }))
      .expect(200);
    await t.api
      .post("/api/saved-queries")
      .send({ ...REVENUE_BY_STATUS, savedQuery: { ...REVENUE_BY_STATUS.savedQuery, id: "by-status" } });
    const record = (await t.api.get("/api/saved-queries/by-status").expect(200)).body.result;
    expect(record.connectionId).toBe("shop");
    const [listed] = (await t.api.get("/api/saved-queries").expect(200)).body.result;
    expect(listed.cubeQuery).toEqual(record.cubeQuery);

    const first = await t.api.get("/api/saved-queries/by-status/data").expect(200);
    expect(first.body.result.query).toEqual(record.cubeQuery);
    expect(first.body.result).toMatchObject({
      connectionId: "shop",
      query: {
        measures: ["orders.count"],
        dimensions: ["orders.status"],
        filters: [{ member: "orders.status", operator: "notEquals", values: ["cancelled"] }],
        order: { "orders.count": "desc", "orders.status": "asc" },
        limit: 10,
      },
      cached: false,
    });
    // Order n's status is slot n % 6: completed 1,001 (slots 0-2), shipped 333, processing 333, cancelled left out.
    expect(first.body.result.data).toEqual([
      { "orders.status": "completed", "orders.count": "1001" },
      { "orders.status": "processing", "orders.count": "333" },
      { "orders.status": "shipped", "orders.count": "333" },
    ]);
    expect(first.body.result.annotation.measures["orders.count"]).toMatchObject({ type: "number" });

    const again = await t.api.get("/api/saved-queries/by-status/data").expect(200);
    expect(again.body.result).toEqual({ ...first.body.result, cached: true });
    const refreshed = await t.api.get("/api/saved-queries/by-status/data?refresh=true").expect(200);
    expect(refreshed.body.result.cached).toBe(false);
    expect(refreshed.body.result.data).toEqual(first.body.result.data);
  });

  it("runs an ad-hoc query and checks one with Cube's dry run", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "shop" }))
      .expect(200);
    const run = await t.api
      .post("/api/query/run")
      .send({
        query: {
          measures: ["orders.total_amount"],
          timeDimensions: [
            { dimension: "orders.created_at", granularity: "year", dateRange: ["2025-01-01", "2025-12-31"] },
          ],
        },
      })
      .expect(200);
    expect(run.body.result.data).toHaveLength(1);
    expect(run.body.result.data[0]["orders.created_at.year"]).toBe("2025-01-01T00:00:00.000");

    const valid = await t.api
      .post("/api/query/validate")
      .send({ query: { measures: ["orders.count"] } })
      .expect(200);
    expect(valid.body.result).toMatchObject({
      valid: true,
      message: null,
      normalizedQuery: { measures: ["orders.count"] },
    });
    const refused = await t.api
      .post("/api/query/validate")
      .send({ query: { measures: ["orders.nope"] } })
      .expect(200);
    expect(refused.body.result).toEqual({
      valid: false,
      message: expect.stringContaining("nope"),
      normalizedQuery: null,
    });
  });

  it("runs and checks a report not saved yet (savedQuery), compiled as its data would be", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "shop" }))
      .expect(200);
    const run = await t.api.post("/api/query/run").send(REVENUE_BY_STATUS).expect(200);
    expect(run.body.result.query).toEqual({
      measures: ["orders.count"],
      dimensions: ["orders.status"],
      filters: [{ member: "orders.status", operator: "notEquals", values: ["cancelled"] }],
      order: { "orders.count": "desc", "orders.status": "asc" },
      limit: 10,
    });
    expect(run.body.result.data.length).toBeGreaterThan(0);
    const checked = await t.api.post("/api/query/validate").send(REVENUE_BY_STATUS).expect(200);
    expect(checked.body.result.valid).toBe(true);

    const bad = { savedQuery: { ...REVENUE_BY_STATUS.savedQuery, timeGranularity: "month" } };
    const invalid = await t.api.post("/api/query/run").send(bad).expect(400);
    expect(invalid.body.error.message).toBe("The saved query cannot be run as it is");
    expectInvalid(await t.api.post("/api/query/run").send({}), ["query"]);
    expectInvalid(
      await t.api.post("/api/query/run").send({ ...REVENUE_BY_STATUS, query: { measures: ["orders.count"] } }),
      ["query"],
    );
  });

  it("maps Cube's refusals and failures to the one error shape", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "shop" }))
      .expect(200);
    const unknown = await t.api
      .post("/api/query/run")
      .send({ query: { measures: ["orders.nope"] } })
      .expect(400);
    expect(unknown.body.error).toEqual({
      code: "query_rejected",
      message: expect.stringContaining("nope"),
      details: [],
    });
    expect(unknown.body.error.message).not.toMatch(/\n/);

    await t.api
      .post("/api/connections")
      .send(connection({ id: "bad", apiSecret: "wrong" }))
      .expect(200);
    const refused = await t.api
      .post("/api/query/run")
      .send({ connectionId: "bad", query: { measures: ["orders.count"] } })
      .expect(502);
    expect(refused.body.error).toEqual({
      code: "upstream_unavailable",
      message: 'Cube refused the credentials of connection "bad" (Invalid token): update its apiSecret or token',
      details: [],
    });
    await t.api
      .post("/api/connections")
      .send(connection({ id: "gone", url: await closedUrl() }))
      .expect(200);
    const gone = await t.api
      .post("/api/query/run")
      .send({ connectionId: "gone", query: { measures: ["orders.count"] } })
      .expect(502);
    expect(gone.body.error).toMatchObject({
      code: "upstream_unavailable",
      message: "Cube could not be reached (ECONNREFUSED)",
    });

    const several = await t.api
      .post("/api/query/run")
      .send({ query: { measures: ["orders.count"] } })
      .expect(400);
    expect(several.body.error.details).toEqual([
      { path: "connectionId", issue: "is required: the client has more than one connection" },
    ]);
  });

  it("answers 504 when Cube does not answer in time", async () => {
    const silent = await silentServer();
    try {
      const app = createApp({
        db: t.ctx.db,
        cube: { ...DEFAULT_CUBE_SETTINGS, requestTimeoutMs: 300, secrets: new SecretBox([DEV]) },
      });
      const api = as(app, t.tenant);
      await api
        .post("/api/connections")
        .send(connection({ id: "slow", url: silent.url }))
        .expect(200);
      const slow = await api
        .post("/api/query/run")
        .send({ query: { measures: ["orders.count"] } })
        .expect(504);
      expect(slow.body.error).toEqual({
        code: "upstream_timeout",
        message: "Cube did not answer within 300 ms",
        details: [],
      });
    } finally {
      silent.close();
    }
  });

  it("checks a saved query with Cube's dry run before saving it, when asked (validate=true)", async () => {
    await t.api
      .post("/api/connections")
      .send(connection({ id: "shop" }))
      .expect(200);
    const bad = { savedQuery: { ...REVENUE_BY_STATUS.savedQuery, id: "bad", metrics: ["orders.nope"] } };
    const refused = await t.api.post("/api/saved-queries?validate=true").send(bad).expect(400);
    expect(refused.body.error).toEqual({
      code: "query_rejected",
      message: expect.stringMatching(/^Cube refused the saved query: .*nope/),
      details: [],
    });
    await t.api.get("/api/saved-queries/bad").expect(404);
    await t.api.post("/api/saved-queries").send(bad).expect(200); // without validate, stored as sent

    const good = { savedQuery: { ...REVENUE_BY_STATUS.savedQuery, id: "good" } };
    await t.api.post("/api/saved-queries?validate=true").send(good).expect(200);
    const unchanged = await t.api
      .patch("/api/saved-queries/good?validate=true")
      .send({ savedQuery: { dimensions: ["orders.nothing"] } })
      .expect(400);
    expect(unchanged.body.error.code).toBe("query_rejected");
    const record = (await t.api.get("/api/saved-queries/good").expect(200)).body.result;
    expect(record).toMatchObject({ version: 1, query: { dimensions: ["orders.status"] } });
    await t.api
      .patch("/api/saved-queries/good?validate=true")
      .send({ savedQuery: { dimensions: ["customers.city"] } })
      .expect(200);
    const uncompilable = await t.api
      .patch("/api/saved-queries/good?validate=true")
      .send({ savedQuery: { filters: [{ member: "orders.status" }] } })
      .expect(400);
    expect(uncompilable.body.error.details).toEqual([
      { path: "savedQuery.filters.0.operator", issue: expect.stringContaining("must be one of") },
    ]);
  });

  it("names every reason a saved query cannot run", async () => {
    const noConnection = await t.api
      .post("/api/query/run")
      .send({ query: { measures: ["orders.count"] } })
      .expect(400);
    expect(noConnection.body.error.message).toBe(
      "No connection to run the query through: the client has none; add one with POST /connections",
    );
    await t.api
      .post("/api/connections")
      .send(connection({ id: "shop" }))
      .expect(200);
    const bad = {
      ...REVENUE_BY_STATUS.savedQuery,
      id: "bad",
      filters: [{ member: "orders.status", operator: "is", values: ["x"] }],
    };
    await t.api.post("/api/saved-queries").send({ savedQuery: bad }).expect(200);
    expect((await t.api.get("/api/saved-queries/bad").expect(200)).body.result.cubeQuery).toBeNull();
    const invalid = await t.api.get("/api/saved-queries/bad/data").expect(400);
    expect(invalid.body.error).toMatchObject({
      code: "validation_failed",
      message: "The saved query cannot be run as it is",
    });
    expect(invalid.body.error.details.map((detail: { path: string }) => detail.path)).toEqual([
      "savedQuery.filters.0.operator",
    ]);
    await t.api.get("/api/saved-queries/nope/data").expect(404);
    expectInvalid(await t.api.get("/api/saved-queries/bad/data?refresh=maybe"), ["refresh"]);
    await t.api
      .post("/api/saved-queries")
      .send({ ...REVENUE_BY_STATUS, connectionId: "missing" })
      .expect(404);
  });
});

const DEV: SecretKey = { id: "dev", key: Buffer.alloc(32, 7) };

describe("secret keys", () => {
  it("open secrets sealed with an older key after rotation, and seal them again with the new one on use", async () => {
    const oldKey: SecretKey = { id: "k1", key: Buffer.alloc(32, 1) };
    const newKey: SecretKey = { id: "k2", key: Buffer.alloc(32, 2) };
    const before = createApp({ db: t.ctx.db, cube: { ...DEFAULT_CUBE_SETTINGS, secrets: new SecretBox([oldKey]) } });
    await as(before, t.tenant)
      .post("/api/connections")
      .send(connection({ id: "c1", url: "http://127.0.0.1:9" }))
      .expect(200);
    const sealed = async () =>
      (await t.ctx.db.connection.findFirstOrThrow({ where: { clientId: t.tenant.clientId, id: "c1" } })).secretSealed;
    expect(await sealed()).toMatch(/^k1\./);

    const after = createApp({
      db: t.ctx.db,
      cube: { ...DEFAULT_CUBE_SETTINGS, secrets: new SecretBox([newKey, oldKey]) },
    });
    await as(after, t.tenant).post("/api/connections/c1/test").expect(200);
    expect(await sealed()).toMatch(/^k2\./);

    const withoutKeys = createApp({ db: t.ctx.db, cube: { ...DEFAULT_CUBE_SETTINGS, secrets: new SecretBox([]) } });
    const unconfigured = await as(withoutKeys, t.tenant).post("/api/connections").send(connection()).expect(503);
    expect(unconfigured.body.error.message).toBe(
      "Connections are not configured on this server: set QUARRY_SECRET_KEYS",
    );
    const lost = createApp({ db: t.ctx.db, cube: { ...DEFAULT_CUBE_SETTINGS, secrets: new SecretBox([oldKey]) } });
    const unreadable = await as(lost, t.tenant).post("/api/connections/c1/test").expect(503);
    expect(unreadable.body.error.message).toContain('The secret of connection "c1" cannot be opened');
  });

  it("does not open a sealed secret copied onto another connection", () => {
    const box = new SecretBox([DEV]);
    const sealed = box.seal("s3cret", "connection:a/one");
    expect(box.open(sealed, "connection:a/one")).toBe("s3cret");
    expect(() => box.open(sealed, "connection:a/two")).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => box.open(tampered, "connection:a/one")).toThrow();
  });
});
