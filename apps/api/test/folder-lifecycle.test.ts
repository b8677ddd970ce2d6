import { contract, type Folder } from "@quarry/contract";
import { describe, expect, it } from "vitest";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

/** Creates a folder and returns its id, read from the Location header. */
async function createFolder(title: string, parentFolderId?: string, api = t.api) {
  const res = await api.post("/api/folders").send({ folder: { title, parentFolderId } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
  const location = res.headers.location as string;
  expect(location).toMatch(/^\/api\/folders\/[0-9a-f-]{36}$/);
  return location.slice("/api/folders/".length);
}

async function createReport(id: string, folderId: string) {
  await t.api
    .post("/api/saved-queries")
    .send({ folderId, savedQuery: { id, title: id, connectionType: "cube", chartType: "bar", metrics: ["m"] } })
    .expect(200);
}

async function getFolder(id: string) {
  const res = await t.api.get(`/api/folders/${id}`);
  expect(res.status).toBe(200);
  return contract.getFolder.responses[200].parse(res.body).result;
}

async function listPage(query: string) {
  const res = await t.api.get(`/api/folders${query}`);
  expect(res.status).toBe(200);
  return contract.listFolders.responses[200].parse(res.body);
}

/** Every folder of the tenant, straight from the database. */
async function allFolders() {
  return t.ctx.db.folder.findMany({ where: { clientId: t.tenant.clientId } });
}

const notFound = (id: string, path = "id") => ({
  status: "error",
  error: { code: "not_found", message: `Folder "${id}" was not found`, details: [{ path, issue: "does not exist" }] },
});

/** A folder id of another tenant. */
async function foreignFolder() {
  const other = as(t.ctx.app, await t.ctx.tenant());
  return createFolder("Theirs", undefined, other);
}

describe("GET /folders/:id", () => {
  it("answers the folder as the list shows it", async () => {
    const parent = await createFolder("Sales");
    const id = await createFolder("EMEA", parent);
    const res = await t.api.get(`/api/folders/${id}`);
    expect(res.status).toBe(200);
    const listed = (await listPage(`?parentFolderId=${parent}`)).result[0];
    expect(res.body).toEqual({ status: "ok", result: listed });
    expect(listed).toMatchObject({ id, title: "EMEA", description: null, parentFolderId: parent });
  });

  it("answers 404 for an unknown or another client's folder", async () => {
    const foreign = await foreignFolder();
    for (const id of ["missing", foreign]) {
      const res = await t.api.get(`/api/folders/${id}`);
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
  });
});

describe("PATCH /folders/:id", () => {
  it("renames and re-describes, keeping what is not sent, and moves the updatedAt", async () => {
    const id = await createFolder("Sales");
    const before = await getFolder(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await t.api
      .patch(`/api/folders/${id}`)
      .send({ folder: { title: "Revenue", description: "All of it" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", result: await getFolder(id) });
    expect(res.body.result).toMatchObject({ id, title: "Revenue", description: "All of it", parentFolderId: null });
    expect(res.body.result.createdAt).toBe(before.createdAt);
    expect(res.body.result.updatedAt > before.updatedAt).toBe(true);

    const cleared = await t.api.patch(`/api/folders/${id}`).send({ folder: { description: null } });
    expect(cleared.body.result).toMatchObject({ title: "Revenue", description: null });
  });

  it("moves a folder, with its subtree, under another folder and back to the root", async () => {
    const a = await createFolder("A");
    const b = await createFolder("B");
    const b1 = await createFolder("B1", b);
    const moved = await t.api.patch(`/api/folders/${b}`).send({ folder: { parentFolderId: a } });
    expect(moved.status).toBe(200);
    expect(moved.body.result.parentFolderId).toBe(a);
    const subtree = (await listPage(`?parentFolderId=${a}&includeAll=true`)).result.map((f) => f.id);
    expect(subtree).toEqual([b, b1]);

    const back = await t.api.patch(`/api/folders/${b}`).send({ folder: { parentFolderId: null } });
    expect(back.body.result.parentFolderId).toBeNull();
    expect((await listPage("")).result.map((f) => f.id)).toEqual([a, b]);
  });

  it("answers 409 for a move under the folder itself or any of its subfolders, changing nothing", async () => {
    const a = await createFolder("A");
    const a1 = await createFolder("A1", a);
    const a1x = await createFolder("A1x", a1);
    const before = await allFolders();
    for (const target of [a, a1, a1x]) {
      const res = await t.api.patch(`/api/folders/${a}`).send({ folder: { title: "Renamed", parentFolderId: target } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        status: "error",
        error: {
          code: "conflict",
          message: `Folder "${a}" cannot move under "${target}": that is the folder itself or one of its subfolders`,
          details: [{ path: "folder.parentFolderId", issue: "is the folder itself or one of its subfolders" }],
        },
      });
    }
    expect(await allFolders()).toEqual(before);
    // Moving a subfolder to a sibling branch or up is fine.
    await t.api
      .patch(`/api/folders/${a1x}`)
      .send({ folder: { parentFolderId: a } })
      .expect(200);
  });

  it.each([
    ["no folder", {}, [["folder", "is required"]]],
    ["no change", { folder: {} }, [["folder", "must change at least one of title, description, parentFolderId"]]],
    ["a blank title", { folder: { title: "  " } }, [["folder.title", "must not be empty"]]],
    ["a null title", { folder: { title: null } }, [["folder.title", "must not be null (expected a string)"]]],
    [
      "a title over 200 characters",
      { folder: { title: "x".repeat(201) } },
      [["folder.title", "must be at most 200 characters long"]],
    ],
    [
      "wrong types and an unknown field",
      { folder: { description: 3, parentFolderId: "a b", colour: "red" } },
      [
        ["folder.description", "must be a string"],
        ["folder.parentFolderId", "may contain only letters, digits and _ . : ~ -"],
        ["folder.colour", "unknown field"],
      ],
    ],
  ])("rejects %s with 400 and the exact details, changing nothing", async (_, body, details) => {
    const id = await createFolder("Sales");
    const before = await allFolders();
    const res = await t.api.patch(`/api/folders/${id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const got = (res.body.error.details as { path: string; issue: string }[]).map((d) => [d.path, d.issue]);
    expect(got.sort()).toEqual([...details].sort());
    expect(await allFolders()).toEqual(before);
  });

  it("answers 404 for an unknown or foreign folder, or an unknown or foreign new parent", async () => {
    const foreign = await foreignFolder();
    const mine = await createFolder("Mine");
    for (const id of ["missing", foreign]) {
      const res = await t.api.patch(`/api/folders/${id}`).send({ folder: { title: "Stolen" } });
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
      const move = await t.api.patch(`/api/folders/${mine}`).send({ folder: { parentFolderId: id } });
      expect([move.status, move.body]).toEqual([404, notFound(id, "folder.parentFolderId")]);
    }
    expect((await t.ctx.db.folder.findMany({ where: { id: foreign } }))[0]!.title).toBe("Theirs");
    expect((await getFolder(mine)).parentFolderId).toBeNull();
  });

  it("never lets two racing moves form a cycle: one succeeds, the other is a 409", async () => {
    for (let round = 0; round < 20; round++) {
      const a = await createFolder(`A${round}`);
      const b = await createFolder(`B${round}`);
      const [aUnderB, bUnderA] = await Promise.all([
        t.api.patch(`/api/folders/${a}`).send({ folder: { parentFolderId: b } }),
        t.api.patch(`/api/folders/${b}`).send({ folder: { parentFolderId: a } }),
      ]);
      expect([aUnderB.status, bUnderA.status].sort(), `round ${round}`).toEqual([200, 409]);
      const rows = await t.ctx.db.folder.findMany({ where: { clientId: t.tenant.clientId, id: { in: [a, b] } } });
      const parentOf = new Map(rows.map((row) => [row.id, row.parentFolderId]));
      expect(parentOf.get(a) === b && parentOf.get(b) === a, `round ${round}`).toBe(false);
      expect(
        [parentOf.get(a), parentOf.get(b)].filter((p) => p !== null),
        `round ${round}`,
      ).toHaveLength(1);
    }
    // Every folder still reaches the root.
    const parentOf = new Map((await allFolders()).map((row) => [row.id, row.parentFolderId]));
    for (const id of parentOf.keys()) {
      let at: string | null = id;
      for (let steps = 0; at !== null; steps++) {
        expect(steps).toBeLessThan(parentOf.size);
        at = parentOf.get(at) ?? null;
      }
    }
  });
});

describe("PATCH /folders/:id, three moves racing around a triangle", () => {
  it("lets at most two of A under B, B under C, C under A succeed, and never forms a cycle", async () => {
    for (let round = 0; round < 10; round++) {
      const [a, b, c] = [
        await createFolder(`A${round}`),
        await createFolder(`B${round}`),
        await createFolder(`C${round}`),
      ];
      const moves: [string, string][] = [
        [a, b],
        [b, c],
        [c, a],
      ];
      const statuses = await Promise.all(
        moves.map(async ([id, parentFolderId]) => {
          const res = await t.api.patch(`/api/folders/${id}`).send({ folder: { parentFolderId } });
          return res.status;
        }),
      );
      expect(statuses.sort(), `round ${round}`).toEqual([200, 200, 409]);
      const rows = await t.ctx.db.folder.findMany({ where: { clientId: t.tenant.clientId, id: { in: [a, b, c] } } });
      expect(
        rows.filter((row) => row.parentFolderId === null),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });
});

describe("DELETE /folders/:id", () => {
  it("deletes an empty folder with 204 and no body", async () => {
    const id = await createFolder("Old");
    const res = await t.api.delete(`/api/folders/${id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await t.api.get(`/api/folders/${id}`)).status).toBe(404);
    expect((await t.api.delete(`/api/folders/${id}`)).status).toBe(404);
  });

  it("answers 409 for a folder with a subfolder or a saved query unless recursive=true", async () => {
    const parent = await createFolder("Parent");
    await createFolder("Child", parent);
    const withReport = await createFolder("Reports");
    await t.api
      .post("/api/saved-queries")
      .send({
        folderId: withReport,
        savedQuery: { title: "R", connectionType: "cube", chartType: "bar", metrics: ["m"] },
      })
      .expect(200);
    const cases = [
      [parent, "it holds 1 subfolder and 0 saved queries"],
      [withReport, "it holds 0 subfolders and 1 saved query"],
    ] as const;
    for (const [id, holds] of cases) {
      for (const query of ["", "?recursive=false"]) {
        const res = await t.api.delete(`/api/folders/${id}${query}`);
        expect([res.status, res.body]).toEqual([
          409,
          {
            status: "error",
            error: {
              code: "conflict",
              message: `Folder "${id}" is not empty: ${holds}; move or delete them first`,
              details: [{ path: "id", issue: "is not empty" }],
            },
          },
        ]);
      }
    }
    expect(await allFolders()).toHaveLength(3);
  });

  it("recursive=true deletes the subtree and trashes every report in it; they restore into the root", async () => {
    const top = await createFolder("Top");
    const middle = await createFolder("Middle", top);
    const bottom = await createFolder("Bottom", middle);
    const other = await createFolder("Other");
    for (const [id, folderId] of [
      ["in-top", top],
      ["in-bottom", bottom],
      ["elsewhere", other],
    ] as const) {
      await createReport(id, folderId);
    }
    await createReport("already-trashed", middle);
    expect((await t.api.delete("/api/saved-queries/already-trashed")).status).toBe(204);

    expect((await t.api.delete(`/api/folders/${top}?recursive=true`)).status).toBe(204);

    expect((await allFolders()).map((folder) => folder.id)).toEqual([other]);
    const live = (await t.api.get("/api/saved-queries")).body.result.map((report: { id: string }) => report.id);
    expect(live).toEqual(["elsewhere"]);
    const trash = (await t.api.get("/api/saved-queries?deleted=true")).body.result.map((r: { id: string }) => r.id);
    expect(trash.sort()).toEqual(["already-trashed", "in-bottom", "in-top"]);
    const restored = await t.api.post("/api/saved-queries/in-bottom/restore");
    expect(restored.status).toBe(200);
    expect(restored.body.result).toMatchObject({ id: "in-bottom", folderId: null });
    expect((await t.api.post("/api/saved-queries/already-trashed/restore")).body.result.folderId).toBeNull();
    const revisions = await t.api.get("/api/saved-queries/already-trashed/revisions");
    const actions = revisions.body.result.map((revision: { action: string }) => revision.action);
    expect(actions).toEqual(["restore", "move", "delete", "create"]);
  });

  it("a folder whose only reports are in the trash is empty: deleted, and those reports restore into the root", async () => {
    const id = await createFolder("Stale");
    await createReport("trashed-only", id);
    expect((await t.api.delete("/api/saved-queries/trashed-only")).status).toBe(204);
    expect((await t.api.delete(`/api/folders/${id}`)).status).toBe(204);
    const restored = await t.api.post("/api/saved-queries/trashed-only/restore");
    expect(restored.body.result).toMatchObject({ id: "trashed-only", folderId: null });
  });

  it("a recursive delete is all or nothing", async () => {
    const top = await createFolder("Keep");
    const child = await createFolder("Keep child", top);
    await createReport("kept", child);
    // Make the last step fail: deleting the top folder raises, after the reports were trashed and the child removed.
    await t.ctx.db.$executeRawUnsafe(`CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.id = '${top}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN OLD; END $$`);
    await t.ctx.db.$executeRawUnsafe(
      "CREATE TRIGGER refuse_delete BEFORE DELETE ON folders FOR EACH ROW EXECUTE FUNCTION refuse_delete()",
    );
    try {
      expect((await t.api.delete(`/api/folders/${top}?recursive=true`)).status).toBe(500);
    } finally {
      await t.ctx.db.$executeRawUnsafe("DROP TRIGGER refuse_delete ON folders");
      await t.ctx.db.$executeRawUnsafe("DROP FUNCTION refuse_delete()");
    }
    expect((await allFolders()).map((folder) => folder.id).sort()).toEqual([child, top].sort());
    const report = await t.api.get("/api/saved-queries/kept");
    expect(report.body.result).toMatchObject({ id: "kept", folderId: child, version: 1 });
    expect((await t.api.get("/api/saved-queries/kept/revisions")).body.result).toHaveLength(1);
  });

  it("deletes an empty folder with recursive=true too; rejects a recursive that is not a boolean", async () => {
    const id = await createFolder("Empty");
    expectInvalid(await t.api.delete(`/api/folders/${id}?recursive=yes`), ["recursive"]);
    expect((await t.api.delete(`/api/folders/${id}?recursive=true`)).status).toBe(204);
  });

  it("answers 404 for an unknown or another client's folder, which stays", async () => {
    const foreign = await foreignFolder();
    for (const id of ["missing", foreign]) {
      const res = await t.api.delete(`/api/folders/${id}`);
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
    expect(await t.ctx.db.folder.count({ where: { id: foreign } })).toBe(1);
  });
});

describe("GET /folders/:id/path", () => {
  it("answers the breadcrumb from the root down to the folder", async () => {
    const a = await createFolder("A");
    const a1 = await createFolder("A1", a);
    const a1x = await createFolder("A1x", a1);
    const res = await t.api.get(`/api/folders/${a1x}/path`);
    expect(res.status).toBe(200);
    const path = contract.getFolderPath.responses[200].parse(res.body).result;
    expect(path.map((f: Folder) => f.id)).toEqual([a, a1, a1x]);
    expect(path[2]).toEqual(await getFolder(a1x));
    expect((await t.api.get(`/api/folders/${a}/path`)).body).toEqual({ status: "ok", result: [await getFolder(a)] });
  });

  it("answers 404 for an unknown or another client's folder", async () => {
    const foreign = await foreignFolder();
    for (const id of ["missing", foreign]) {
      const res = await t.api.get(`/api/folders/${id}/path`);
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
  });
});

describe("GET /folders, a page at a time", () => {
  /** Every page of a listing, following nextCursor. */
  async function pages(query: string, limit: number) {
    const seen: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await listPage(`?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(page.result.map((f) => f.title));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  it("pages roots, children, everything and a subtree in the same order as one big page", async () => {
    const a = await createFolder("A");
    const a1 = await createFolder("A1", a);
    await createFolder("A1x", a1);
    await createFolder("A2", a);
    await createFolder("B");
    await createFolder("C");
    expect(await pages("", 2)).toEqual([["A", "B"], ["C"]]);
    expect(await pages("includeAll=true", 2)).toEqual([
      ["A", "A1"],
      ["A1x", "A2"],
      ["B", "C"],
    ]);
    expect(await pages(`parentFolderId=${a}&includeAll=true`, 2)).toEqual([["A1", "A1x"], ["A2"]]);
    expect(await pages(`parentFolderId=${a}`, 1)).toEqual([["A1"], ["A2"]]);
    expect((await listPage("?includeAll=true")).nextCursor).toBeNull();
  });

  it("neither repeats nor skips a folder when folders are added between pages", async () => {
    await createFolder("A");
    await createFolder("B");
    const first = await listPage("?limit=1");
    await createFolder("C");
    const second = await listPage(`?limit=5&cursor=${first.nextCursor}`);
    expect([...first.result, ...second.result].map((f) => f.title)).toEqual(["A", "B", "C"]);
  });

  it.each([
    ["limit=0", [["limit", "must be at least 1"]]],
    ["limit=501", [["limit", "must be at most 500"]]],
    ["limit=two", [["limit", "must be a number"]]],
    ["cursor=nonsense", [["cursor", "is not a cursor returned by this API"]]],
    [`cursor=${Buffer.from('["x", 1]').toString("base64url")}`, [["cursor", "is not a cursor returned by this API"]]],
  ])("rejects %s with 400 and the exact details", async (query, details) => {
    const res = await t.api.get(`/api/folders?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string; issue: string }) => [d.path, d.issue])).toEqual(details);
  });
});

describe("Location headers and client-chosen folder ids", () => {
  it("names the created folder and saved query in Location", async () => {
    const folder = await t.api.post("/api/folders").send({ folder: { title: "Sales" } });
    const id = (folder.headers.location as string).split("/").at(-1)!;
    expect(folder.headers.location).toBe(`/api/folders/${id}`);
    expect((await t.api.get(folder.headers.location as string)).body.result.title).toBe("Sales");

    const report = { title: "R", connectionType: "cube", chartType: "bar", metrics: ["m"] };
    const mine = await t.api.post("/api/saved-queries").send({ savedQuery: { ...report, id: "orders-by-status" } });
    expect([mine.status, mine.body, mine.headers.location]).toEqual([
      200,
      { status: "ok" },
      "/api/saved-queries/orders-by-status",
    ]);
    const generated = await t.api.post("/api/saved-queries").send({ savedQuery: report });
    const generatedId = (generated.headers.location as string).split("/").at(-1)!;
    expect(generated.headers.location).toMatch(/^\/api\/saved-queries\/[0-9a-f-]{36}$/);
    expect(await t.ctx.db.savedQuery.count({ where: { clientId: t.tenant.clientId, id: generatedId } })).toBe(1);
  });

  it("uses folder.id; the same id and body again is an idempotent 200, another body a 409", async () => {
    const body = { folder: { id: "sales", title: "Sales", description: "Team reports" } };
    const first = await t.api.post("/api/folders").send(body);
    expect([first.status, first.body, first.headers.location]).toEqual([200, { status: "ok" }, "/api/folders/sales"]);
    const again = await t.api.post("/api/folders").send({ folder: { ...body.folder, parentFolderId: null } });
    expect([again.status, again.body, again.headers.location]).toEqual([200, { status: "ok" }, "/api/folders/sales"]);
    expect(await allFolders()).toHaveLength(1);

    const stored = await getFolder("sales");
    for (const folder of [
      { ...body.folder, title: "Other" },
      { id: "sales", title: "Sales" },
    ]) {
      const res = await t.api.post("/api/folders").send({ folder });
      expect([res.status, res.body]).toEqual([
        409,
        {
          status: "error",
          error: {
            code: "conflict",
            message: 'A folder with id "sales" already exists with different content',
            details: [{ path: "folder.id", issue: "already used by another folder" }],
          },
        },
      ]);
    }
    expect(await getFolder("sales")).toEqual(stored);
    // Ids are per client: another client may use the same one.
    const other = as(t.ctx.app, await t.ctx.tenant());
    expect((await other.post("/api/folders").send(body)).status).toBe(200);
  });

  it("rejects an invalid folder.id with 400, storing nothing", async () => {
    const res = await t.api.post("/api/folders").send({ folder: { id: "a b", title: "Sales" } });
    expectInvalid(res, ["folder.id"]);
    expect(res.body.error.details[0].issue).toBe("may contain only letters, digits and _ . : ~ -");
    expect(await allFolders()).toEqual([]);
  });
});
