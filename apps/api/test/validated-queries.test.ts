import { contract } from "@quarry/contract";
import { createDb } from "@quarry/db";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

const cubes = [
  {
    name: "subscriptions",
    title: "Subscriptions",
    measures: [
      { name: "subscriptions.count", title: "Subscriptions", type: "count" },
      { name: "subscriptions.mrr", title: "MRR", type: "sum" },
    ],
    dimensions: [
      { name: "subscriptions.plan", title: "Plan", type: "string" },
      { name: "subscriptions.status", title: "Status", type: "string" },
    ],
  },
];
const values = {
  "subscriptions.plan": ["Starter", "Pro", "Enterprise"],
  "subscriptions.status": ["active", "churned"],
};
const proActive = {
  measures: ["subscriptions.mrr"],
  filters: [
    { member: "subscriptions.plan", operator: "equals", values: ["Pro"] },
    { member: "subscriptions.status", operator: "equals", values: ["active"] },
  ],
};
const QUESTION = "How much MRR does Pro bring?";

async function validate(question: string, extra: Record<string, unknown> = {}, api = t.api) {
  await api
    .post("/api/assistant/validated-query")
    .send({ question, type: "cube", query: proActive, ...extra })
    .expect(204);
}

async function list(query = "", api = t.api) {
  const res = await api.get(`/api/assistant/validated-queries${query}`);
  expect(res.status).toBe(200);
  return contract.listValidatedQueries.responses[200].parse(res.body);
}

async function sourceOf(api: { post: (path: string) => supertest.Test }, input: string) {
  const res = await api.post("/api/assistant/query").send({ input, type: "cube" });
  expect(res.status).toBe(200);
  return res.body.result.answer.source as string;
}

const notFound = (id: string) => ({
  status: "error",
  error: {
    code: "not_found",
    message: `Validated query "${id}" was not found`,
    details: [{ path: "id", issue: "does not exist" }],
  },
});

