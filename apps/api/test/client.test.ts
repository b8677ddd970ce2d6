import { createQuarryClient } from "@quarry/client";
import { describe, expect, inject, it } from "vitest";
import { useApiOverHttp } from "./support/http.js";

const api = useApiOverHttp();
const shop = inject("shopCube");

describe("@quarry/client over real HTTP", () => {
  it("creates and lists folders and saved queries with typed results", async () => {
    const tenant = await api.ctx.tenant();
    const client = createQuarryClient({ baseUrl: api.baseUrl, apiKey: tenant.apiKey, clientId: tenant.clientId });

    expect(await client.createFolder({ body: { folder: { title: "Sales" } } })).toMatchObject({
      status: 200,
      body: { status: "ok" },
    });
    const folders = await client.listFolders({ query: {} });
    if (folders.status !== 200) throw new Error(`unexpected ${folders.status}`);
    const folderId = folders.body.result[0]!.id;

    const created = await client.createSavedQuery({
      body: {
        folderId,
        savedQuery: { id: "r1", title: "Orders", connectionType: "cube", chartType: "bar", metrics: ["orders.count"] },
      },
    });
    expect(created.status).toBe(200);

    const page = await client.listSavedQueries({ query: { folderId, limit: 10 } });
    expect(page.status).toBe(200);
    if (page.status === 200) {
      expect(page.body.result.map((record) => record.id)).toEqual(["r1"]);
      expect(page.body.nextCursor).toBeNull();
    }

    const validated = await client.validateQuery({
      body: { question: "orders", type: "cube", query: { measures: ["orders.count"] } },
    });
    expect(validated.status).toBe(204);
  });

  it("manages folders and confirmations through the extensions, typed", async () => {
    const tenant = await api.ctx.tenant();
    const client = createQuarryClient({ baseUrl: api.baseUrl, apiKey: tenant.apiKey, clientId: tenant.clientId });
    const created = await client.createFolder({ body: { folder: { id: "sales", title: "Sales" } } });
    expect(created.headers.get("location")).toBe("/api/folders/sales");
    await client.createFolder({ body: { folder: { id: "emea", title: "EMEA" } } });

    const moved = await client.updateFolder({ params: { id: "emea" }, body: { folder: { parentFolderId: "sales" } } });
    expect(moved.status === 200 && moved.body.result.parentFolderId).toBe("sales");
    const path = await client.getFolderPath({ params: { id: "emea" } });
    expect(path.status === 200 && path.body.result.map((folder) => folder.id)).toEqual(["sales", "emea"]);
    const refused = await client.deleteFolder({ params: { id: "sales" }, query: {} });
    expect(refused.status === 409 && refused.body.error.code).toBe("conflict");
    expect((await client.deleteFolder({ params: { id: "emea" }, query: {} })).status).toBe(204);
    const one = await client.getFolder({ params: { id: "emea" } });
    expect(one.status).toBe(404);

    await client.validateQuery({ body: { question: "orders", type: "cube", query: { measures: ["orders.count"] } } });
    const listed = await client.listValidatedQueries({ query: { question: "ORDERS" } });
    if (listed.status !== 200) throw new Error(`unexpected ${listed.status}`);
    expect(listed.body.result.map((record) => record.question)).toEqual(["orders"]);
    const removed = await client.deleteValidatedQuery({ params: { id: listed.body.result[0]!.id } });
    expect(removed.status).toBe(204);
  });

  it("surfaces errors in the one error shape", async () => {
    const tenant = await api.ctx.tenant();
    const client = createQuarryClient({ baseUrl: `${api.baseUrl}/`, apiKey: tenant.apiKey, clientId: tenant.clientId });
    const res = await client.listFolders({ query: { parentFolderId: "missing" } });
    expect(res.status).toBe(404);
    if (res.status === 404) expect(res.body.error.code).toBe("not_found");

    const wrongKey = createQuarryClient({ baseUrl: api.baseUrl, apiKey: "nope", clientId: tenant.clientId });
    const denied = await wrongKey.listFolders({ query: {} });
    expect(denied.status).toBe(401);
  });

  it.skipIf(!shop)("connects a Cube, syncs, asks and runs the answer, typed", async () => {
    const tenant = await api.ctx.tenant();
    const quarry = createQuarryClient({ baseUrl: api.baseUrl, apiKey: tenant.apiKey, clientId: tenant.clientId });
    const connection = await quarry.unwrap.createConnection({
      body: { connection: { id: "shop", type: "cube", name: "Shop", url: shop!.url, apiSecret: shop!.apiSecret } },
    });
    expect(connection.result).toMatchObject({ id: "shop", apiSecretSet: true, tokenSet: false });
    expect((await quarry.unwrap.testConnection({ params: { id: "shop" } })).result.ok).toBe(true);
    const synced = await quarry.unwrap.syncCatalogue({ params: { id: "shop" } });
    expect(synced.result.values.members).toContain("orders.status");
    const cities = await quarry.unwrap.listMemberValues({
      params: { id: "shop" },
      query: { member: "customers.city", search: "Ly" },
    });
    expect(cities.result.values).toEqual(["Lyon"]);
    const connections = [];
    for await (const item of quarry.paginate.listConnections({ limit: 1 })) connections.push(item.id);
    expect(connections).toEqual(["shop"]);

    const { answer } = (await quarry.unwrap.submitQuery({ body: { input: "revenue by country" } })).result;
    const run = await quarry.unwrap.runCubeQuery({ body: { query: answer.query! } });
    expect(run.result.data).toHaveLength(4);
    const checked = await quarry.unwrap.validateCubeQuery({ body: { query: { measures: ["orders.nope"] } } });
    expect(checked.result.valid).toBe(false);

    await quarry.unwrap.createSavedQuery({ body: { savedQuery: { id: "r", ...answer.savedQuery! } } });
    const data = await quarry.unwrap.getSavedQueryData({ params: { id: "r" }, query: {} });
    expect(data.result.data).toEqual(run.result.data);
    await quarry.unwrap.updateConnection({ params: { id: "shop" }, body: { connection: { name: "Renamed" } } });
    await quarry.unwrap.deleteConnection({ params: { id: "shop" } });
  });
});
