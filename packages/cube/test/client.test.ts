import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import { afterEach, describe, expect, inject, it } from "vitest";
import { CubeClient, CubeError, compileSavedQuery, type CubeQuery } from "../src/index.js";

const cube = inject("cube");

function client(credentials?: { apiSecret: string } | { token: string }) {
  return new CubeClient({ url: cube!.url, credentials: credentials ?? { apiSecret: cube!.apiSecret } });
}

function compiled(fields: Parameters<typeof compileSavedQuery>[0]): CubeQuery {
  const result = compileSavedQuery(fields);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.query;
}

async function failure(promise: Promise<unknown>): Promise<CubeError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CubeError);
  return error as CubeError;
}

describe.skipIf(!cube)("a real Cube 0.33.65 over the sample shop", () => {
  it("describes its model: cubes with titled measures and dimensions", async () => {
    const meta = await client().meta();
    expect(meta.cubes.map((entry) => entry.name).sort()).toEqual(["customers", "orders", "products"]);
    const orders = meta.cubes.find((entry) => entry.name === "orders")!;
    expect(orders.measures.find((member) => member.name === "orders.total_amount")).toMatchObject({
      title: "Orders Revenue",
      type: "number",
    });
    expect(orders.dimensions.map((member) => member.name)).toContain("orders.created_at");
  });

  it("runs a compiled query with every part: rows and the annotation", async () => {
    const query = compiled({
      metrics: ["orders.count", "orders.total_amount"],
      dimensions: ["customers.country"],
      dateFilterField: "orders.created_at",
      timeGranularity: "quarter",
      dateRange: { from: "2025-01-01", to: "2025-06-30" },
      filters: [
        { member: "orders.status", operator: "equals", values: ["completed", "shipped"] },
        {
          or: [
            { member: "customers.city", operator: "startsWith", values: ["L"] },
            { member: "orders.amount", operator: "gt", values: [300] },
          ],
        },
      ],
      orderBy: { "orders.count": "desc" },
      limit: 3,
    });
    const result = await client().load(query);
    expect(result.data).toHaveLength(3);
    for (const row of result.data) {
      expect(Object.keys(row).sort()).toEqual(
        [
          "customers.country",
          "orders.count",
          "orders.created_at",
          "orders.created_at.quarter",
          "orders.total_amount",
        ].sort(),
      );
    }
    const counts = result.data.map((row) => Number(row["orders.count"]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(result.annotation.measures["orders.total_amount"]).toMatchObject({
      title: "Orders Revenue",
      type: "number",
    });
    expect(result.annotation.timeDimensions["orders.created_at.quarter"]).toBeDefined();
  });

  it("counts exactly what the shop holds, through filters of each kind", async () => {
    const count = async (fields: Parameters<typeof compileSavedQuery>[0]) =>
      Number((await client().load(compiled({ metrics: ["orders.count"], ...fields }))).data[0]?.["orders.count"]);
    expect(await count({})).toBe(2000);
    // Order n's status is slot n % 6 of six, slots 0-2 "completed": 1,001 of orders 1-2,000.
    expect(await count({ filters: [{ member: "orders.status", operator: "equals", values: ["completed"] }] })).toBe(
      1001,
    );
    expect(await count({ filters: [{ member: "orders.status", operator: "notEquals", values: ["completed"] }] })).toBe(
      999,
    );
    expect(await count({ filters: [{ member: "orders.status", operator: "set" }] })).toBe(2000);
    expect(
      await count({ filters: [{ and: [{ member: "orders.status", operator: "contains", values: ["cancel"] }] }] }),
    ).toBe(333);
    expect(
      await count({ dateFilterField: "orders.created_at", dateRange: { from: "2025-01-01", to: "2025-12-31" } }),
    ).toBe(2000);
    // A range Cube reads from text (selectValue), absolute and relative (the shop's orders are all in 2025).
    const march = { dateFilterField: "orders.created_at", dateRange: { selectValue: "from 2025-03-01 to 2025-03-31" } };
    const inMarch = await count(march);
    expect(inMarch).toBeGreaterThan(0);
    expect(inMarch).toBeLessThan(2000);
    expect(await count({ dateFilterField: "orders.created_at", dateRange: { selectValue: "last 50 years" } })).toBe(
      2000,
    );
    const daily = await client().load(compiled({ metrics: ["orders.count"], ...march, timeGranularity: "day" }));
    expect(daily.data.length).toBeGreaterThan(1);
    expect(daily.data.reduce((sum, row) => sum + Number(row["orders.count"]), 0)).toBe(inMarch);
  });

  it("lists dimensions alone, ordered by the {member, direction} form", async () => {
    const result = await client().load(
      compiled({ dimensions: ["products.category"], orderBy: { member: "products.category", direction: "asc" } }),
    );
    expect(result.data.map((row) => row["products.category"])).toEqual([
      "Furniture",
      "Lighting",
      "Seating",
      "Storage",
      "Textiles",
    ]);
  });

  it("checks a query without running it (dry run), and refuses an unknown member with Cube's message", async () => {
    const checked = await client().dryRun({ measures: ["orders.count"], dimensions: ["orders.status"] });
    expect(checked.normalizedQueries).toHaveLength(1);
    const refused = await failure(client().dryRun({ measures: ["orders.nope"] }));
    expect(refused).toMatchObject({ kind: "rejected", status: 400 });
    expect(refused.message).toMatch(/nope/);
    expect(refused.message).not.toMatch(/\n| {4}at /);
    expect((await failure(client().load({ measures: ["orders.nope"] }))).kind).toBe("rejected");
  });

  it("works with a token instead of the secret, and tells bad credentials apart", async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(cube!.apiSecret));
    expect((await client({ token }).meta()).cubes).toHaveLength(3);
    expect(await failure(client({ apiSecret: "not-the-secret" }).meta())).toMatchObject({
      kind: "unauthorized",
      status: 403,
    });
    expect(await failure(client({ token: "garbage" }).meta())).toMatchObject({ kind: "unauthorized" });
  });
});

