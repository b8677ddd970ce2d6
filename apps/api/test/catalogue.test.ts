import { contract } from "@quarry/contract";
import { describe, expect, it } from "vitest";
import { as, expectInvalid, useTenantPerTest } from "./support/context.js";

const t = useTenantPerTest();

const orders = {
  name: "orders",
  title: "Orders",
  description: "One row per order",
  measures: [{ name: "orders.count", title: "Order Count", type: "count", shortTitle: "Count", aggType: "count" }],
  dimensions: [{ name: "status", type: "string" }],
  connectedComponent: 1,
};
const users = { name: "users", measures: [{ name: "count", type: "count" }], dimensions: [] };

async function catalogue() {
  const res = await t.api.get("/api/assistant/catalogue");
  expect(res.status).toBe(200);
  return contract.getCatalogue.responses[200].parse(res.body).result;
}

describe("assistant catalogue", () => {
  it("is empty before the first PUT", async () => {
    expect(await catalogue()).toEqual({ type: "cube", cubes: [], values: {}, notes: [] });
  });

  it("stores cubes (with Cube's extra meta keys), values and notes, and replaces them on PUT", async () => {
    const body = {
      type: "cube",
      cubes: [orders],
      values: { "orders.status": ["completed"] },
      notes: ["GMV means orders.count"],
    };
    const res = await t.api.put("/api/assistant/catalogue").send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(await catalogue()).toEqual(body);

    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [users] })
      .expect(200);
    expect(await catalogue()).toEqual({ type: "cube", cubes: [users], values: {}, notes: [] });
  });

  it.each([
    ["another type", { type: "sql", cubes: [] }, ["type"]],
    ["no cubes", { type: "cube" }, ["cubes"]],
    [
      "a member without a type",
      { type: "cube", cubes: [{ ...users, measures: [{ name: "count" }] }] },
      ["cubes.0.measures.0.type"],
    ],
    ["duplicate cube names", { type: "cube", cubes: [users, users] }, ["cubes.1.name"]],
    ["values that are not string lists", { type: "cube", cubes: [], values: { "a.b": "x" } }, ["values.a.b"]],
    ["unknown fields", { type: "cube", cubes: [], extra: 1 }, ["extra"]],
  ])("rejects %s with 400 and keeps what was stored", async (_, body, paths) => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [orders] })
      .expect(200);
    const res = await t.api.put("/api/assistant/catalogue").send(body);
    expectInvalid(res, paths);
    expect((await catalogue()).cubes).toEqual([orders]);
  });

  it("enforces the size bounds: 1,000 cubes, 20,000 members, 10 MiB", async () => {
    const tooManyCubes = Array.from({ length: 1001 }, (_, i) => ({ name: `c${i}`, measures: [], dimensions: [] }));
    const res1 = await t.api.put("/api/assistant/catalogue").send({ type: "cube", cubes: tooManyCubes });
    expect(res1.status).toBe(400);
    const member = { name: "m", type: "string" };
    const tooManyMembers = Array.from({ length: 3 }, (_, i) => ({
      name: `c${i}`,
      measures: [],
      dimensions: Array(7000).fill(member),
    }));
    const res2 = await t.api.put("/api/assistant/catalogue").send({ type: "cube", cubes: tooManyMembers });
    expect(res2.status).toBe(400);
    expect(res2.body.error.details).toEqual([{ path: "cubes", issue: "at most 20000 members in all (got 21000)" }]);
    const bigList = Array(6000).fill("v".repeat(450));
    const values = { "orders.a": bigList, "orders.b": bigList, "orders.c": bigList, "orders.d": bigList }; // ~11 MB
    const res3 = await t.api.put("/api/assistant/catalogue").send({ type: "cube", cubes: [orders], values });
    expect(res3.status).toBe(413);
    expect(res3.body.error.code).toBe("payload_too_large");
    expect(await catalogue()).toEqual({ type: "cube", cubes: [], values: {}, notes: [] });
  });

  it("accepts a catalogue body between 1 MiB and 10 MiB", async () => {
    const values = { "orders.status": Array.from({ length: 5000 }, (_, i) => `status-${i}-${"x".repeat(300)}`) };
    const res = await t.api.put("/api/assistant/catalogue").send({ type: "cube", cubes: [orders], values });
    expect(res.status).toBe(200);
  });

  it("keeps tenants apart", async () => {
    await t.api
      .put("/api/assistant/catalogue")
      .send({ type: "cube", cubes: [orders] })
      .expect(200);
    const other = as(t.ctx.app, await t.ctx.tenant());
    expect((await other.get("/api/assistant/catalogue")).body.result.cubes).toEqual([]);
  });
});

describe("POST /assistant/validated-query", () => {
  const validated = {
    question: "orders by status",
    type: "cube",
    query: { measures: ["orders.count"], dimensions: ["orders.status"] },
  };

  it("answers 204 with no body and stores it for the client", async () => {
    const res = await t.api
      .post("/api/assistant/validated-query")
      .send({ ...validated, validatedBy: "ana", askedBy: "bo" });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const rows = await t.ctx.db.validatedQuery.findMany({ where: { question: validated.question } });
    expect(rows.at(-1)).toMatchObject({
      normalizedQuestion: "orders by status",
      validatedBy: "ana",
      askedBy: "bo",
      query: validated.query,
    });
  });

  it.each([
    ["a missing type", { question: "q", query: {} }, ["type"]],
    ["another type", { ...validated, type: "sql" }, ["type"]],
    ["a blank question", { ...validated, question: "  " }, ["question"]],
    ["a query that is not an object", { ...validated, query: "SELECT 1" }, ["query"]],
    ["query members that are not strings", { ...validated, query: { measures: [1] } }, ["query.measures.0"]],
    ["unknown fields", { ...validated, by: "me" }, ["by"]],
  ])("rejects %s with 400", async (_, body, paths) => {
    const res = await t.api.post("/api/assistant/validated-query").send(body);
    expectInvalid(res, paths);
  });
});
