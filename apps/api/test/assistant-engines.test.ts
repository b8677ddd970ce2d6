/**
 * The per-client engine cache: one build per catalogue however many requests wait, validated queries that
 * do not rebuild the index, a bound on memory, builds that let other clients through, and validated queries
 * that stop being reused when the catalogue loses their members.
 */
import { createEngineInSlices, type Catalogue } from "@quarry/assistant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AssistantEngines } from "../src/services/assistant-engines.js";
import { putCatalogue } from "../src/services/catalogue.js";
import { recordValidatedQuery } from "../src/services/validated-queries.js";
import { as, createTestContext, type TestContext } from "./support/context.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SHOP: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [{ name: "orders.count", type: "count" }],
      dimensions: [
        { name: "orders.status", type: "string" },
        { name: "orders.created_at", type: "time" },
      ],
    },
  ],
  values: { "orders.status": ["completed", "cancelled"] },
};

/** `cubes` cubes of 20 members each, named so that no two are alike. */
function largeCatalogue(cubes: number): Catalogue {
  return {
    cubes: Array.from({ length: cubes }, (_, c) => ({
      name: `area${c}_facts`,
      measures: Array.from({ length: 8 }, (_, m) => ({ name: `area${c}_facts.metric${c}x${m}`, type: "sum" })),
      dimensions: Array.from({ length: 12 }, (_, d) => ({ name: `area${c}_facts.field${c}x${d}`, type: "string" })),
    })),
  };
}

/** An engine cache whose builds are counted, per client. */
function countingEngines(maxBytes?: number) {
  const builds: number[] = [];
  const engines = new AssistantEngines({
    ...(maxBytes ? { maxBytes } : {}),
    buildEngine: (...args) => {
      builds.push(args[0].cubes.length);
      return createEngineInSlices(...args);
    },
  });
  return { engines, builds };
}

async function clientWith(catalogue: Catalogue): Promise<string> {
  const { clientId } = await ctx.tenant();
  await putCatalogue(ctx.db, clientId, { cubes: catalogue.cubes, values: catalogue.values ?? {} });
  return clientId;
}

describe("the assistant's engine cache", () => {
  it("builds once for concurrent requests of one client, and reuses that engine", async () => {
    const { engines, builds } = countingEngines();
    const clientId = await clientWith(SHOP);
    const all = await Promise.all(Array.from({ length: 8 }, () => engines.forClient(ctx.db, clientId)));
    expect(builds).toEqual([1]);
    expect(new Set(all).size).toBe(1);
    expect(await engines.forClient(ctx.db, clientId)).toBe(all[0]);
  });

  it("takes in a new validated query without rebuilding the index, and a new catalogue with one build", async () => {
    const { engines, builds } = countingEngines();
    const clientId = await clientWith(SHOP);
    const before = await engines.forClient(ctx.db, clientId);
    await recordValidatedQuery(ctx.db, clientId, {
      question: "order volume",
      type: "cube",
      query: { measures: ["orders.count"], dimensions: ["orders.status"] },
    });
    const after = await engines.forClient(ctx.db, clientId);
    expect(after).not.toBe(before);
    expect(after.answer({ question: "order volume" }).source).toBe("validated");
    expect(builds).toEqual([1]);

    await putCatalogue(ctx.db, clientId, { cubes: SHOP.cubes, values: {} });
    await engines.forClient(ctx.db, clientId);
    expect(builds).toEqual([1, 1]);
  });

  it("works with the cached engine while checking it is current, and redoes work the check finds stale", async () => {
    const { engines, builds } = countingEngines();
    const clientId = await clientWith(SHOP);
    const ask = () =>
      engines.withEngine(ctx.db, clientId, [], (engine) => engine.answer({ question: "orders by status" }));
    expect((await ask()).query?.dimensions).toEqual(["orders.status"]);
    expect(await ask()).toEqual(await ask());
    expect(builds).toEqual([1]);

    // Another process changes the catalogue: this one still holds the old engine and starts on it.
    const renamed = {
      ...SHOP.cubes[0]!,
      dimensions: [{ name: "orders.state", type: "string" as const, title: "Status" }],
    };
    await putCatalogue(ctx.db, clientId, { cubes: [renamed], values: {} });
    const seen: string[] = [];
    const answer = await engines.withEngine(ctx.db, clientId, [], (engine) => {
      seen.push(engine.answer({ question: "orders by status" }).query?.dimensions?.[0] ?? "none");
      return engine.answer({ question: "orders by status" });
    });
    expect(seen).toEqual(["orders.status", "orders.state"]);
    expect(answer.query?.dimensions).toEqual(["orders.state"]);
    expect(builds).toEqual([1, 1]);
  });

  it("keeps within its memory bound, dropping the least recently used client", async () => {
    const { engines, builds } = countingEngines(1);
    const [first, second] = [await clientWith(SHOP), await clientWith(SHOP)];
    await engines.forClient(ctx.db, first);
    await engines.forClient(ctx.db, second);
    await engines.forClient(ctx.db, first);
    expect(builds).toHaveLength(3);

    const roomy = countingEngines(64 * 1024 * 1024);
    for (const clientId of [first, second, first, second]) await roomy.engines.forClient(ctx.db, clientId);
    expect(roomy.builds).toHaveLength(2);
  });

  it("answers other clients while a large catalogue is being indexed", async () => {
    const { engines } = countingEngines();
    const [large, small] = [await clientWith(largeCatalogue(1000)), await clientWith(SHOP)];
    await engines.forClient(ctx.db, small);
    const finished: string[] = [];
    const building = engines.forClient(ctx.db, large).then(() => finished.push("large"));
    // Let the large build start, then ask for the small client while it runs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await engines.forClient(ctx.db, small).then(() => finished.push("small"));
    await building;
    expect(finished).toEqual(["small", "large"]);
  });
});

