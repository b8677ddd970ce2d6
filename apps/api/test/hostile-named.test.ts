import { describe, expect, it } from "vitest";
import { useTenantPerTest } from "./support/context.js";
import { serveOnLoopback } from "./support/http.js";

const t = useTenantPerTest();
const INJECTION = `Robert'); DROP TABLE folders; -- " OR 1=1; \\ %_ $1`;
const invalid = (path: string, issue: string) => ({
  status: "error",
  error: { code: "validation_failed", message: "The request is invalid", details: [{ path, issue }] },
});

describe("hostile text is stored and returned verbatim", () => {
  it("SQL in titles, descriptions, searches and questions is data", async () => {
    await t.api
      .post("/api/folders")
      .send({ folder: { id: "f", title: INJECTION, description: INJECTION } })
      .expect(200);
    await t.api
      .post("/api/saved-queries")
      .send({
        savedQuery: {
          id: "q",
          title: INJECTION,
          description: INJECTION,
          connectionType: "cube",
          chartType: "bar",
          metrics: ["a.b"],
        },
      })
      .expect(200);
    expect((await t.api.get("/api/folders/f").expect(200)).body.result).toMatchObject({
      title: INJECTION,
      description: INJECTION,
    });
    expect((await t.api.get("/api/saved-queries/q").expect(200)).body.result).toMatchObject({
      title: INJECTION,
      description: INJECTION,
    });
    const found = await t.api.get(`/api/saved-queries?search=${encodeURIComponent("Robert DROP")}`).expect(200);
    expect(found.body.result.map((record: { id: string }) => record.id)).toEqual(["q"]);
    await t.api.get(`/api/saved-queries?search=${encodeURIComponent(INJECTION)}`).expect(200);
    await t.api
      .post("/api/assistant/validated-query")
      .send({ question: INJECTION, type: "cube", query: { measures: ["a.b"] } })
      .expect(204);
    const validated = await t.api
      .get(`/api/assistant/validated-queries?question=${encodeURIComponent("DROP TABLE")}`)
      .expect(200);
    expect(validated.body.result.map((record: { question: string }) => record.question)).toEqual([INJECTION]);
    expect(await t.ctx.db.folder.count()).toBeGreaterThan(0);
  });
});

describe("keys that could reach an object's prototype", () => {
  it("__proto__ anywhere in a body is refused with its path; constructor is ordinary data; nothing is polluted", async () => {
    const sent = '{"type":"cube","cubes":[],"values":{"constructor":["a"],"toString":["b"]},"notes":[]}';
    await t.api.put("/api/assistant/catalogue").set("content-type", "application/json").send(sent).expect(200);
    const stored = await t.api.get("/api/assistant/catalogue").expect(200);
    expect(stored.body.result.values).toEqual({ constructor: ["a"], toString: ["b"] });
    const hostile = '{"type":"cube","cubes":[],"values":{"__proto__":{"polluted":["x"]}}}';
    const refused = await t.api
      .put("/api/assistant/catalogue")
      .set("content-type", "application/json")
      .send(hostile)
      .expect(400);
    expect(refused.body).toEqual(invalid("values.__proto__", "is a reserved name"));
    const nested = '{"folder":{"title":"x","__proto__":{"isAdmin":true}}}';
    expect(
      (await t.api.post("/api/folders").set("content-type", "application/json").send(nested).expect(400)).body,
    ).toEqual(invalid("folder.__proto__", "is a reserved name"));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await t.api.get("/api/assistant/catalogue").expect(200)).body.result.values).toEqual({
      constructor: ["a"],
      toString: ["b"],
    });
  });
});

describe("bodies built to cost", () => {
  it("nesting deeper than 32 levels is refused before any work, however deep", async () => {
    for (const depth of [33, 100_000]) {
      const deep = `{"folder":{"title":"x","description":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
      const response = await t.api.post("/api/folders").set("content-type", "application/json").send(deep).expect(400);
      expect(response.body.error.details[0].issue).toBe("is nested more than 32 levels deep");
    }
  });

  it("huge arrays are refused by size (413) or by the contract's bounds (400), and nothing is stored", async () => {
    const items = Array.from({ length: 600 }, (_, index) => ({
      id: `q${index}`,
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      order: 0,
    }));
    const bounded = await t.api.put("/api/saved-queries/layout").send({ items }).expect(400);
    expect(bounded.body.error.code).toBe("validation_failed");
    const huge = JSON.stringify({ folder: { title: "x" }, padding: new Array(600_000).fill(0) });
    const tooLarge = await t.api.post("/api/folders").set("content-type", "application/json").send(huge).expect(413);
    expect(tooLarge.body.error.code).toBe("payload_too_large");
    expect(await t.ctx.db.folder.count({ where: { clientId: t.tenant.clientId } })).toBe(0);
  });
});

describe("text that is not text", () => {
  it("a body whose bytes are not UTF-8 is refused, not stored with replacement characters", async () => {
    const bytes = Buffer.concat([Buffer.from('{"folder":{"title":"caf'), Buffer.from([0xe9]), Buffer.from('"}}')]);
    // Raw bytes over real HTTP: supertest would re-encode them.
    const server = await serveOnLoopback(t.ctx.app);
    const response = await fetch(`${server.url}/api/folders`, {
      method: "POST",
      headers: { ...t.tenant.headers, "content-type": "application/json" },
      body: bytes,
    });
    const answer: unknown = await response.json();
    await server.close();
    expect(response.status).toBe(400);
    expect(answer).toEqual({
      status: "error",
      error: { code: "invalid_json", message: "The request body is not valid UTF-8", details: [] },
    });
  });

  it("lone surrogates and NUL characters in a body are refused with the field's path", async () => {
    const surrogate = '{"folder":{"title":"a\\ud800b"}}';
    expect(
      (await t.api.post("/api/folders").set("content-type", "application/json").send(surrogate).expect(400)).body,
    ).toEqual(invalid("folder.title", "must not contain lone UTF-16 surrogates (\\ud800-\\udfff)"));
    expect((await t.api.post("/api/assistant/query").send({ input: "orders\u0000" }).expect(400)).body).toEqual(
      invalid("input", "must not contain NUL (\\u0000) characters"),
    );
    // A well-formed pair (an emoji) is text like any other.
    await t.api
      .post("/api/folders")
      .send({ folder: { id: "emoji", title: "Sales 📈" } })
      .expect(200);
    expect((await t.api.get("/api/folders/emoji").expect(200)).body.result.title).toBe("Sales 📈");
  });

  it("paths and query strings with NUL, bad percent-encoding or bytes that are not UTF-8 are 400s", async () => {
    for (const path of [
      "/api/folders/a%00b",
      "/api/saved-queries/%zz",
      "/api/saved-queries/%FF%FE",
      "/api/folders/%ED%A0%80/path",
    ]) {
      const response = await t.api.get(path).expect(400);
      expect(response.body.error.code, path).toBe("validation_failed");
    }
    expect((await t.api.get("/api/saved-queries?search=a%00b").expect(400)).body).toEqual(
      invalid("", "contains a character that cannot be stored or searched (NUL, \\u0000)"),
    );
  });
});
