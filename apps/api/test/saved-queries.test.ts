import { contract } from "@quarry/contract";
import { describe, expect, it } from "vitest";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

const minimal = { title: "Orders by status", connectionType: "cube", chartType: "bar", metrics: ["orders.count"] };

const everyField = {
  id: "report-1",
  title: "Revenue by month",
  description: "Net revenue, completed orders only",
  connectionType: "cube",
  chartType: "line",
  dimensions: ["products.category"],
  metrics: ["order_items.revenue", "orders.count"],
  dateRange: { from: "2024-01-01", to: "2024-12-31", selectValue: "custom" },
  dateFilterField: "orders.created_at",
  index: "orders.created_at",
  pivot: "products.category",
  stacked: true,
  filters: [
    { member: "orders.status", operator: "equals", values: ["completed"] },
    { or: [{ member: "x", operator: "set" }] },
  ],
  limit: 500,
  orderBy: { "order_items.revenue": "desc", nested: { any: ["shape", 1, null] } },
  timeGranularity: "month",
  order: 3,
  width: 6,
  height: 4,
  x: 0,
  y: 10_000,
};

async function list(query = "") {
  const res = await t.api.get(`/api/saved-queries${query}`);
  expect(res.status).toBe(200);
  return contract.listSavedQueries.responses[200].parse(res.body);
}

async function rowCount() {
  return t.ctx.db.savedQuery.count({ where: { clientId: t.tenant.clientId } });
}

