import { createQuarryClient, ifMatch, QuarryError, type QuarryClient } from "@quarry/client";
import { describe, expect, it } from "vitest";
import { useApiOverHttp } from "./support/http.js";

/** The client's throwing flavour, its page iterators and its If-Match helper, against the API over real HTTP. */

const api = useApiOverHttp();

async function newClient(): Promise<QuarryClient> {
  const tenant = await api.ctx.tenant();
  return createQuarryClient({ baseUrl: api.baseUrl, apiKey: tenant.apiKey, clientId: tenant.clientId });
}

function report(id: string, title = `Report ${id}`) {
  return { id, title, connectionType: "cube" as const, chartType: "bar" as const, metrics: ["orders.count"] };
}

/** The error a promise rejects with, failing the test when it resolves instead. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => expect.fail(`expected a rejection, got ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("client.unwrap", () => {
  it("resolves to the 2xx body, typed, and to undefined for a 204", async () => {
    const quarry = await newClient();
    expect(await quarry.unwrap.createFolder({ body: { folder: { id: "sales", title: "Sales" } } })).toEqual({
      status: "ok",
    });
    const folder = await quarry.unwrap.getFolder({ params: { id: "sales" } });
    expect(folder.result.title).toBe("Sales");
    expect(await quarry.unwrap.deleteFolder({ params: { id: "sales" }, query: {} })).toBeUndefined();
  });

  it("throws a QuarryError with status, code, message, details and the request id of a 404", async () => {
    const quarry = await newClient();
    const error = await rejection(
      quarry.unwrap.getFolder({ params: { id: "missing" }, extraHeaders: { "x-request-id": "trace-404" } }),
    );
    expect(error).toBeInstanceOf(QuarryError);
    expect(error).toMatchObject({
      name: "QuarryError",
      status: 404,
      code: "not_found",
      message: expect.stringMatching(/\S/),
      details: [{ path: "id", issue: expect.any(String) }],
      // The server keeps a caller's plain-token request id, so this proves it was read from the answer.
      requestId: "trace-404",
    });
  });

  it("throws a QuarryError carrying the validation details of a 400", async () => {
    const quarry = await newClient();
    const error = await rejection(quarry.unwrap.createSavedQuery({ body: { savedQuery: report("r1", " ") } }));
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      details: [{ path: "savedQuery.title", issue: "must not be empty" }],
      requestId: expect.stringMatching(/\S/),
    });
  });

  it("throws for a 401 too, on every route", async () => {
    const tenant = await api.ctx.tenant();
    const quarry = createQuarryClient({ baseUrl: api.baseUrl, apiKey: "not-a-key", clientId: tenant.clientId });
    expect(await rejection(quarry.unwrap.listFolders())).toMatchObject({ status: 401, code: "unauthorized" });
  });
});

describe("client.paginate", () => {
  it("offers an iterator for every paginated list of the contract, and only those", async () => {
    const quarry = await newClient();
    expect(Object.keys(quarry.paginate).sort()).toEqual([
      "listConnections",
      "listFolders",
      "listSavedQueries",
      "listSavedQueryRevisions",
      "listValidatedQueries",
    ]);
  });

  it("iterates a folder's saved queries across pages, and the trash", async () => {
    const quarry = await newClient();
    await quarry.unwrap.createFolder({ body: { folder: { id: "sales", title: "Sales" } } });
    const ids = ["a", "b", "c", "d", "e", "f", "g"];
    for (const id of ids) await quarry.unwrap.createSavedQuery({ body: { folderId: "sales", savedQuery: report(id) } });
    await quarry.unwrap.createSavedQuery({ body: { savedQuery: report("elsewhere") } });

    const inSales = await collect(quarry.paginate.listSavedQueries({ folderId: "sales", limit: 3 }));
    expect(inSales.map((record) => record.id).sort()).toEqual(ids);

    for (const id of ["a", "b", "c"]) await quarry.unwrap.deleteSavedQuery({ params: { id }, query: {} });
    const trash = await collect(quarry.paginate.listSavedQueries({ deleted: "true", limit: 2 }));
    expect(trash.map((record) => record.id).sort()).toEqual(["a", "b", "c"]);
  });

  it("iterates folders, revisions and confirmations across pages", async () => {
    const quarry = await newClient();
    const folderIds = ["f1", "f2", "f3", "f4", "f5"];
    for (const id of folderIds) await quarry.unwrap.createFolder({ body: { folder: { id, title: id } } });
    const folders = await collect(quarry.paginate.listFolders({ limit: 2 }));
    expect(folders.map((folder) => folder.id).sort()).toEqual(folderIds);

    await quarry.unwrap.createSavedQuery({ body: { savedQuery: report("r") } });
    for (const title of ["Two", "Three", "Four"])
      await quarry.unwrap.updateSavedQuery({ params: { id: "r" }, body: { savedQuery: { title } } });
    const revisions = await collect(quarry.paginate.listSavedQueryRevisions({ limit: 3 }, { params: { id: "r" } }));
    expect(revisions.map((revision) => revision.version)).toEqual([4, 3, 2, 1]);

    for (const question of ["orders one", "orders two", "orders three"])
      await quarry.unwrap.validateQuery({ body: { question, type: "cube", query: { measures: ["orders.count"] } } });
    const confirmations = await collect(quarry.paginate.listValidatedQueries({ limit: 2 }));
    expect(confirmations).toHaveLength(3);
  });

  it("throws a QuarryError when a page cannot be had", async () => {
    const quarry = await newClient();
    const error = await rejection(collect(quarry.paginate.listSavedQueries({ folderId: "missing" })));
    expect(error).toMatchObject({ status: 404, code: "not_found" });
  });
});

describe("ifMatch", () => {
  it("lets a change based on the current version through and refuses a stale one with 412", async () => {
    const quarry = await newClient();
    await quarry.unwrap.createSavedQuery({ body: { savedQuery: report("r") } });
    const original = (await quarry.unwrap.getSavedQuery({ params: { id: "r" }, query: {} })).result;
    expect(original.version).toBe(1);

    const changed = await quarry.unwrap.updateSavedQuery({
      params: { id: "r" },
      headers: ifMatch(original),
      body: { savedQuery: { title: "Changed" } },
    });
    expect(changed.result.version).toBe(2);

    const stale = await rejection(
      quarry.unwrap.updateSavedQuery({
        params: { id: "r" },
        headers: ifMatch(original),
        body: { savedQuery: { title: "Lost update" } },
      }),
    );
    expect(stale).toMatchObject({ status: 412, code: "precondition_failed", details: [{ path: "if-match" }] });
    expect(
      await rejection(quarry.unwrap.deleteSavedQuery({ params: { id: "r" }, query: {}, headers: ifMatch(1) })),
    ).toMatchObject({ status: 412, code: "precondition_failed" });

    // The ETag of a plain read works as well as the record's version.
    const read = await quarry.getSavedQuery({ params: { id: "r" }, query: {} });
    expect(ifMatch(read)).toEqual({ "if-match": '"2"' });
    expect(
      await quarry.unwrap.deleteSavedQuery({ params: { id: "r" }, query: {}, headers: ifMatch(read) }),
    ).toBeUndefined();
  });
});