describe("validated queries over HTTP", () => {
  it("are not reused once the catalogue no longer has their members", async () => {
    const tenant = await ctx.tenant();
    const api = as(ctx.app, tenant);
    const withRefunds = {
      type: "cube",
      cubes: [{ ...SHOP.cubes[0], measures: [...SHOP.cubes[0]!.measures, { name: "orders.refunds", type: "sum" }] }],
    };
    await api.put("/api/assistant/catalogue").send(withRefunds).expect(200);
    await api
      .post("/api/assistant/validated-query")
      .send({ question: "money back by status", type: "cube", query: { measures: ["orders.refunds"] } })
      .expect(204);
    const reused = await api.post("/api/assistant/query").send({ input: "money back by status" }).expect(200);
    expect(reused.body.result.answer.source).toBe("validated");

    await api.put("/api/assistant/catalogue").send({ type: "cube", cubes: SHOP.cubes }).expect(200);
    const after = await api.post("/api/assistant/query").send({ input: "money back by status" }).expect(200);
    expect(after.body.result.answer.source).toBe("engine");
    expect(JSON.stringify(after.body.result.answer.query ?? {})).not.toContain("orders.refunds");
  });

  it("may carry or-filters and an object order, and come back in the engine's form", async () => {
    const tenant = await ctx.tenant();
    const api = as(ctx.app, tenant);
    await api.put("/api/assistant/catalogue").send({ type: "cube", cubes: SHOP.cubes }).expect(200);
    const filters = [
      {
        or: [
          { member: "orders.status", operator: "equals", values: ["completed"] },
          { member: "orders.status", operator: "notSet" },
        ],
      },
    ];
    await api
      .post("/api/assistant/validated-query")
      .send({
        question: "finished or unknown orders",
        type: "cube",
        query: { measures: ["orders.count"], filters, order: { "orders.count": "desc" } },
      })
      .expect(204);
    const res = await api.post("/api/assistant/query").send({ input: "finished or unknown orders" }).expect(200);
    expect(res.body.result.answer).toMatchObject({
      source: "validated",
      query: { measures: ["orders.count"], filters, order: [["orders.count", "desc"]] },
    });
    expect(res.body.result.answer.explanation).toContain(" or ");
  });
});
