import { contract } from "@quarry/contract";
import { describe, expect, it } from "vitest";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

async function folders(query = "") {
  const res = await t.api.get(`/api/folders${query}`);
  expect(res.status).toBe(200);
  return contract.listFolders.responses[200].parse(res.body).result;
}

/** Creates a folder and returns its id (the create response carries none, as the interface says). */
async function createFolder(title: string, parentFolderId?: string) {
  const res = await t.api.post("/api/folders").send({ folder: { title, parentFolderId } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
  const all = await folders("?includeAll=true");
  return all.find((folder) => folder.title === title)!.id;
}

describe("POST /folders", () => {
  it("stores title, description and parent, with ISO timestamps", async () => {
    const parent = await createFolder("Sales");
    await t.api
      .post("/api/folders")
      .send({ folder: { title: "EMEA", description: "Europe", parentFolderId: parent } })
      .expect(200);
    const [child] = await folders(`?parentFolderId=${parent}`);
    expect(child).toMatchObject({ title: "EMEA", description: "Europe", parentFolderId: parent });
    expect(child!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it.each([
    ["no folder", {}, ["folder"]],
    ["no title", { folder: {} }, ["folder.title"]],
    ["an empty title", { folder: { title: "" } }, ["folder.title"]],
    ["a title over 200 characters", { folder: { title: "x".repeat(201) } }, ["folder.title"]],
    [
      "wrong types",
      { folder: { title: 1, description: [], parentFolderId: {} } },
      ["folder.title", "folder.description", "folder.parentFolderId"],
    ],
    ["unknown fields", { folder: { title: "A", colour: "red" }, other: true }, ["folder.colour", "other"]],
  ])("rejects %s with 400, storing nothing", async (_, body, paths) => {
    const res = await t.api.post("/api/folders").send(body);
    expectInvalid(res, paths);
    expect(await folders("?includeAll=true")).toEqual([]);
  });

  it("answers 404 for a missing or another client's parent, storing nothing", async () => {
    const other = as(t.ctx.app, await t.ctx.tenant());
    await other
      .post("/api/folders")
      .send({ folder: { title: "Theirs" } })
      .expect(200);
    const foreign = (await other.get("/api/folders")).body.result[0].id as string;
    for (const parentFolderId of ["missing", foreign]) {
      const res = await t.api.post("/api/folders").send({ folder: { title: "Child", parentFolderId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        status: "error",
        error: {
          code: "not_found",
          message: `Folder "${parentFolderId}" was not found`,
          details: [{ path: "folder.parentFolderId", issue: "does not exist" }],
        },
      });
    }
    expect(await folders("?includeAll=true")).toEqual([]);
  });
});

describe("GET /folders", () => {
  it("lists roots by default, children with parentFolderId, everything or a subtree with includeAll", async () => {
    const a = await createFolder("A");
    const a1 = await createFolder("A1", a);
    await createFolder("A1x", a1);
    await createFolder("A2", a);
    await createFolder("B");
    const titles = async (query: string) => (await folders(query)).map((folder) => folder.title);
    expect(await titles("")).toEqual(["A", "B"]);
    expect(await titles("?includeAll=false")).toEqual(["A", "B"]);
    expect(await titles(`?parentFolderId=${a}`)).toEqual(["A1", "A2"]);
    expect(await titles("?includeAll=true")).toEqual(["A", "A1", "A1x", "A2", "B"]);
    expect(await titles(`?parentFolderId=${a}&includeAll=true`)).toEqual(["A1", "A1x", "A2"]);
    expect(await titles(`?parentFolderId=${a1}`)).toEqual(["A1x"]);
  });

  it("answers 404 for a missing or foreign parentFolderId", async () => {
    const res = await t.api.get("/api/folders?parentFolderId=nope&includeAll=true");
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: "not_found",
      message: 'Folder "nope" was not found',
      details: [{ path: "parentFolderId", issue: "does not exist" }],
    });
  });

  it.each([["yes"], ["1"], ["TRUE"], [""]])("rejects includeAll=%s with 400", async (value) => {
    const res = await t.api.get(`/api/folders?includeAll=${value}`);
    expectInvalid(res, ["includeAll"]);
  });

  it("never shows another client's folders", async () => {
    await createFolder("Mine");
    const other = as(t.ctx.app, await t.ctx.tenant());
    expect((await other.get("/api/folders?includeAll=true")).body).toEqual({
      status: "ok",
      result: [],
      nextCursor: null,
    });
  });
});
