import { describe, expect, inject, it } from "vitest";
import { DEFAULT_CUBE_SETTINGS } from "../src/app.js";
import { CubeQueries } from "../src/services/cube-queries.js";
import { syncRound } from "../src/services/scheduled-sync.js";
import { DEVELOPMENT_KEY, SecretBox } from "../src/services/secret-box.js";
import { as, useTenantPerTest } from "./support/context.js";
import { captureLogs } from "./support/logs.js";

const shop = inject("shopCube");
const t = useTenantPerTest();

async function connectShop() {
  await t.api
    .post("/api/connections")
    .send({ connection: { id: "shop", type: "cube", name: "Shop", url: shop!.url, apiSecret: shop!.apiSecret } })
    .expect(200);
}

describe.skipIf(!shop)("the assistant, connected to a real Cube", () => {
  it("syncs the catalogue from Cube's model, with the values of its small string dimensions, and says what changed", async () => {
    await connectShop();
    await t.api
      .put("/api/assistant/catalogue")
      .send({
        type: "cube",
        cubes: [
          { name: "legacy", measures: [{ name: "legacy.count", type: "count" }], dimensions: [] },
          { name: "orders", measures: [{ name: "orders.count", title: "Orders", type: "count" }], dimensions: [] },
        ],
        values: { "legacy.kind": ["a"], "orders.status": ["stale"] },
        notes: ["revenue means orders.total_amount"],
      })
      .expect(200);

    const synced = await t.api.post("/api/connections/shop/sync").expect(200);
    expect(synced.body.result).toEqual({
      cubes: 3,
      members: 17,
      added: {
        cubes: ["customers", "products"],
        members: expect.arrayContaining([
          "customers.city",
          "orders.total_amount",
          "orders.tracking_code",
          "products.category",
        ]),
      },
      removed: { cubes: ["legacy"], members: ["legacy.count"] },
      changed: { members: ["orders.count"] },
      values: {
        members: [
          "customers.city",
          "customers.country",
          "customers.name",
          "orders.status",
          "products.category",
          "products.name",
        ],
        skipped: ["orders.tracking_code"],
      },
    });

    const catalogue = (await t.api.get("/api/assistant/catalogue").expect(200)).body.result;
    const orders = catalogue.cubes.find((cube: { name: string }) => cube.name === "orders");
    expect(orders.measures).toContainEqual({ name: "orders.total_amount", title: "Revenue", type: "sum" });
    expect(orders.dimensions).toContainEqual({ name: "orders.created_at", title: "Order date", type: "time" });
    expect(catalogue.values["orders.status"]).toEqual(["cancelled", "completed", "processing", "shipped"]);
    expect(catalogue.values["customers.city"]).toHaveLength(8);
    expect(catalogue.values["legacy.kind"]).toEqual(["a"]);
    expect(catalogue.values["orders.tracking_code"]).toBeUndefined();
    expect(catalogue.notes).toEqual(["revenue means orders.total_amount"]);

    const again = await t.api.post("/api/connections/shop/sync").expect(200);
    expect(again.body.result).toMatchObject({
      added: { cubes: [], members: [] },
      removed: { cubes: [], members: [] },
      changed: { members: [] },
    });
  });

  it("grounds a question's values in what Cube holds, without the client sending them", async () => {
    await connectShop();
    await t.api.post("/api/connections/shop/sync").expect(200);
    const answer = (
      await t.api.post("/api/assistant/query").send({ input: "completed orders in Lyon by month" }).expect(200)
    ).body.result.answer;
    expect(answer.query).toMatchObject({
      measures: ["orders.count"],
      filters: expect.arrayContaining([
        { member: "orders.status", operator: "equals", values: ["completed"] },
        { member: "customers.city", operator: "equals", values: ["Lyon"] },
      ]),
    });
    const run = await t.api.post("/api/query/run").send({ query: answer.query }).expect(200);
    expect(run.body.result.data.length).toBeGreaterThan(0);
  });

  it("checks an answer with Cube's dry run when asked, and takes the confidence of one Cube refuses", async () => {
    await connectShop();
    await t.api.post("/api/connections/shop/sync").expect(200);
    const checked = await t.api
      .post("/api/assistant/query?validate=true")
      .send({ input: "revenue by country" })
      .expect(200);
    expect(checked.body.result.answer.confidence).toBeGreaterThanOrEqual(0.8);
    // A cube the catalogue has and Cube does not: the answer is still given, but not with confidence.
    const ghosts = {
      name: "ghosts",
      measures: [{ name: "ghosts.count", title: "Ghosts", type: "count" }],
      dimensions: [],
    };
    const body = { input: "how many ghosts are there", cubes: [ghosts] };
    const plain = (await t.api.post("/api/assistant/query").send(body).expect(200)).body.result.answer;
    expect(plain.query).toEqual({ measures: ["ghosts.count"] });
    expect(plain.confidence).toBeGreaterThanOrEqual(0.8);
    const refused = (await t.api.post("/api/assistant/query?validate=true").send(body).expect(200)).body.result.answer;
    expect(refused).toMatchObject({ query: plain.query, confidence: 0.3 });
    expect(refused.explanation).toMatch(/Cube refused this query: .*ghosts/);
  });

  it("lists a dimension's distinct values through Cube, searched and bounded", async () => {
    await connectShop();
    const cities = await t.api.get("/api/connections/shop/values?member=customers.city").expect(200);
    expect(cities.body.result).toEqual({
      member: "customers.city",
      values: ["Berlin", "Lisbon", "Lyon", "Madrid", "Munich", "Paris", "Porto", "Seville"],
    });
    const searched = await t.api.get("/api/connections/shop/values?member=customers.city&search=PO").expect(200);
    expect(searched.body.result.values).toEqual(["Porto"]);
    const bounded = await t.api.get("/api/connections/shop/values?member=orders.tracking_code&limit=3").expect(200);
    expect(bounded.body.result.values).toEqual(["TRK-00001", "TRK-00002", "TRK-00003"]);
    const unknown = await t.api.get("/api/connections/shop/values?member=customers.nope").expect(400);
    expect(unknown.body.error.code).toBe("query_rejected");
    const other = as(t.ctx.app, await t.ctx.tenant());
    await other.get("/api/connections/shop/values?member=customers.city").expect(404);
    await other.post("/api/connections/shop/sync").expect(404);
  });

  it("syncs on a schedule the catalogue of each client with exactly one connection, one process at a time", async () => {
    await connectShop();
    const several = as(t.ctx.app, await t.ctx.tenant());
    for (const id of ["a", "b"]) {
      await several
        .post("/api/connections")
        .send({ connection: { id, type: "cube", name: id, url: shop!.url, apiSecret: shop!.apiSecret } })
        .expect(200);
    }
    const queries = new CubeQueries(t.ctx.db, { ...DEFAULT_CUBE_SETTINGS, secrets: new SecretBox([DEVELOPMENT_KEY]) });
    const { logger } = captureLogs();

    // Another process holds the round's lock: this one skips its round.
    await t.ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(7310001)`;
      expect(await syncRound(t.ctx.db, queries, logger)).toBe(0);
    });
    expect((await t.api.get("/api/assistant/catalogue").expect(200)).body.result.cubes).toEqual([]);

    expect(await syncRound(t.ctx.db, queries, logger)).toBeGreaterThanOrEqual(1);
    expect((await t.api.get("/api/assistant/catalogue").expect(200)).body.result.cubes).toHaveLength(3);
    expect((await several.get("/api/assistant/catalogue").expect(200)).body.result.cubes).toEqual([]);
  });
});
