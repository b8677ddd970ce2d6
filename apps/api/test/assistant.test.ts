import { contract } from "@quarry/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

// A small subscription-business model of our own (not the development dataset's domain).
const subscriptions = {
  name: "subscriptions",
  title: "Subscriptions",
  description: "One row per customer subscription",
  measures: [
    { name: "subscriptions.count", title: "Subscriptions", type: "count" },
    { name: "mrr", title: "Monthly Recurring Revenue", description: "MRR in USD", type: "sum" },
  ],
  dimensions: [
    { name: "subscriptions.plan", title: "Plan", type: "string" },
    { name: "status", title: "Status", type: "string" },
    { name: "subscriptions.started_at", title: "Started At", type: "time" },
  ],
};
const accounts = {
  name: "accounts",
  title: "Accounts",
  measures: [{ name: "accounts.count", title: "Accounts", type: "count" }],
  dimensions: [
    { name: "accounts.country", title: "Country", type: "string" },
    { name: "industry", title: "Industry", type: "string" },
  ],
};
const values = {
  "subscriptions.plan": ["Starter", "Pro", "Enterprise"],
  "subscriptions.status": ["active", "churned"],
};

async function ask(input: string, extra: Record<string, unknown> = {}) {
  const res = await t.api.post("/api/assistant/query").send({ input, type: "cube", ...extra });
  expect(res.status).toBe(200);
  return contract.submitQuery.responses[200].parse(res.body).result.answer;
}

describe("POST /assistant/query", () => {
  it("answers from cubes sent with the question and upserts them into the catalogue", async () => {
    const answer = await ask("subscriptions by plan", { cubes: [subscriptions], filters: values });
    expect(answer.query).toMatchObject({ measures: ["subscriptions.count"], dimensions: ["subscriptions.plan"] });
    expect(answer).toMatchObject({ chartType: "bar", source: "engine" });
    expect(answer.confidence).toBeGreaterThan(0);

    await ask("accounts by country", { cubes: [accounts] });
    const stored = (await t.api.get("/api/assistant/catalogue")).body.result;
    expect(stored.cubes.map((cube: { name: string }) => cube.name)).toEqual(["subscriptions", "accounts"]);
  });

  it("answers from the stored catalogue when no cubes are sent", async () => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [subscriptions, accounts], values })
      .expect(200);
    const answer = await ask("total MRR for the Pro plan");
    expect(answer.query).toMatchObject({
      measures: ["subscriptions.mrr"],
      filters: [{ member: "subscriptions.plan", operator: "equals", values: ["Pro"] }],
    });
  });

  it("gives a savedQuery draft that POST /saved-queries accepts as is", async () => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [subscriptions], values })
      .expect(200);
    const answer = await ask("monthly MRR by plan last year");
    expect(answer.savedQuery).not.toBeNull();
    await t.api.post("/api/saved-queries").send({ savedQuery: answer.savedQuery }).expect(200);
    const [record] = (await t.api.get("/api/saved-queries")).body.result;
    expect(record.title).toBe(answer.savedQuery!.title);
  });

  it("refuses, never errors, with an empty catalogue and on empty, long, emoji or foreign questions", async () => {
    expect(await ask("subscriptions by plan")).toMatchObject({
      query: null,
      chartType: null,
      confidence: 0,
      savedQuery: null,
    });
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [subscriptions] })
      .expect(200);
    for (const input of [
      "",
      "   ",
      "🙂🚀",
      "¿cuál es el clima mañana?",
      "what's the weather tomorrow",
      "x ".repeat(1000),
    ]) {
      const answer = await ask(input);
      expect(answer.query).toBeNull();
      expect(answer.explanation.length).toBeGreaterThan(0);
    }
    const long = await ask(`subscriptions by plan ${"please ".repeat(270)}`.slice(0, 2000));
    expect(long.query?.dimensions).toEqual(["subscriptions.plan"]);
  });

  it.each([
    ["another type", { input: "q", type: "sql" }, ["type"]],
    ["no input", { type: "cube" }, ["input"]],
    [
      "a malformed cube",
      { input: "q", cubes: [{ name: "x", measures: [{ name: 1 }] }] },
      ["cubes.0.measures.0.name", "cubes.0.measures.0.type"],
    ],
    ["unknown fields", { input: "q", question: "q" }, ["question"]],
  ])("rejects %s with 400", async (_, body, paths) => {
    const res = await t.api.post("/api/assistant/query").send(body);
    expectInvalid(res, paths);
  });

  it("bounds the cubes sent with a question: 1,000 cubes, 20,000 members, 10 MiB", async () => {
    const cubes = Array.from({ length: 1001 }, (_, i) => ({ name: `c${i}`, measures: [], dimensions: [] }));
    expectInvalid(await t.api.post("/api/assistant/query").send({ input: "q", cubes }), ["cubes"]);
    const wide = [{ name: "wide", measures: [], dimensions: Array(20_001).fill({ name: "d", type: "string" }) }];
    const res = await t.api.post("/api/assistant/query").send({ input: "q", cubes: wide });
    expect(res.status).toBe(400);
    const bigList = Array(6000).fill("v".repeat(450));
    const huge = {
      input: "q",
      cubes: [subscriptions],
      filters: { "a.a": bigList, "a.b": bigList, "a.c": bigList, "a.d": bigList },
    }; // ~11 MB
    const tooLarge = await t.api.post("/api/assistant/query").send(huge);
    expect(tooLarge.status).toBe(413);
    expect((await t.api.get("/api/assistant/catalogue")).body.result.cubes).toEqual([]);
  });

  it("reuses a validated query for the same question and adapts it to a changed value", async () => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [subscriptions], values })
      .expect(200);
    const validated = {
      measures: ["subscriptions.mrr"],
      filters: [
        { member: "subscriptions.plan", operator: "equals", values: ["Pro"] },
        { member: "subscriptions.status", operator: "equals", values: ["active"] },
      ],
    };
    await t.api
      .post("/api/assistant/validated-query")
      .send({ question: "How much MRR does Pro bring?", type: "cube", query: validated })
      .expect(204);
    const same = await ask("how much mrr does pro bring");
    expect(same).toMatchObject({ source: "validated", query: validated });
    const variant = await ask("How much MRR does Enterprise bring?");
    expect(variant.source).toBe("validated");
    expect(variant.query?.filters).toEqual([
      { member: "subscriptions.plan", operator: "equals", values: ["Enterprise"] },
      { member: "subscriptions.status", operator: "equals", values: ["active"] },
    ]);
  });

  it("keeps each client's catalogue and validated queries to itself", async () => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [subscriptions] })
      .expect(200);
    const other = as(t.ctx.app, await t.ctx.tenant());
    const res = await other.post("/api/assistant/query").send({ input: "subscriptions by plan", type: "cube" });
    expect(res.body.result.answer.query).toBeNull();
  });
});

