import { contract } from "@quarry/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { expectInvalid, useTenantPerTest, type Tenant } from "./support/context.js";

const t = useTenantPerTest();

const report = {
  id: "orders-by-status",
  title: "Orders by status",
  description: "All orders",
  connectionType: "cube",
  chartType: "bar",
  metrics: ["orders.count"],
  dimensions: ["orders.status"],
  dateRange: { selectValue: "last month" },
  order: 1,
  width: 6,
  height: 4,
  x: 0,
  y: 0,
};

/** supertest with a tenant's credentials, for every method these routes use. */
function as(tenant: Tenant) {
  const agent = supertest(t.ctx.app);
  return {
    get: (path: string) => agent.get(path).set(tenant.headers),
    post: (path: string) => agent.post(path).set(tenant.headers),
    patch: (path: string) => agent.patch(path).set(tenant.headers),
    delete: (path: string) => agent.delete(path).set(tenant.headers),
  };
}
const api = () => as(t.tenant);
const path = (id = report.id) => `/api/saved-queries/${id}`;

/** Another client's report, id "theirs": the tenant under test must never see or change it. */
async function foreignReport() {
  const other = await t.ctx.tenant();
  await as(other)
    .post("/api/saved-queries")
    .send({ savedQuery: { ...report, id: "theirs" } })
    .expect(200);
  return other;
}

async function create(savedQuery: Record<string, unknown> = report, folderId?: string) {
  await api()
    .post("/api/saved-queries")
    .send({ savedQuery, ...(folderId ? { folderId } : {}) })
    .expect(200);
}

async function folder(title: string, tenant = t.tenant): Promise<string> {
  await as(tenant).post("/api/folders").send({ folder: { title } }).expect(200);
  const res = await as(tenant).get("/api/folders?includeAll=true");
  return (res.body.result as { id: string; title: string }[]).find((f) => f.title === title)!.id;
}

async function get(id = report.id) {
  const res = await api().get(path(id));
  expect(res.status).toBe(200);
  return contract.getSavedQuery.responses[200].parse(res.body).result;
}

async function list(query = "") {
  const res = await api().get(`/api/saved-queries${query}`);
  expect(res.status).toBe(200);
  return contract.listSavedQueries.responses[200].parse(res.body);
}

async function revisions(id = report.id, query = "") {
  const res = await api().get(`${path(id)}/revisions${query}`);
  expect(res.status).toBe(200);
  return contract.listSavedQueryRevisions.responses[200].parse(res.body);
}

const notFound = (id = report.id) => ({
  status: "error",
  error: {
    code: "not_found",
    message: `Saved query "${id}" was not found`,
    details: [{ path: "id", issue: "does not exist" }],
  },
});

