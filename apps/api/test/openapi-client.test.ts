import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import supertest from "supertest";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/context.js";

/**
 * An outside team's path: generate types from the live document with openapi-typescript, call the API with
 * openapi-fetch. Everything generated goes to a temporary folder, never into the repository.
 */

let ctx: TestContext;
let server: Server;
let baseUrl: string;
let workDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = ctx.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  workDir = await mkdtemp(join(tmpdir(), "quarry-openapi-client-"));
  // The programs import openapi-fetch by name, as a consumer would; link this package's copy in.
  await mkdir(join(workDir, "node_modules"));
  const openapiFetchDir = dirname(createRequire(import.meta.url).resolve("openapi-fetch/package.json"));
  await symlink(openapiFetchDir, join(workDir, "node_modules", "openapi-fetch"), "dir");
  await writeFile(join(workDir, "package.json"), JSON.stringify({ type: "module" }));

  const document = (await supertest(ctx.app).get("/api/openapi.json").expect(200)).body;
  await writeFile(join(workDir, "schema.ts"), astToString(await openapiTS(document)));
  await writeFile(join(workDir, "client.ts"), CLIENT_PROGRAM);
  await writeFile(join(workDir, "wrong-body.ts"), WRONG_BODY_PROGRAM);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Credentials once, at creation; no operation is given headers. Type annotations make tsc check the results. */
const CLIENT_PROGRAM = `import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Folder = components["schemas"]["Folder"];
type ErrorCode = components["schemas"]["ErrorBody"]["error"]["code"];

export async function exercise(baseUrl: string, apiKey: string, clientId: string) {
  const quarry = createClient<paths>({ baseUrl, headers: { "X-API-KEY": apiKey, "X-CLIENT-ID": clientId } });

  const created = await quarry.POST("/folders", { body: { folder: { title: "Revenue", description: null } } });
  const listed = await quarry.GET("/folders", { params: { query: { includeAll: "true" } } });
  const folders: Folder[] = listed.data?.result ?? [];
  const folderId: string | undefined = folders[0]?.id;
  const saved = await quarry.POST("/saved-queries", {
    body: { folderId, savedQuery: { id: "mrr-by-plan", title: "MRR by plan", connectionType: "cube", chartType: "line", metrics: ["subscriptions.mrr"] } },
  });
  const page = await quarry.GET("/saved-queries", { params: { query: { folderId, limit: 10 } } });
  const titles: string[] = page.data?.result.map((record) => record.title) ?? [];
  const nextCursor: string | null | undefined = page.data?.nextCursor;
  const missing = await quarry.GET("/folders", { params: { query: { parentFolderId: "archive" } } });
  const errorCode: ErrorCode | undefined = missing.error?.error.code;
  const asked = await quarry.POST("/assistant/query", { body: { input: "MRR by plan" } });
  const refused: boolean = asked.data?.result.answer.query === null;
  const health = await quarry.GET("/healthz");

  return {
    statuses: [created, listed, saved, page, missing, asked, health].map((result) => result.response.status),
    titles,
    nextCursor,
    errorCode,
    refused,
  };
}
`;

/** A wrong type in a body: generated types must make tsc refuse it. */
const WRONG_BODY_PROGRAM = `import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

const quarry = createClient<paths>({ baseUrl: "http://localhost:3000/api", headers: { "X-API-KEY": "key", "X-CLIENT-ID": "acme" } });
await quarry.POST("/saved-queries", {
  body: { savedQuery: { title: 123, connectionType: "cube", chartType: "bar", metrics: ["orders.count"] } },
});
`;

/** tsc over the two programs and the generated types: strict, no output. */
function typeCheck(): ts.Diagnostic[] {
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      strict: true,
      noEmit: true,
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022", "DOM"],
      types: [],
      skipLibCheck: true,
    },
    workDir,
  );
  expect(errors).toEqual([]);
  const files = ["schema.ts", "client.ts", "wrong-body.ts"].map((file) => join(workDir, file));
  return [...ts.getPreEmitDiagnostics(ts.createProgram(files, options))];
}

function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const where = diagnostic.file
    ? `${diagnostic.file.fileName.slice(workDir.length + 1)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
    : "";
  return `${where} TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
}

describe("a client generated from the document by openapi-typescript", () => {
  it("has no credential headers on operations, and names the components", async () => {
    const schema = await readFile(join(workDir, "schema.ts"), "utf8");
    expect(schema).not.toMatch(/"x-api-key"|"X-API-KEY"/i);
    expect(schema).toContain('"application/json": components["schemas"]["SavedQueryPage"]');
  });

  it("compiles strictly with openapi-fetch, credentials given once, and refuses a wrongly typed body", () => {
    const diagnostics = typeCheck().map(describeDiagnostic);
    // Only the wrong body fails, and only on its `title: 123` line.
    expect(diagnostics.filter((line) => !line.startsWith("wrong-body.ts:6 "))).toEqual([]);
    expect(diagnostics).toEqual([
      expect.stringMatching(/^wrong-body\.ts:6 TS2322 Type 'number' is not assignable to type 'string'/),
    ]);
  }, 60_000);

  it("talks to the running API over HTTP", async () => {
    const tenant = await ctx.tenant();
    const { outputText } = ts.transpileModule(CLIENT_PROGRAM, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(join(workDir, "client.js"), outputText);
    await writeFile(
      join(workDir, "run.js"),
      'import { exercise } from "./client.js";\nconsole.log(JSON.stringify(await exercise(...process.argv.slice(2))));\n',
    );
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(workDir, "run.js"),
      baseUrl,
      tenant.apiKey,
      tenant.clientId,
    ]);
    expect(JSON.parse(stdout)).toEqual({
      statuses: [200, 200, 200, 200, 404, 200, 200],
      titles: ["MRR by plan"],
      nextCursor: null,
      errorCode: "not_found",
      refused: true,
    });
  }, 30_000);
});