describe("POST /assistant/filter-fields and /assistant/search-entities", () => {
  beforeEach(async () => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [subscriptions, accounts] })
      .expect(200);
  });

  it("lists the fields a question filters on, with their descriptors", async () => {
    const res = await t.api
      .post("/api/assistant/filter-fields")
      .send({ question: "MRR of churned subscriptions by plan" });
    expect(res.status).toBe(200);
    const body = contract.filterFields.responses[200].parse(res.body);
    expect(body.result.type).toBe("cube");
    expect(body.result.answer.fields).toEqual([{ name: "subscriptions.status", title: "Status", type: "string" }]);
  });

  it("lists the cubes a question needs, and the defaults when it matches none", async () => {
    const res = await t.api
      .post("/api/assistant/search-entities")
      .send({ question: "accounts by industry", type: "cube" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", result: { relevantEntities: [{ name: "accounts" }] } });
    const none = await t.api
      .post("/api/assistant/search-entities")
      .send({ question: "what's the weather", defaultEntities: [{ name: "subscriptions" }] });
    expect(none.body).toEqual({ status: "ok", result: { relevantEntities: [{ name: "subscriptions" }] } });
  });

  it.each([
    ["/api/assistant/filter-fields", { question: 5 }, ["question"]],
    [
      "/api/assistant/search-entities",
      { question: "q", type: "sql", defaultEntities: [{ id: "x" }] },
      ["type", "defaultEntities.0.id", "defaultEntities.0.name"],
    ],
  ])("%s rejects bad bodies with 400", async (path, body, paths) => {
    const res = await t.api.post(path).send(body);
    expectInvalid(res, paths);
  });
});
