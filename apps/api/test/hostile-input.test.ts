import { contract, ErrorBodySchema } from "@quarry/contract";
import fc from "fast-check";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type Tenant, type TestContext } from "./support/context.js";

let ctx: TestContext;
let tenant: Tenant;
beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await ctx.tenant();
  const api = supertest(ctx.app);
  await api
    .post("/api/folders")
    .set(tenant.headers)
    .send({ folder: { id: "f1", title: "Sales" } })
    .expect(200);
  await api
    .post("/api/saved-queries")
    .set(tenant.headers)
    .send({
      folderId: "f1",
      savedQuery: { id: "q1", title: "Orders", connectionType: "cube", chartType: "bar", metrics: ["orders.count"] },
    })
    .expect(200);
});
afterAll(() => ctx.close());

/** Everything the tenant has stored, to prove a refused request changed nothing. */
async function storedBy(clientId: string) {
  const where = { clientId };
  const [folders, savedQueries, revisions, validated, catalogue, keys] = await Promise.all([
    ctx.db.folder.findMany({ where, orderBy: { id: "asc" } }),
    ctx.db.savedQuery.findMany({ where, orderBy: { id: "asc" } }),
    ctx.db.savedQueryRevision.findMany({ where, orderBy: { id: "asc" } }),
    ctx.db.validatedQuery.findMany({ where, orderBy: { id: "asc" } }),
    ctx.db.catalogue.findUnique({ where }),
    ctx.db.apiKey.findMany({ where, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({
    folders,
    savedQueries,
    revisions,
    validated,
    catalogue,
    keys: keys.map((key) => key.revokedAt),
  });
}

const ROUTES = Object.entries(contract).map(([name, route]) => ({ name, method: route.method, path: route.path }));

/** Path ids: the tenant's own, strings of any code units (lone surrogates included), raw hostile encodings. */
const pathId = fc.oneof(
  fc.constantFrom("f1", "q1", "..", "%00", "%FF%FE", "%ED%A0%80", "%", "%zz", "a%2Fb", "' OR 1=1 --"),
  fc.string({ unit: "binary", maxLength: 40 }).map((id) => {
    try {
      return encodeURIComponent(id);
    } catch {
      return "%ED%B0%80"; // a lone surrogate cannot be encoded: send its raw UTF-8 form, which is not UTF-8 either
    }
  }),
);
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 30,
});
const queryString = fc
  .dictionary(
    fc.constantFrom(
      "limit",
      "cursor",
      "folderId",
      "parentFolderId",
      "includeAll",
      "search",
      "deleted",
      "permanent",
      "question",
      "x",
    ),
    fc.oneof(printable, fc.string({ unit: "binary", maxLength: 20 })),
    { maxKeys: 4 },
  )
  .map((query) =>
    Object.entries(query)
      .map(([key, value]) => {
        try {
          return `${key}=${encodeURIComponent(value)}`;
        } catch {
          return `${key}=%ED%A0%80`;
        }
      })
      .join("&"),
  );
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.object({
    maxDepth: 3,
    withNullPrototype: false,
    key: fc.constantFrom(
      "folder",
      "savedQuery",
      "title",
      "items",
      "question",
      "input",
      "type",
      "query",
      "cubes",
      "__proto__",
      "constructor",
      "id",
    ),
  }),
);
const extraHeaders = fc.record(
  {
    "content-type": fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
    ),
    "if-match": printable,
    "x-request-id": printable,
  },
  { requiredKeys: [] },
);

describe("any request to any route, whatever it carries", () => {
  // Reproduce a failure with the seed and path fast-check prints: fc.assert(..., { seed, path }).
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: never a 5xx, errors in the one shape, nothing stored changes when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(
          pathId,
          pathId,
          queryString,
          body,
          extraHeaders,
          async (id, revisionId, query, payload, headers) => {
            const path = route.path.replace(":id", id).replace(":revisionId", revisionId);
            const before = await storedBy(tenant.clientId);
            const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
            const agent = supertest(ctx.app);
            let request = agent[method](`/api${path}${query ? `?${query}` : ""}`)
              .set(tenant.headers)
              .set(headers);
            if (route.method !== "GET") request = request.send(JSON.stringify(payload));
            const response = await request;
            expect(response.status, `${route.method} ${path}?${query}`).toBeLessThan(500);
            if (response.status >= 400) {
              expect(ErrorBodySchema.safeParse(response.body).success, JSON.stringify(response.body)).toBe(true);
              expect(await storedBy(tenant.clientId)).toBe(before);
            }
          },
        ),
        { numRuns: 50 },
      );
    });
  }
});