describe("GET /saved-queries/:id", () => {
  it("answers the record exactly as the list shows it, plus its version, with the version as ETag", async () => {
    await create();
    const res = await api().get(path());
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const [listed] = (await list()).result;
    expect(res.body).toEqual({ status: "ok", result: { ...listed, version: 1 } });
  });

  it("answers 404 in the error shape for an unknown id and for another client's", async () => {
    const other = await t.ctx.tenant();
    await as(other).post("/api/saved-queries").send({ savedQuery: report }).expect(200);
    for (const id of [report.id, "missing"]) {
      const res = await api().get(path(id));
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
  });

  it("rejects a deleted parameter that is not a boolean", async () => {
    expectInvalid(await api().get(`${path()}?deleted=yes`), ["deleted"]);
  });
});

describe("PATCH /saved-queries/:id", () => {
  it("changes only the fields sent, bumps the version, and answers the updated record", async () => {
    await create();
    const before = await get();
    const res = await api()
      .patch(path())
      .send({ savedQuery: { title: "Orders, weekly", chartType: "line", timeGranularity: "week", width: 12 } });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const after = res.body.result;
    expect(after).toEqual({
      ...before,
      title: "Orders, weekly",
      width: 12,
      // Stored keys keep their place; new ones come last.
      query: { ...before.query, chartType: "line", timeGranularity: "week" },
      updatedAt: after.updatedAt,
      version: 2,
    });
    expect(Object.keys(after.query)).toEqual([...Object.keys(before.query), "timeGranularity"]);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.createdAt).toBe(before.createdAt);
    expect(await get()).toEqual(after);
    const { version: _version, ...listed } = after;
    expect((await list()).result).toEqual([listed]);
  });

  it("clears optional fields sent as null, and moves between folders (null: the root)", async () => {
    const sales = await folder("Sales");
    await create();
    const moved = await api()
      .patch(path())
      .send({ folderId: sales, savedQuery: { description: null, dateRange: null, x: null } });
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ folderId: sales, description: null, x: null, version: 2 });
    expect(moved.body.result.query).not.toHaveProperty("dateRange");
    expect((await list(`?folderId=${sales}`)).result.map((r) => r.id)).toEqual([report.id]);

    const root = await api().patch(path()).send({ folderId: null });
    expect(root.body.result).toMatchObject({ folderId: null, version: 3 });
  });

  it("answers 404 for an unknown folder and another client's folder, changing nothing", async () => {
    const other = await t.ctx.tenant();
    const theirs = await folder("Theirs", other);
    await create();
    for (const folderId of ["missing", theirs]) {
      const res = await api().patch(path()).send({ folderId });
      expect(res.status).toBe(404);
      expect(res.body.error.details).toEqual([{ path: "folderId", issue: "does not exist" }]);
    }
    expect((await get()).version).toBe(1);
  });

  it("rejects bad bodies with every failing field, as creation does", async () => {
    await create();
    const cases: [unknown, { path: string; issue: string }[]][] = [
      [{}, [{ path: "", issue: "at least one field to change is required" }]],
      [{ savedQuery: {} }, [{ path: "", issue: "at least one field to change is required" }]],
      [
        { savedQuery: { title: " ", chartType: "pie", colour: "red" } },
        [
          { path: "savedQuery.title", issue: "must not be empty" },
          { path: "savedQuery.chartType", issue: "must be one of area, bar, bar_list, donut, line, scatter, table" },
          { path: "savedQuery.colour", issue: "unknown field" },
        ],
      ],
      [
        { savedQuery: { id: "other" } },
        [
          { path: "savedQuery.id", issue: "unknown field" },
          { path: "", issue: "at least one field to change is required" },
        ],
      ],
      [{ savedQuery: { title: null } }, [{ path: "savedQuery.title", issue: "must not be null (expected a string)" }]],
      [
        { extra: 1, folderId: 3 },
        [
          { path: "folderId", issue: "must be a string" },
          { path: "extra", issue: "unknown field" },
        ],
      ],
      [
        { savedQuery: { metrics: null, dimensions: [] } },
        [{ path: "savedQuery.metrics", issue: "at least one metric or dimension is required" }],
      ],
    ];
    for (const [body, details] of cases) {
      const res = await api()
        .patch(path())
        .send(body as object);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([
        400,
        { status: "error", error: { code: "validation_failed", message: "The request is invalid", details } },
      ]);
    }
    expect((await get()).version).toBe(1);
  });

  it("answers 404 for an unknown id, another client's, and a trashed one", async () => {
    await foreignReport();
    await create();
    await api().delete(path()).expect(204);
    for (const id of ["missing", "theirs", report.id]) {
      const res = await api()
        .patch(path(id))
        .send({ savedQuery: { title: "X" } });
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
  });

  it("applies If-Match: the current version changes it, a stale one answers 412 and changes nothing", async () => {
    await create();
    await api()
      .patch(path())
      .set("If-Match", '"1"')
      .send({ savedQuery: { title: "Second" } })
      .expect(200);
    const stale = await api()
      .patch(path())
      .set("If-Match", '"1"')
      .send({ savedQuery: { title: "Third" } });
    expect([stale.status, stale.body]).toEqual([
      412,
      {
        status: "error",
        error: {
          code: "precondition_failed",
          message: `Saved query "${report.id}" has changed since version 1; it is at version 2`,
          details: [{ path: "if-match", issue: 'is not the current version ("2")' }],
        },
      },
    ]);
    expect(await get()).toMatchObject({ title: "Second", version: 2 });
    // A list of tags, a weak tag and * are understood; without If-Match the last write wins.
    await api()
      .patch(path())
      .set("If-Match", '"7", W/"2"')
      .send({ savedQuery: { title: "Third" } })
      .expect(200);
    await api()
      .patch(path())
      .set("If-Match", "*")
      .send({ savedQuery: { title: "Fourth" } })
      .expect(200);
    await api()
      .patch(path())
      .send({ savedQuery: { title: "Fifth" } })
      .expect(200);
    expect(await get()).toMatchObject({ title: "Fifth", version: 5 });
  });

  it("rejects a malformed If-Match", async () => {
    await create();
    const res = await api()
      .patch(path())
      .set("If-Match", "2")
      .send({ savedQuery: { title: "X" } });
    expectInvalid(res, ["if-match"]);
    expect(res.body.error.details[0].issue).toBe('must be an entity tag such as "3", or *');
  });

  it("lets exactly one of two concurrent changes based on the same version win", async () => {
    await create();
    for (let round = 1; round <= 5; round++) {
      const version = `"${(await get()).version}"`;
      const results = await Promise.all(
        ["A", "B"].map((who) =>
          api()
            .patch(path())
            .set("If-Match", version)
            .send({ savedQuery: { title: `${who}${round}` } }),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 412]);
      const winner = results.find((res) => res.status === 200)!;
      expect(await get()).toEqual(winner.body.result);
    }
    expect((await get()).version).toBe(6);
    expect((await revisions()).result).toHaveLength(6);
  });
});

