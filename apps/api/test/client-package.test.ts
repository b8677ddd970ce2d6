import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApiOverHttp } from "./support/http.js";
import { startProcess } from "./support/processes.js";

/**
 * Another project's path to the client: `pnpm pack` it (`pnpm test` builds it first), `npm install` the tarball
 * into a project outside the repository, then run an ESM script against the API and type-check a TypeScript
 * program with tsc, both importing `@quarry/client` by name from that project's node_modules.
 */

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const TSC = createRequire(import.meta.url).resolve("typescript/bin/tsc");

const api = useApiOverHttp();
let outside: string;
let tarball: string;

/** Runs a command to its end; fails with its output unless it exits 0. */
async function run(command: string[], cwd: string): Promise<string> {
  const started = startProcess(command, {}, { cwd });
  const { code, signal } = await started.exited;
  if (code !== 0) throw new Error(`${command.join(" ")} exited (${signal ?? code}):\n${started.output()}`);
  return started.output();
}

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), "quarry-client-consumer-"));
  await run(["pnpm", "--filter", "@quarry/client", "pack", "--pack-destination", outside], REPO);
  tarball = path.join(outside, "quarry-client-0.1.0.tgz");
  await writeFile(
    path.join(outside, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  await run(["npm", "install", tarball, "--prefer-offline", "--no-audit", "--no-fund"], outside);
}, 60_000);

afterAll(async () => {
  if (outside) await rm(outside, { recursive: true, force: true });
});

/** Plain JavaScript, as a project without TypeScript would use the client. */
const SMOKE_SCRIPT = `import { createQuarryClient, ifMatch, QuarryError } from "@quarry/client";

const [baseUrl, apiKey, clientId] = process.argv.slice(2);
const quarry = createQuarryClient({ baseUrl, apiKey, clientId, retry: { baseDelayMs: 1 } });
for (const id of ["a", "b", "c"]) await quarry.unwrap.createFolder({ body: { folder: { id, title: id.toUpperCase() } } });
const titles = [];
for await (const folder of quarry.paginate.listFolders({ limit: 2 })) titles.push(folder.title);
const missing = await quarry.unwrap.getFolder({ params: { id: "z" } }).catch((error) => error);
console.log(JSON.stringify({
  titles,
  missing: missing instanceof QuarryError ? [missing.status, missing.code] : String(missing),
  ifMatch: ifMatch(3),
}));
`;

/** Typed use, and one wrong body that the shipped declarations must make tsc refuse. */
const TYPED_PROGRAM = `import { createQuarryClient, ifMatch, QuarryError, type SavedQueryRecord } from "@quarry/client";

const quarry = createQuarryClient({ baseUrl: "http://localhost:3000/api", apiKey: "key", clientId: "acme" });

export async function titles(): Promise<string[]> {
  const found: string[] = [];
  for await (const report of quarry.paginate.listSavedQueries({ folderId: "sales", limit: 50 })) {
    const record: SavedQueryRecord = report;
    found.push(record.title);
  }
  const current = await quarry.unwrap.getSavedQuery({ params: { id: "r1" }, query: {}, timeoutMs: 5_000 });
  const version: number = current.result.version;
  await quarry.unwrap.updateSavedQuery({
    params: { id: "r1" },
    headers: ifMatch(current.result),
    body: { savedQuery: { title: "Renamed" } },
  });
  try {
    await quarry.unwrap.listFolders({ query: { limit: 10 }, retry: false });
  } catch (error) {
    if (error instanceof QuarryError) found.push(error.code, String(error.status), error.requestId ?? "");
  }
  // @ts-expect-error a title is a string
  await quarry.unwrap.createSavedQuery({ body: { savedQuery: { title: 1, connectionType: "cube", chartType: "bar" } } });
  return [...found, String(version)];
}
`;

describe("@quarry/client as a packed tarball", () => {
  it("ships only its bundle, with every workspace and catalog version resolved", async () => {
    const listing = await run(["tar", "-tzf", tarball], outside);
    expect(listing.trim().split("\n").sort()).toEqual([
      "package/LICENSE",
      "package/README.md",
      "package/dist/index.d.ts",
      "package/dist/index.js",
      "package/package.json",
    ]);
    const manifest = JSON.parse(
      await readFile(path.join(outside, "node_modules/@quarry/client/package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    expect(manifest.dependencies).toEqual({
      "@ts-rest/core": expect.stringMatching(/^\d/),
      zod: expect.stringMatching(/^\d/),
    });
  });

  it("runs from plain ESM against the API", async () => {
    const tenant = await api.ctx.tenant();
    await writeFile(path.join(outside, "smoke.mjs"), SMOKE_SCRIPT);
    const output = await run([process.execPath, "smoke.mjs", api.baseUrl, tenant.apiKey, tenant.clientId], outside);
    expect(JSON.parse(output)).toEqual({
      titles: ["A", "B", "C"],
      missing: [404, "not_found"],
      ifMatch: { "if-match": '"3"' },
    });
  });

  it("type-checks a consumer's program with tsc", async () => {
    await writeFile(path.join(outside, "typed.ts"), TYPED_PROGRAM);
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        // fetch's types (Headers, AbortSignal) come from the DOM library here; a Node project has @types/node.
        lib: ["ES2022", "DOM", "DOM.Iterable"],
        types: [],
        // As most projects (and this repository) set it. Checking the 1.2 MB of bundled declarations themselves
        // (false) passes too, but takes 20 to 35 s on a two-core machine; the program's use of them is checked either
        // way, and the @ts-expect-error fails if they degrade to `any`.
        skipLibCheck: true,
      },
      files: ["typed.ts"],
    };
    await writeFile(path.join(outside, "tsconfig.json"), JSON.stringify(tsconfig));
    await run([process.execPath, TSC, "--noEmit", "-p", "tsconfig.json"], outside);
  }, 60_000);
});