describe("POST /saved-queries", () => {
  it("creates a saved query and answers exactly { status: ok }", async () => {
    const res = await t.api.post("/api/saved-queries").send({ savedQuery: minimal });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("keeps every field through a create -> list round trip", async () => {
    await t.api.post("/api/saved-queries").send({ savedQuery: everyField }).expect(200);
    const { result } = await list();
    expect(result).toHaveLength(1);
    const { id, title, description, order, width, height, x, y, ...inQuery } = everyField;
    expect(result[0]).toMatchObject({ id, title, description, order, width, height, x, y, folderId: null });
    // Exactly as sent, key order included.
    expect(JSON.stringify(result[0]!.query)).toBe(JSON.stringify(inQuery));
    expect(result[0]!.createdById).toBe(t.tenant.keyId);
    expect(result[0]!.connectionId).toBeNull();
    expect(result[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(result[0]!.updatedAt).toBe(result[0]!.createdAt);
  });

  it("returns absent values as null and treats null in optional fields as absent", async () => {
    await t.api
      .post("/api/saved-queries")
      .send({ savedQuery: { ...minimal, description: null, limit: null }, folderId: null })
      .expect(200);
    const [record] = (await list()).result;
    expect(record).toMatchObject({
      description: null,
      folderId: null,
      order: null,
      width: null,
      height: null,
      x: null,
      y: null,
    });
    expect(record!.query).toEqual({ connectionType: "cube", chartType: "bar", metrics: ["orders.count"] });
  });

  it("stores it in the folder named by folderId", async () => {
    await t.api
      .post("/api/folders")
      .send({ folder: { title: "Sales" } })
      .expect(200);
    const folderId = (await t.api.get("/api/folders")).body.result[0].id as string;
    await t.api.post("/api/saved-queries").send({ savedQuery: minimal, folderId }).expect(200);
    expect((await list()).result[0]!.folderId).toBe(folderId);
  });

  it("answers a repeated id with an identical body with 200 and stores it once", async () => {
    const body = { savedQuery: { ...minimal, id: "same" } };
    await t.api.post("/api/saved-queries").send(body).expect(200);
    const again = await t.api.post("/api/saved-queries").send(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: "ok" });
    expect(await rowCount()).toBe(1);
  });

  it("answers a repeated id with a different body with 409 and keeps the first", async () => {
    await t.api
      .post("/api/saved-queries")
      .send({ savedQuery: { ...minimal, id: "same" } })
      .expect(200);
    const res = await t.api.post("/api/saved-queries").send({ savedQuery: { ...minimal, id: "same", title: "Other" } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: "error",
      error: {
        code: "conflict",
        message: 'A saved query with id "same" already exists with different content',
        details: [{ path: "savedQuery.id", issue: "already used by another saved query" }],
      },
    });
    expect((await list()).result[0]!.title).toBe(minimal.title);
  });

  it("lets two clients use the same id independently", async () => {
    const other = await t.ctx.tenant();
    await t.api
      .post("/api/saved-queries")
      .send({ savedQuery: { ...minimal, id: "shared" } })
      .expect(200);
    await as(t.ctx.app, other)
      .post("/api/saved-queries")
      .send({ savedQuery: { ...minimal, id: "shared", title: "Theirs" } })
      .expect(200);
    expect((await list()).result.map((r) => r.title)).toEqual([minimal.title]);
  });

  it("answers 404 for a missing folder and for another client's folder, storing nothing", async () => {
    const other = await t.ctx.tenant();
    await as(t.ctx.app, other)
      .post("/api/folders")
      .send({ folder: { title: "Theirs" } })
      .expect(200);
    const foreignId = (await as(t.ctx.app, other).get("/api/folders")).body.result[0].id as string;
    for (const folderId of ["does-not-exist", foreignId]) {
      const res = await t.api.post("/api/saved-queries").send({ savedQuery: minimal, folderId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        status: "error",
        error: {
          code: "not_found",
          message: `Folder "${folderId}" was not found`,
          details: [{ path: "folderId", issue: "does not exist" }],
        },
      });
    }
    expect(await rowCount()).toBe(0);
  });

  const invalid: [string, unknown, string[]][] = [
    ["no savedQuery", {}, ["savedQuery"]],
    [
      "missing required fields",
      { savedQuery: {} },
      ["savedQuery.title", "savedQuery.connectionType", "savedQuery.chartType"],
    ],
    ["neither metrics nor dimensions", { savedQuery: { ...minimal, metrics: [] } }, ["savedQuery.metrics"]],
    [
      "a bad enum",
      { savedQuery: { ...minimal, chartType: "pie", connectionType: "sql", timeGranularity: "decade" } },
      ["savedQuery.connectionType", "savedQuery.chartType", "savedQuery.timeGranularity"],
    ],
    [
      "wrong types",
      { savedQuery: { ...minimal, title: 5, metrics: "orders.count", stacked: "yes", filters: {} } },
      ["savedQuery.title", "savedQuery.metrics", "savedQuery.stacked", "savedQuery.filters"],
    ],
    ["unknown fields", { savedQuery: { ...minimal, colour: "red" }, extra: 1 }, ["savedQuery.colour", "extra"]],
    [
      "unknown dateRange fields",
      { savedQuery: { ...minimal, dateRange: { from: "2024", until: "2025" } } },
      ["savedQuery.dateRange.until"],
    ],
    [
      "negative and fractional integers",
      { savedQuery: { ...minimal, order: -1, width: 1.5, limit: 0 } },
      ["savedQuery.limit", "savedQuery.order", "savedQuery.width"],
    ],
    [
      "integers out of range",
      { savedQuery: { ...minimal, x: 10_001, limit: 50_001 } },
      ["savedQuery.limit", "savedQuery.x"],
    ],
    ["an oversized title", { savedQuery: { ...minimal, title: "t".repeat(201) } }, ["savedQuery.title"]],
    ["a blank title", { savedQuery: { ...minimal, title: "   " } }, ["savedQuery.title"]],
    ["a bad id", { savedQuery: { ...minimal, id: "has spaces" } }, ["savedQuery.id"]],
    ["a non-string folderId", { savedQuery: minimal, folderId: 7 }, ["folderId"]],
    ["an array body", [minimal], [""]],
  ];
  it.each(invalid)("rejects %s with 400 listing every failing field, storing nothing", async (_, body, paths) => {
    const res = await t.api.post("/api/saved-queries").send(body as object);
    expectInvalid(res, paths);
    expect(res.body.error.message).toBe("The request is invalid");
    expect(await rowCount()).toBe(0);
  });

  it("rejects malformed JSON with 400 invalid_json", async () => {
    const res = await t.api.post("/api/saved-queries").set("content-type", "application/json").send('{"savedQuery": {');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: "error",
      error: { code: "invalid_json", message: "The request body is not valid JSON", details: [] },
    });
  });

  it("rejects a body that is not JSON with 415", async () => {
    const res = await t.api.post("/api/saved-queries").set("content-type", "text/plain").send("title=x");
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      status: "error",
      error: {
        code: "unsupported_media_type",
        message: "Request bodies must be JSON (Content-Type: application/json)",
        details: [{ path: "content-type", issue: "text/plain is not application/json" }],
      },
    });
    expect(await rowCount()).toBe(0);
  });

  it("rejects a body over 1 MiB with 413", async () => {
    const res = await t.api
      .post("/api/saved-queries")
      .send({ savedQuery: { ...minimal, description: "x".repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: "payload_too_large",
      message: "The request body exceeds the limit of 1048576 bytes",
      details: [],
    });
  });
});