describe("DELETE /saved-queries/:id and the trash", () => {
  it("moves it to the trash: gone from GET and every listing but the trash's", async () => {
    const sales = await folder("Sales");
    await create(report, sales);
    await create({ ...report, id: "kept", title: "Kept" }, sales);
    const res = await api().delete(path());
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await api().get(path())).status).toBe(404);
    expect((await list()).result.map((r) => r.id)).toEqual(["kept"]);
    expect((await list(`?folderId=${sales}`)).result.map((r) => r.id)).toEqual(["kept"]);
    const trash = await list("?deleted=true");
    expect(trash.result.map((r) => r.id)).toEqual([report.id]);
    expect((await list(`?deleted=true&folderId=${sales}`)).result.map((r) => r.id)).toEqual([report.id]);
    const inTrash = await api().get(`${path()}?deleted=true`);
    expect(inTrash.status).toBe(200);
    expect(inTrash.body.result).toMatchObject({ id: report.id, version: 2 });
    // Only the trash's: a live report is not found there.
    expect((await api().get(`${path("kept")}?deleted=true`)).status).toBe(404);
    // Deleting again: it is not found outside the trash.
    expect((await api().delete(path())).status).toBe(404);
  });

  it("pages through the trash like the list", async () => {
    for (const id of ["a", "b", "c"]) {
      await create({ ...report, id, order: undefined });
      await api().delete(path(id)).expect(204);
    }
    const first = await list("?deleted=true&limit=2");
    expect(first.result.map((r) => r.id)).toEqual(["a", "b"]);
    const second = await list(`?deleted=true&limit=2&cursor=${first.nextCursor}`);
    expect([second.result.map((r) => r.id), second.nextCursor]).toEqual([["c"], null]);
  });

  it("restores exactly the deleted state", async () => {
    const sales = await folder("Sales");
    await create(report, sales);
    await api()
      .patch(path())
      .send({ savedQuery: { title: "Edited" } })
      .expect(200);
    const before = await get();
    await api().delete(path()).expect(204);
    const res = await api().post(`${path()}/restore`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"4"');
    expect(res.body.result).toEqual({ ...before, updatedAt: res.body.result.updatedAt, version: 4 });
    expect(await get()).toEqual(res.body.result);
    expect((await list("?deleted=true")).result).toEqual([]);
  });

  it("restores into the root when its folder is gone", async () => {
    const sales = await folder("Sales");
    await create(report, sales);
    await api().delete(path()).expect(204);
    // No API removes folders yet, and the foreign key keeps a folder that reports point to: remove it underneath.
    await t.ctx.db.$transaction([
      t.ctx.db.$executeRaw`SET LOCAL session_replication_role = replica`,
      t.ctx.db.$executeRaw`DELETE FROM folders WHERE client_id = ${t.tenant.clientId} AND id = ${sales}`,
    ]);
    const res = await api().post(`${path()}/restore`);
    expect(res.status).toBe(200);
    expect(res.body.result.folderId).toBeNull();
  });

  it("answers 409 when restoring a report that is not in the trash, 404 for unknown and foreign ids", async () => {
    const other = await foreignReport();
    await as(other).delete(path("theirs")).expect(204);
    await create();
    const res = await api().post(`${path()}/restore`);
    expect([res.status, res.body]).toEqual([
      409,
      {
        status: "error",
        error: {
          code: "conflict",
          message: `Saved query "${report.id}" is not in the trash`,
          details: [{ path: "id", issue: "is not in the trash" }],
        },
      },
    ]);
    for (const id of ["missing", "theirs"]) {
      expect((await api().post(`${path(id)}/restore`)).body).toEqual(notFound(id));
      expect((await api().delete(path(id))).body).toEqual(notFound(id));
    }
    expect((await as(other).get(`${path("theirs")}?deleted=true`)).status).toBe(200);
  });

  it("honours If-Match on delete and restore", async () => {
    await create();
    expect((await api().delete(path()).set("If-Match", '"9"')).status).toBe(412);
    await api().delete(path()).set("If-Match", '"1"').expect(204);
    expect((await api().post(`${path()}/restore`).set("If-Match", '"1"')).status).toBe(412);
    await api().post(`${path()}/restore`).set("If-Match", '"2"').expect(200);
  });

  it("deletes for good only from the trash, revisions included", async () => {
    await create();
    const live = await api().delete(`${path()}?permanent=true`);
    expect([live.status, live.body]).toEqual([
      409,
      {
        status: "error",
        error: {
          code: "conflict",
          message: `Saved query "${report.id}" is not in the trash; move it to the trash first`,
          details: [{ path: "permanent", issue: "move it to the trash first" }],
        },
      },
    ]);
    await api().delete(path()).expect(204);
    await api().delete(`${path()}?permanent=true`).expect(204);
    expect((await list("?deleted=true")).result).toEqual([]);
    expect(await t.ctx.db.savedQueryRevision.count({ where: { clientId: t.tenant.clientId } })).toBe(0);
    expect((await api().delete(`${path()}?permanent=true`)).body).toEqual(notFound());
    expectInvalid(await api().delete(`${path()}?permanent=1`), ["permanent"]);
    // The id is free again.
    await create();
    expect((await get()).version).toBe(1);
  });
});