describe("Cube unreachable, slow or still computing", () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function serve(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("nobody listening: unavailable", async () => {
    const url = await serve(() => {});
    servers.pop()!.close();
    const error = await failure(new CubeClient({ url, credentials: { token: "t" } }).meta());
    expect(error.kind).toBe("unavailable");
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it("no answer in time: timeout", async () => {
    const url = await serve(() => {});
    const slow = new CubeClient({ url, credentials: { token: "t" } }, { requestTimeoutMs: 200 });
    expect(await failure(slow.meta())).toMatchObject({ kind: "timeout" });
  });

  it('asks again while Cube answers "Continue wait", within a bound', async () => {
    let asked = 0;
    const url = await serve((req, res) => {
      asked += 1;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(asked < 3 ? { error: "Continue wait" } : { data: [{ "orders.count": "7" }], annotation: {} }),
      );
    });
    const options = { continueWaitPauseMs: 10, loadWaitMs: 5_000 };
    const result = await new CubeClient({ url, credentials: { token: "t" } }, options).load({
      measures: ["orders.count"],
    });
    expect(result.data).toEqual([{ "orders.count": "7" }]);
    expect(asked).toBe(3);

    const forever = await serve((_req, res) => res.end(JSON.stringify({ error: "Continue wait" })));
    const bounded = new CubeClient(
      { url: forever, credentials: { token: "t" } },
      { continueWaitPauseMs: 10, loadWaitMs: 100 },
    );
    expect(await failure(bounded.load({ measures: ["orders.count"] }))).toMatchObject({ kind: "timeout" });
  });

  it("a server error or an answer that is not JSON: unavailable", async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 502;
      res.end("<html>bad gateway</html>");
    });
    expect(await failure(new CubeClient({ url, credentials: { token: "t" } }).meta())).toMatchObject({
      kind: "unavailable",
      status: 502,
    });
  });
});
