import { createDb, type Db } from "@quarry/db";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { startDatabaseProxy, type DatabaseProxy } from "./support/db-proxy.js";
import { createTestContext, type Tenant, type TestContext } from "./support/context.js";

let ctx: TestContext;
let proxy: DatabaseProxy;
let db: Db;
let tenant: Tenant;
const app = () => createApp({ db, timeouts: { requestMs: 1_500, bodyMs: 0 } });
let api: ReturnType<typeof app>;

beforeAll(async () => {
  ctx = await createTestContext();
  proxy = await startDatabaseProxy(ctx.databaseUrl);
  db = createDb(proxy.url, { statementTimeoutMs: 1_500 });
  api = app();
  tenant = await ctx.tenant();
});
afterAll(async () => {
  await db.$disconnect();
  await proxy.close();
  await ctx.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

const get = (path: string) => supertest(api).get(path).set(tenant.headers);
const UNAVAILABLE = { code: "unavailable", details: [] };

async function recovers() {
  proxy.set("open");
  // The pool drops the connections that died and opens new ones: within a few requests, without a restart.
  const deadline = Date.now() + 5_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await get("/api/folders")).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(status).toBe(200);
  await get("/api/saved-queries").expect(200);
}

describe("the database stopped mid-run", () => {
  it("fails each request within 2 s with 503 unavailable, and recovers by itself", async () => {
    await get("/api/folders").expect(200);
    proxy.set("stopped");
    for (const path of ["/api/folders", "/api/saved-queries", "/api/assistant/catalogue", "/api/readyz"]) {
      const { result, ms } = await timed(() => get(path));
      expect(result.status, path).toBe(503);
      expect(result.body.error, path).toMatchObject(UNAVAILABLE);
      expect(ms, path).toBeLessThan(2_000);
    }
    const write = await timed(() =>
      supertest(api)
        .post("/api/folders")
        .set(tenant.headers)
        .send({ folder: { title: "x" } }),
    );
    expect(write.result.status).toBe(503);
    expect(write.ms).toBeLessThan(2_000);
    await recovers();
  });

  it("fails each request within 2 s when the database hangs instead, and recovers by itself", async () => {
    await get("/api/folders").expect(200);
    proxy.set("hung");
    for (const path of ["/api/folders", "/api/saved-queries"]) {
      const { result, ms } = await timed(() => get(path));
      expect(result.status, path).toBe(503);
      expect(result.body.error.code, path).toBe("unavailable");
      expect(ms, path).toBeLessThan(2_000);
    }
    await recovers();
  });
});

describe("multi-row writes cut by the database stopping", () => {
  it("a layout update and a recursive folder delete apply wholly or not at all", async () => {
    const writer = await ctx.tenant();
    const as = (method: "post" | "put" | "delete", path: string) => supertest(api)[method](path).set(writer.headers);
    const groups = 12;
    for (let group = 0; group < groups; group++) {
      await as("post", "/api/folders")
        .send({ folder: { id: `tree-${group}`, title: "Tree" } })
        .expect(200);
      await as("post", "/api/folders")
        .send({ folder: { id: `leaf-${group}`, title: "Leaf", parentFolderId: `tree-${group}` } })
        .expect(200);
      for (let item = 0; item < 3; item++) {
        const savedQuery = {
          id: `r-${group}-${item}`,
          title: "R",
          connectionType: "cube",
          chartType: "bar",
          metrics: ["a.b"],
        };
        await as("post", "/api/saved-queries")
          .send({ folderId: `leaf-${group}`, savedQuery })
          .expect(200);
      }
    }
    // Every group's writes in flight at once; the database goes away as soon as the first one is answered, so
    // some finish, and others are cut in the middle of their transaction.
    const cutOnFirstAnswer = <T>(write: PromiseLike<T>) =>
      Promise.resolve(write).then((answer) => {
        proxy.set("stopped");
        return answer;
      });
    const writes = Array.from({ length: groups }, (_, group) => [
      cutOnFirstAnswer(
        as("put", "/api/saved-queries/layout").send({
          items: [0, 1, 2].map((item) => ({
            id: `r-${group}-${item}`,
            x: 0,
            y: group + 1,
            width: 2,
            height: 2,
            order: item,
          })),
        }),
      ),
      cutOnFirstAnswer(as("delete", `/api/folders/tree-${group}?recursive=true`)),
    ]);
    const statuses = (await Promise.all(writes.flat())).map((answer) => answer.status);
    expect(
      statuses.every((status) => status < 500 || status === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses.some((status) => status < 300) && statuses.includes(503), statuses.join()).toBe(true);
    proxy.set("open");

    for (let group = 0; group < groups; group++) {
      const reports = await ctx.db.savedQuery.findMany({
        where: { clientId: writer.clientId, id: { startsWith: `r-${group}-` } },
      });
      const moved = reports.filter((report) => report.y === group + 1).length;
      expect([0, 3], `layout of group ${group}`).toContain(moved);
      const folders = await ctx.db.folder.count({
        where: { clientId: writer.clientId, id: { in: [`tree-${group}`, `leaf-${group}`] } },
      });
      const trashed = reports.filter((report) => report.deletedAt !== null).length;
      expect([`${folders}:${trashed}`], `delete of group ${group}`).toEqual([folders === 2 ? "2:0" : "0:3"]);
    }
    await recovers();
  });
});