describe("revisions", () => {
  it("records every create, change, move, delete and restore, newest first, with the key and the record", async () => {
    const sales = await folder("Sales");
    await create();
    const states = [await get()];
    await api()
      .patch(path())
      .send({ savedQuery: { title: "Edited" } })
      .expect(200);
    states.push(await get());
    await api().patch(path()).send({ folderId: sales }).expect(200);
    states.push(await get());
    await api().delete(path()).expect(204);
    states.push((await api().get(`${path()}?deleted=true`)).body.result);
    await api().post(`${path()}/restore`).expect(200);
    states.push(await get());

    const { result, nextCursor } = await revisions();
    expect(nextCursor).toBeNull();
    expect(result.map((r) => [r.version, r.action])).toEqual([
      [5, "restore"],
      [4, "delete"],
      [3, "move"],
      [2, "update"],
      [1, "create"],
    ]);
    for (const revision of result) {
      expect(revision).toMatchObject({ savedQueryId: report.id, actorId: t.tenant.keyId });
      expect(revision.record).toEqual(states[revision.version - 1]);
      expect(revision.createdAt).toBe(revision.record.updatedAt);
    }
  });

  it("pages newest first", async () => {
    await create();
    for (const title of ["B", "C", "D"]) await api().patch(path()).send({ savedQuery: { title } }).expect(200);
    const first = await revisions(report.id, "?limit=3");
    expect(first.result.map((r) => r.version)).toEqual([4, 3, 2]);
    const second = await revisions(report.id, `?limit=3&cursor=${first.nextCursor}`);
    expect([second.result.map((r) => r.version), second.nextCursor]).toEqual([[1], null]);
    expectInvalid(await api().get(`${path()}/revisions?cursor=nope`), ["cursor"]);
  });

  it("answers 404 for unknown, foreign and trashed reports", async () => {
    await foreignReport();
    await create();
    await api().delete(path()).expect(204);
    for (const id of ["missing", "theirs", report.id])
      expect((await api().get(`${path(id)}/revisions`)).body).toEqual(notFound(id));
  });

  it("restores a revision's state as a new change", async () => {
    const sales = await folder("Sales");
    await create(report, sales);
    const original = await get();
    await api()
      .patch(path())
      .send({ folderId: null, savedQuery: { title: "Edited", metrics: ["orders.total"], description: null, x: 5 } })
      .expect(200);
    const firstRevision = (await revisions()).result.at(-1)!;
    const res = await api().post(`${path()}/revisions/${firstRevision.id}/restore`).set("If-Match", '"2"');
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"3"');
    expect(res.body.result).toEqual({ ...original, updatedAt: res.body.result.updatedAt, version: 3 });
    const latest = (await revisions()).result[0]!;
    expect([latest.action, latest.version, latest.record]).toEqual(["revert", 3, res.body.result]);
    expect((await api().post(`${path()}/revisions/${firstRevision.id}/restore`).set("If-Match", '"2"')).status).toBe(
      412,
    );
  });

  it("answers 404 for a revision of another report or client, 400 for a malformed revision id", async () => {
    const other = await t.ctx.tenant();
    await as(other).post("/api/saved-queries").send({ savedQuery: report }).expect(200);
    const theirs = (await as(other).get(`${path()}/revisions`)).body.result[0].id as string;
    await create();
    await create({ ...report, id: "second" });
    const secondsRevision = (await revisions("second")).result[0]!.id;
    for (const revisionId of [theirs, secondsRevision]) {
      const res = await api().post(`${path()}/revisions/${revisionId}/restore`);
      expect([res.status, res.body.error.details]).toEqual([404, [{ path: "revisionId", issue: "does not exist" }]]);
    }
    expectInvalid(await api().post(`${path()}/revisions/not-a-uuid/restore`), ["revisionId"]);
  });
});

