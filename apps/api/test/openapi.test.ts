import { validate } from "@readme/openapi-parser";
import {
  BODY_LIMIT_BYTES,
  contract,
  INVALID_JSON_EXAMPLE,
  publicContract,
  SHARED_ERROR_DOCS,
  TAGS,
  type RouteDocs,
} from "@quarry/contract";
import { isZodType, type AppRoute } from "@ts-rest/core";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type Tenant, type TestContext } from "./support/context.js";

type Json = Record<string, any>;
interface Operation {
  key: string;
  path: string;
  method: string;
  operation: Json;
}

let ctx: TestContext;
let tenant: Tenant;
let document: Json;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await ctx.tenant();
  const res = await supertest(ctx.app).get("/api/openapi.json");
  expect(res.status).toBe(200);
  document = res.body;
  operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

/**
 * The statuses each operation can really answer. Every authenticated route: 401 (credentials), 500 (unexpected),
 * 503 (database). Routes with a JSON body: 400, 413, 415. GETs: 400 only where query parameters are validated.
 * 404 where a folder id is looked up, 409 for a reused id, a folder move that would close a cycle or a folder
 * that is not empty. Nothing answers 501. The saved-query lifecycle routes: 404 for an unknown saved query, 412
 * for a stale If-Match, 409 for a trash state that does not allow the action; the bodiless POST and DELETE
 * routes still read a body if one is sent (413, 415).
 */