describe("GET /saved-queries", () => {
  async function create(title: string, extra: Record<string, unknown> = {}, folderId?: string) {
    await t.api
      .post("/api/saved-queries")
      .send({ savedQuery: { ...minimal, title, ...extra }, folderId })
      .expect(200);
  }

  it("answers an empty list with a null cursor", async () => {
    expect(await list()).toEqual({ status: "ok", result: [], nextCursor: null });
  });

  it("lists every folder's records without folderId, one folder's with it", async () => {
    await t.api
      .post("/api/folders")
      .send({ folder: { title: "A" } })
      .expect(200);
    const folderId = (await t.api.get("/api/folders")).body.result[0].id as string;
    await create("loose");
    await create("filed", {}, folderId);
    expect((await list()).result.map((r) => r.title).sort()).toEqual(["filed", "loose"]);
    expect((await list(`?folderId=${folderId}`)).result.map((r) => r.title)).toEqual(["filed"]);
  });

  it("orders by order (unset last), then creation, then id", async () => {
    await create("no-order-1");
    await create("order-2", { order: 2 });
    await create("no-order-2");
    await create("order-0", { order: 0 });
    expect((await list()).result.map((r) => r.title)).toEqual(["order-0", "order-2", "no-order-1", "no-order-2"]);
  });

  it("pages with limit and cursor", async () => {
    for (let i = 0; i < 5; i++) await create(`q${i}`, i % 2 ? { order: i } : {});
    const all = (await list()).result.map((r) => r.id);
    const first = await list("?limit=2");
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect([...first.result, ...second.result, ...third.result].map((r) => r.id)).toEqual(all);
    expect(third.nextCursor).toBeNull();
  });

  it("never repeats or skips a record while others insert", async () => {
    for (let i = 0; i < 12; i++) await create(`before-${i}`, i % 3 ? { order: i % 4 } : {});
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const pending = list(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      await Promise.all([
        pending,
        create(`during-${round}`, round % 2 ? { order: 1 } : {}),
        create(`during-late-${round}`),
      ]);
      const page = await pending;
      seen.push(...page.result.map((r) => r.title));
      cursor = page.nextCursor;
      round++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (let i = 0; i < 12; i++) expect(seen).toContain(`before-${i}`);
  });

  it("answers 404 for a missing or foreign folderId", async () => {
    const res = await t.api.get("/api/saved-queries?folderId=nope");
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: "not_found",
      message: 'Folder "nope" was not found',
      details: [{ path: "folderId", issue: "does not exist" }],
    });
  });

  it.each([["limit=0"], ["limit=501"], ["limit=1.5"], ["limit=abc"]])("rejects %s with 400", async (query) => {
    const res = await t.api.get(`/api/saved-queries?${query}`);
    expectInvalid(res, ["limit"]);
  });

  it("rejects a cursor it did not issue", async () => {
    const res = await t.api.get("/api/saved-queries?cursor=garbage");
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "validation_failed",
      message: "The request is invalid",
      details: [{ path: "cursor", issue: "is not a cursor returned by this API" }],
    });
  });

  it("ignores unknown query parameters", async () => {
    await create("one");
    expect((await list("?colour=red")).result).toHaveLength(1);
  });

  it("never shows another client's records", async () => {
    await create("mine");
    const other = await t.ctx.tenant();
    const res = await as(t.ctx.app, other).get("/api/saved-queries");
    expect(res.body).toEqual({ status: "ok", result: [], nextCursor: null });
  });
});