describe("POST /saved-queries/:id/duplicate", () => {
  it("copies it with a new id, a (copy) title, in the same folder", async () => {
    const sales = await folder("Sales");
    await create(report, sales);
    const source = await get();
    const res = await api().post(`${path()}/duplicate`).send({});
    expect(res.status).toBe(200);
    const copy = res.body.result;
    expect(copy.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.etag).toBe('"1"');
    expect(copy).toEqual({
      ...source,
      id: copy.id,
      title: "Orders by status (copy)",
      createdAt: copy.createdAt,
      updatedAt: copy.createdAt,
      version: 1,
    });
    expect(await get(copy.id)).toEqual(copy);
    expect((await revisions(copy.id)).result.map((r) => r.action)).toEqual(["duplicate"]);
    expect((await get()).version).toBe(1);
  });

  it("takes an id, a title and a folder (null: the root)", async () => {
    const sales = await folder("Sales");
    await create(report, sales);
    const res = await api().post(`${path()}/duplicate`).send({ id: "copy-1", title: "Mine", folderId: null });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: "copy-1", title: "Mine", folderId: null });
    // Creating the copy again as POST /saved-queries would have is an idempotent retry.
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      createdById: _k,
      connectionId: _n,
      version: _v,
      folderId: _f,
      cubeQuery: _q,
      query,
      ...columns
    } = res.body.result;
    await api()
      .post("/api/saved-queries")
      .send({ savedQuery: { id: "copy-1", ...columns, ...query } })
      .expect(200);
  });

  it("answers 409 for an id in use (trash included), 404 for unknown, foreign or trashed sources and folders", async () => {
    const other = await foreignReport();
    const theirFolder = await folder("Theirs", other);
    await create();
    await create({ ...report, id: "trashed" });
    await api().delete(path("trashed")).expect(204);
    for (const id of [report.id, "trashed"]) {
      const res = await api().post(`${path()}/duplicate`).send({ id });
      expect([res.status, res.body]).toEqual([
        409,
        {
          status: "error",
          error: {
            code: "conflict",
            message: `A saved query with id "${id}" already exists`,
            details: [{ path: "id", issue: "already used by another saved query" }],
          },
        },
      ]);
    }
    for (const id of ["missing", "theirs", "trashed"])
      expect(
        (
          await api()
            .post(`${path(id)}/duplicate`)
            .send({})
        ).body,
      ).toEqual(notFound(id));
    const res = await api().post(`${path()}/duplicate`).send({ folderId: theirFolder });
    expect([res.status, res.body.error.details]).toEqual([404, [{ path: "folderId", issue: "does not exist" }]]);
    expectInvalid(await api().post(`${path()}/duplicate`).send({ title: "", id: "bad id", x: 1 }), [
      "title",
      "id",
      "x",
    ]);
  });

  it("keeps a long title within 200 characters", async () => {
    await create({ ...report, title: "t".repeat(200) });
    const res = await api().post(`${path()}/duplicate`).send({});
    expect(res.body.result.title).toBe(`${"t".repeat(193)} (copy)`);
  });
});