const STATUSES: Record<string, number[]> = {
  "POST /saved-queries": [200, 400, 401, 404, 408, 409, 413, 415, 429, 500, 502, 503, 504],
  "GET /saved-queries": [200, 400, 401, 404, 429, 500, 503],
  "PUT /saved-queries/layout": [200, 400, 401, 404, 408, 412, 413, 415, 429, 500, 503],
  "GET /saved-queries/{id}": [200, 400, 401, 404, 429, 500, 503],
  "PATCH /saved-queries/{id}": [200, 400, 401, 404, 408, 412, 413, 415, 429, 500, 502, 503, 504],
  "DELETE /saved-queries/{id}": [204, 400, 401, 404, 408, 409, 412, 413, 415, 429, 500, 503],
  "POST /saved-queries/{id}/restore": [200, 400, 401, 404, 408, 409, 412, 413, 415, 429, 500, 503],
  "GET /saved-queries/{id}/revisions": [200, 400, 401, 404, 429, 500, 503],
  "POST /saved-queries/{id}/revisions/{revisionId}/restore": [200, 400, 401, 404, 408, 412, 413, 415, 429, 500, 503],
  "POST /saved-queries/{id}/duplicate": [200, 400, 401, 404, 408, 409, 413, 415, 429, 500, 503],
  "POST /folders": [200, 400, 401, 404, 408, 409, 413, 415, 429, 500, 503],
  "GET /folders": [200, 400, 401, 404, 429, 500, 503],
  "GET /folders/{id}": [200, 401, 404, 429, 500, 503],
  "PATCH /folders/{id}": [200, 400, 401, 404, 408, 409, 413, 415, 429, 500, 503],
  "DELETE /folders/{id}": [204, 400, 401, 404, 409, 429, 500, 503],
  "GET /folders/{id}/path": [200, 401, 404, 429, 500, 503],
  "GET /assistant/validated-queries": [200, 400, 401, 429, 500, 503],
  "DELETE /assistant/validated-queries/{id}": [204, 401, 404, 429, 500, 503],
  "POST /assistant/query": [200, 400, 401, 408, 413, 415, 429, 500, 502, 503, 504],
  "POST /assistant/filter-fields": [200, 400, 401, 408, 413, 415, 429, 500, 503],
  "POST /assistant/search-entities": [200, 400, 401, 408, 413, 415, 429, 500, 503],
  "POST /assistant/validated-query": [204, 400, 401, 408, 413, 415, 429, 500, 503],
  "PUT /assistant/catalogue": [200, 400, 401, 408, 413, 415, 429, 500, 503],
  "GET /assistant/catalogue": [200, 401, 429, 500, 503],
  "POST /connections": [200, 400, 401, 408, 409, 413, 415, 429, 500, 503],
  "GET /connections": [200, 400, 401, 429, 500, 503],
  "GET /connections/{id}": [200, 401, 404, 429, 500, 503],
  "PATCH /connections/{id}": [200, 400, 401, 404, 408, 413, 415, 429, 500, 503],
  "DELETE /connections/{id}": [204, 401, 404, 429, 500, 503],
  "POST /connections/{id}/test": [200, 400, 401, 404, 408, 413, 415, 429, 500, 503],
  "POST /connections/{id}/sync": [200, 400, 401, 404, 408, 413, 415, 429, 500, 502, 503, 504],
  "GET /connections/{id}/values": [200, 400, 401, 404, 429, 500, 502, 503, 504],
  "GET /saved-queries/{id}/data": [200, 400, 401, 404, 429, 500, 502, 503, 504],
  "POST /query/run": [200, 400, 401, 404, 408, 413, 415, 429, 500, 502, 503, 504],
  "POST /query/validate": [200, 400, 401, 404, 408, 413, 415, 429, 500, 502, 503, 504],
  "GET /healthz": [200],
  "GET /readyz": [200, 503],
  "GET /openapi.json": [200],
  "GET /docs": [200],
};
const PUBLIC = ["GET /healthz", "GET /readyz", "GET /openapi.json", "GET /docs"];

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.0", async () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result).toEqual({ valid: true, warnings: [], specification: "OpenAPI" });
  });

  it("covers both contracts and the reference routes, nothing else", () => {
    expect(operations.map((op) => op.key).sort()).toEqual(Object.keys(STATUSES).sort());
  });

  it("declares the two credentials as apiKey header schemes, required globally", () => {
    expect(document.components.securitySchemes).toEqual({
      ApiKey: expect.objectContaining({ type: "apiKey", in: "header", name: "X-API-KEY" }),
      ClientId: expect.objectContaining({ type: "apiKey", in: "header", name: "X-CLIENT-ID" }),
    });
    expect(document.security).toEqual([{ ApiKey: [], ClientId: [] }]);
  });

  it("opens only the probes and the reference with an empty security requirement", () => {
    for (const { key, operation } of operations) {
      if (PUBLIC.includes(key)) expect(operation.security, key).toEqual([]);
      else expect(operation.security, key).toBeUndefined();
    }
  });

  it("has no credential header parameters (clients set them once, through the security schemes)", () => {
    for (const { key, operation } of operations) {
      const headers = (operation.parameters ?? []).filter(
        (parameter: Json) => parameter.in === "header" && ["x-api-key", "x-client-id"].includes(parameter.name),
      );
      expect(headers, key).toEqual([]);
    }
  });

  it("tags every operation with one described tag, and uses every tag", () => {
    const tagNames = (document.tags as Json[]).map((tag) => tag.name);
    expect(tagNames).toEqual([...TAGS.map((tag) => tag.name), "Reference"]);
    for (const tag of document.tags as Json[]) expect(tag.description, tag.name).toEqual(expect.any(String));
    for (const { key, operation } of operations) {
      expect(operation.tags, key).toHaveLength(1);
      expect(tagNames, key).toContain(operation.tags[0]);
    }
    expect(new Set(operations.map((op) => op.operation.tags[0]))).toEqual(new Set(tagNames));
  });

  it("gives every operation an id, a summary and a description", () => {
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[A-Za-z]+$/);
      expect(operation.summary?.length, key).toBeGreaterThan(5);
      expect(operation.description?.length, key).toBeGreaterThan(operation.summary.length);
    }
  });

  it.each(Object.entries(STATUSES))("%s answers exactly the statuses it can", (key, statuses) => {
    const found = operations.find((op) => op.key === key);
    expect(Object.keys(found!.operation.responses).map(Number).sort()).toEqual(statuses);
  });

  it("describes every response and gives examples for every body, request or response", () => {
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        expect(response.description, `${key} ${status}`).toMatch(/\w{4}/);
        for (const media of Object.values((response.content ?? {}) as Json)) {
          expect(Object.keys(media.examples ?? {}).length, `${key} ${status}`).toBeGreaterThan(0);
          for (const example of Object.values(media.examples as Json))
            expect(example).toEqual({ summary: expect.any(String), value: expect.anything() });
        }
      }
      if (operation.requestBody) {
        expect(operation.requestBody.required, key).toBe(true);
        expect(Object.keys(operation.requestBody.content["application/json"].examples).length, key).toBeGreaterThan(0);
      }
    }
  });

  it("documents no status that a route does not declare", () => {
    for (const route of Object.values({ ...contract, ...publicContract }) as AppRoute[]) {
      const documented = Object.keys((route.metadata as RouteDocs).responses);
      expect(Object.keys(route.responses), `${route.method} ${route.path}`).toEqual(expect.arrayContaining(documented));
    }
  });

  it("has examples that the contract's own schemas accept", () => {
    const routes = Object.values({ ...contract, ...publicContract }) as AppRoute[];
    for (const route of routes) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, "{$1}")][route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      for (const [status, schema] of Object.entries(route.responses)) {
        if (!isZodType(schema)) continue; // 204: no body
        for (const example of exampleValues(operation.responses[status]))
          expect(schema.safeParse(example).error, `${where} ${status}`).toBeUndefined();
      }
      if ("body" in route && isZodType(route.body)) {
        for (const example of exampleValues(operation.requestBody))
          expect(route.body.safeParse(example).error, where).toBeUndefined();
      }
    }
  });
});