describe("GET /assistant/validated-queries", () => {
  it("lists the client's confirmations newest first, with every field", async () => {
    await validate("first question", { validatedBy: "ana", askedBy: "bo" });
    await validate("second question");
    const { result, nextCursor } = await list();
    expect(nextCursor).toBeNull();
    expect(result.map((r) => r.question)).toEqual(["second question", "first question"]);
    expect(result[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      question: "first question",
      type: "cube",
      query: proActive,
      validatedBy: "ana",
      askedBy: "bo",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(result[0]).toMatchObject({ validatedBy: null, askedBy: null });
  });

  it("pages with limit and nextCursor, newest first, never repeating one", async () => {
    for (const n of [1, 2, 3, 4, 5]) await validate(`question ${n}`);
    const seen: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(page.result.map((r) => r.question));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([["question 5", "question 4"], ["question 3", "question 2"], ["question 1"]]);
  });

  it("filters by question text, ignoring case, with no wildcards", async () => {
    await validate("MRR by plan");
    await validate("Churned subscriptions by plan");
    await validate("50% of mrr_total");
    await validate("MRR in C:\\reports");
    const questions = async (q: string) =>
      (await list(`?question=${encodeURIComponent(q)}`)).result.map((r) => r.question);
    expect(await questions("mrr")).toEqual(["MRR in C:\\reports", "50% of mrr_total", "MRR by plan"]);
    expect(await questions("BY PLAN")).toEqual(["Churned subscriptions by plan", "MRR by plan"]);
    expect(await questions("%")).toEqual(["50% of mrr_total"]);
    expect(await questions("r_t")).toEqual(["50% of mrr_total"]);
    expect(await questions("\\")).toEqual(["MRR in C:\\reports"]);
    expect(await questions("weather")).toEqual([]);
  });

  it.each([
    ["limit=0", [["limit", "must be at least 1"]]],
    ["limit=501", [["limit", "must be at most 500"]]],
    ["cursor=nonsense", [["cursor", "is not a cursor returned by this API"]]],
    ["question=", [["question", "must not be empty"]]],
  ])("rejects %s with 400 and the exact details", async (query, details) => {
    const res = await t.api.get(`/api/assistant/validated-queries?${query}`);
    expectInvalid(
      res,
      details.map(([path]) => path!),
    );
    expect(res.body.error.details.map((d: { path: string; issue: string }) => [d.path, d.issue])).toEqual(details);
  });

  it("never shows another client's confirmations", async () => {
    await validate(QUESTION);
    const other = as(t.ctx.app, await t.ctx.tenant());
    expect(await list("", other)).toEqual({ status: "ok", result: [], nextCursor: null });
  });
});

describe("DELETE /assistant/validated-queries/:id", () => {
  it("deletes one with 204; it is gone from the list and a second delete is a 404", async () => {
    await validate("keep me");
    await validate("delete me");
    const id = (await list()).result.find((r) => r.question === "delete me")!.id;
    const res = await t.api.delete(`/api/assistant/validated-queries/${id}`);
    expect([res.status, res.text]).toEqual([204, ""]);
    expect((await list()).result.map((r) => r.question)).toEqual(["keep me"]);
    const again = await t.api.delete(`/api/assistant/validated-queries/${id}`);
    expect([again.status, again.body]).toEqual([404, notFound(id)]);
  });

  it("answers 404 for an unknown id or another client's, which stays", async () => {
    const other = as(t.ctx.app, await t.ctx.tenant());
    await validate(QUESTION, {}, other);
    const theirs = (await list("", other)).result[0]!.id;
    for (const id of ["missing", "00000000-0000-4000-8000-000000000000", theirs]) {
      const res = await t.api.delete(`/api/assistant/validated-queries/${id}`);
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
    expect((await list("", other)).result).toHaveLength(1);
  });

  it("stops shaping answers at once, in every API process", async () => {
    // Two API processes on one database, each with its own engine cache.
    const secondDb = createDb(t.ctx.databaseUrl);
    try {
      const second = supertest(createApp({ db: secondDb }));
      const viaSecond = { post: (path: string) => second.post(path).set(t.tenant.headers) };
      await t.api.put("/api/assistant/catalogue").send({ type: "cube", cubes, values }).expect(200);
      await validate(QUESTION);
      expect(await sourceOf(t.api, QUESTION)).toBe("validated");
      expect(await sourceOf(viaSecond, QUESTION)).toBe("validated");

      const id = (await list()).result[0]!.id;
      await t.api.delete(`/api/assistant/validated-queries/${id}`).expect(204);
      expect(await sourceOf(t.api, QUESTION)).not.toBe("validated");
      expect(await sourceOf(viaSecond, QUESTION)).not.toBe("validated");
    } finally {
      await secondDb.$disconnect();
    }
  });

  it("is seen even when a new confirmation replaces it with the same count and time", async () => {
    await t.api.put("/api/assistant/catalogue").send({ type: "cube", cubes, values }).expect(200);
    const createdAt = new Date("2026-11-20T10:00:00.000Z");
    const row = { clientId: t.tenant.clientId, type: "cube", createdAt };
    await t.ctx.db.validatedQuery.create({
      data: { ...row, question: QUESTION, normalizedQuestion: "how much mrr does pro bring", query: proActive },
    });
    expect(await sourceOf(t.api, QUESTION)).toBe("validated");
    const id = (await list()).result[0]!.id;
    await t.api.delete(`/api/assistant/validated-queries/${id}`).expect(204);
    // One validation again, created at the very same millisecond: only the deletion count tells the sets apart.
    await t.ctx.db.validatedQuery.create({
      data: {
        ...row,
        question: "churned subscriptions",
        normalizedQuestion: "churned subscriptions",
        query: proActive,
      },
    });
    expect(await sourceOf(t.api, QUESTION)).not.toBe("validated");
  });
});