describe("PUT /saved-queries/layout", () => {
  const put = (items: unknown[]) =>
    supertest(t.ctx.app).put("/api/saved-queries/layout").set(t.tenant.headers).send({ items });

  it("lays out several reports in one change each, answering them in the order sent", async () => {
    await create();
    await create({ ...report, id: "second" });
    const res = await put([
      { id: "second", x: 6, y: 0, width: 6, height: 3, order: 2, version: 1 },
      { id: report.id, x: 0, y: 0, width: 6, height: 3, order: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { id: string; version: number }) => [r.id, r.version])).toEqual([
      ["second", 2],
      [report.id, 2],
    ]);
    expect(await get("second")).toMatchObject({ x: 6, y: 0, width: 6, height: 3, order: 2, version: 2 });
    expect((await revisions("second")).result[0]!.action).toBe("layout");
  });

  it("changes nothing when an id is unknown, another client's or trashed, or a version is stale", async () => {
    await foreignReport();
    await create();
    await create({ ...report, id: "trashed" });
    await api().delete(path("trashed")).expect(204);
    const item = { id: report.id, x: 9, y: 9, width: 1, height: 1, order: 9 };
    for (const id of ["missing", "theirs", "trashed"]) {
      const res = await put([item, { ...item, id }]);
      expect([res.status, res.body.error.details]).toEqual([404, [{ path: "items.1.id", issue: "does not exist" }]]);
    }
    const res = await put([{ ...item, version: 7 }]);
    expect([res.status, res.body.error]).toEqual([
      412,
      {
        code: "precondition_failed",
        message: `Saved query "${report.id}" has changed since version 7; it is at version 1`,
        details: [{ path: "items.0.version", issue: 'is not the current version ("1")' }],
      },
    ]);
    expect(await get()).toMatchObject({ x: 0, y: 0, order: 1, version: 1 });
  });

  it("rejects bad items", async () => {
    const item = { id: report.id, x: 0, y: 0, width: 1, height: 1, order: 1 };
    expectInvalid(await put([]), ["items"]);
    // Items 1 and 2 both repeat item 0's id.
    expectInvalid(await put([item, { ...item, width: 10_001, colour: "red" }, item]), [
      "items.1.id",
      "items.1.width",
      "items.1.colour",
      "items.2.id",
    ]);
  });
});

describe("GET /saved-queries?search=", () => {
  const titles = async (query: string) => (await list(query)).result.map((r) => r.id);

  it("finds words in title and description, a title match first, with stemming", async () => {
    await create({ ...report, id: "in-description", title: "Weekly numbers", description: "Refunds per region" });
    await create({ ...report, id: "in-title", title: "Refunds by region", description: "Money back" });
    await create({ ...report, id: "unrelated", title: "Signups", description: "New accounts" });
    expect(await titles("?search=refund")).toEqual(["in-title", "in-description"]);
    expect(await titles("?search=regions%20refunded")).toEqual(["in-title", "in-description"]);
    expect(await titles(`?search=${encodeURIComponent('"money back"')}`)).toEqual(["in-title"]);
    expect(await titles("?search=refunds%20-weekly")).toEqual(["in-title"]);
    expect(await titles("?search=nothing")).toEqual([]);
  });

  it("combines with folderId, the trash, tenancy and pagination", async () => {
    const sales = await folder("Sales");
    await foreignReport();
    for (const id of ["a", "b", "c"]) await create({ ...report, id }, sales);
    await create({ ...report, id: "root" });
    await create({ ...report, id: "trashed" });
    await api().delete(path("trashed")).expect(204);

    expect(await titles("?search=orders")).toEqual(["a", "b", "c", "root"]);
    expect(await titles(`?search=orders&folderId=${sales}`)).toEqual(["a", "b", "c"]);
    expect(await titles("?search=orders&deleted=true")).toEqual(["trashed"]);
    const first = await list("?search=orders&limit=3");
    expect(first.result.map((r) => r.id)).toEqual(["a", "b", "c"]);
    const second = await list(`?search=orders&limit=3&cursor=${first.nextCursor}`);
    expect([second.result.map((r) => r.id), second.nextCursor]).toEqual([["root"], null]);
    // A list cursor is not a search cursor.
    const plain = await list("?limit=1");
    expectInvalid(await api().get(`/api/saved-queries?search=orders&cursor=${plain.nextCursor}`), ["cursor"]);
    expectInvalid(await api().get("/api/saved-queries?search=%20"), ["search"]);
  });
});