describe("the document's components", () => {
  it("names the resources and refers to them instead of repeating them", () => {
    const schemas = document.components.schemas as Json;
    for (const name of [
      "SavedQueryRecord",
      "Folder",
      "ErrorBody",
      "Answer",
      "Catalogue",
      "CreateSavedQueryBody",
      "Cube",
    ]) {
      expect(schemas[name], name).toBeDefined();
    }
    const schemaOf = (key: string, status: string) =>
      operations.find((op) => op.key === key)!.operation.responses[status].content["application/json"].schema;
    expect(schemaOf("GET /saved-queries", "200")).toEqual({ $ref: "#/components/schemas/SavedQueryPage" });
    expect(schemas.SavedQueryPage.properties.result.items).toEqual({ $ref: "#/components/schemas/SavedQueryRecord" });
    expect(schemaOf("GET /folders", "404")).toEqual({ $ref: "#/components/schemas/ErrorBody" });
    expect(schemas.Answer.properties.savedQuery).toEqual({
      nullable: true,
      allOf: [{ $ref: "#/components/schemas/SavedQueryInput" }],
    });
  });

  it("resolves every $ref, uses every component, and inlines no copy of one", () => {
    const schemas = document.components.schemas as Json;
    const refs = collect(document, (node) => (typeof node.$ref === "string" ? [node.$ref] : []));
    for (const ref of refs) expect(schemas[ref.replace("#/components/schemas/", "")], ref).toBeDefined();
    expect(new Set(refs)).toEqual(new Set(Object.keys(schemas).map((name) => `#/components/schemas/${name}`)));

    const shapes = new Map(Object.entries(schemas).map(([name, schema]) => [canonical(schema), name]));
    const copies = collect({ paths: document.paths, components: Object.values(schemas).map(childrenOf) }, (node) => {
      const name = shapes.get(canonical(node));
      return name ? [name] : [];
    });
    expect(copies).toEqual([]);
  });
});

describe("the shared error examples", () => {
  const withBody = () => operations.filter((op) => op.operation.requestBody);
  const call = (op: Operation) =>
    (supertest(ctx.app) as unknown as Record<string, (path: string) => supertest.Test>)[op.method]!(
      `/api${op.path}`,
    ).set(tenant.headers);

  it("are what the server answers without credentials", async () => {
    const [missing] = exampleValues(SHARED_ERROR_DOCS[401]);
    for (const { key, ...op } of operations.filter((op) => !PUBLIC.includes(op.key))) {
      const res = await (supertest(ctx.app) as unknown as Record<string, (path: string) => supertest.Test>)[op.method]!(
        `/api${op.path}`,
      );
      expect([res.status, res.body], key).toEqual([401, missing]);
    }
  });

  it("are what the server answers for a body that is not JSON, or not JSON at all", async () => {
    const [notJson] = exampleValues(SHARED_ERROR_DOCS[415]);
    for (const op of withBody()) {
      const text = await call(op).set("content-type", "text/plain").send("hello");
      expect([text.status, text.body], op.key).toEqual([415, notJson]);
      const broken = await call(op).set("content-type", "application/json").send("{not json");
      expect([broken.status, broken.body], op.key).toEqual([400, INVALID_JSON_EXAMPLE]);
    }
  });

  it("are what the server answers for a body one byte over the documented limit", async () => {
    for (const op of withBody()) {
      const [documented] = exampleValues(op.operation.responses["413"]);
      const limit = Number(/limit of (\d+) bytes/.exec((documented as Json).error.message)![1]);
      expect([BODY_LIMIT_BYTES.small, BODY_LIMIT_BYTES.large], op.key).toContain(limit);
      const filler = "x".repeat(limit - '{"x":""}'.length + 1);
      const res = await call(op).set("content-type", "application/json").send(`{"x":"${filler}"}`);
      expect([res.status, res.body], op.key).toEqual([413, documented]);
    }
  });
});

function exampleValues(holder: Json | undefined): unknown[] {
  if (!holder) return [];
  if (holder.content)
    return Object.values(holder.content as Json).flatMap((media) =>
      Object.values(media.examples ?? {}).map((example: any) => example.value),
    );
  return Object.values(holder.examples ?? {});
}

/** Every object below `value`, examples excluded (they are data, not schemas). */
function collect<T>(value: unknown, pick: (node: Json) => T[]): T[] {
  if (Array.isArray(value)) return value.flatMap((item) => collect(item, pick));
  if (typeof value !== "object" || value === null) return [];
  return [
    ...pick(value),
    ...Object.entries(value).flatMap(([key, child]) => (key === "examples" ? [] : collect(child, pick))),
  ];
}

/** A schema's own keywords without the schema itself, so a component does not count as a copy of itself. */
function childrenOf(schema: unknown): unknown[] {
  return typeof schema === "object" && schema !== null ? Object.values(schema) : [];
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
