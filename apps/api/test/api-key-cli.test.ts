import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/context.js";

const run = promisify(execFile);
// The built CLI, as `pnpm api-key` runs it (the test command builds every package first).
const CLI = fileURLToPath(new URL("../dist/cli/api-key.js", import.meta.url));

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function apiKeyCli(...args: string[]) {
  return run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: ctx.databaseUrl } });
}

describe("pnpm api-key", () => {
  it("create prints only the key on stdout (the notice goes to stderr); the key authenticates; revoke disables it", async () => {
    const created = await apiKeyCli("create", "cli-client");
    const apiKey = created.stdout.trim();
    expect(created.stdout).toMatch(/^quarry_[0-9a-f]{16}_[0-9a-f]{64}\n$/);
    expect(created.stderr).toMatch(
      /^Created key [0-9a-f]{16} for client "cli-client"\. Store it now: it is not shown again\.\n$/,
    );
    const headers = { "x-api-key": apiKey, "x-client-id": "cli-client" };
    await supertest(ctx.app).get("/api/folders").set(headers).expect(200);

    const stored = await ctx.db.apiKey.findMany({ where: { clientId: "cli-client" } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(apiKey.split("_")[2]);

    const revoked = await apiKeyCli("revoke", stored[0]!.id);
    expect(revoked.stdout).toBe(`Revoked key ${stored[0]!.id}.\n`);
    await supertest(ctx.app).get("/api/folders").set(headers).expect(401);
  });

  it("list shows ids, clients, creation and last use, never the secret", async () => {
    const first = (await apiKeyCli("create", "lister")).stdout.trim();
    await apiKeyCli("create", "lister");
    await supertest(ctx.app).get("/api/folders").set({ "x-api-key": first, "x-client-id": "lister" }).expect(200);
    const firstId = first.split("_")[1]!;
    await expect
      .poll(async () => (await ctx.db.apiKey.findUnique({ where: { id: firstId } }))?.lastUsedAt)
      .not.toBeNull();

    const { stdout, stderr } = await apiKeyCli("list", "lister");
    expect(stderr).toBe("");
    const [header, ...rows] = stdout.trim().split("\n");
    expect(header).toMatch(/^KEY ID\s+CLIENT\s+CREATED\s+LAST USED\s+STATUS$/);
    expect(rows).toHaveLength(2);
    const firstRow = rows.find((row) => row.startsWith(firstId))!;
    expect(firstRow).toMatch(/^[0-9a-f]{16}\s+lister\s+\d{4}-\d\d-\d\dT\S+Z\s+\d{4}-\d\d-\d\dT\S+Z\s+active$/);
    expect(rows.find((row) => row !== firstRow)).toMatch(/\s+never\s+active$/);
    expect(stdout).not.toContain(first.split("_")[2]);
  });

  it("help exits 0 and documents the client id rule", async () => {
    const { stdout, stderr } = await apiKeyCli("help");
    expect(stderr).toBe("");
    expect(stdout).toContain("pnpm api-key list [clientId]");
    expect(stdout).toContain("A client id is 1 to 128 letters, digits or _ . : @ -, starting with a letter or digit.");
  });

  it("fails with one line on stderr: bad arguments (2), an invalid client id (2), an unknown key (1)", async () => {
    await expect(apiKeyCli()).rejects.toMatchObject({
      code: 2,
      stdout: "",
      stderr: "api-key: a command is required. Run `pnpm api-key help` for usage.\n",
    });
    await expect(apiKeyCli("create")).rejects.toMatchObject({
      code: 2,
      stderr: "api-key: create needs a client id. Run `pnpm api-key help` for usage.\n",
    });
    await expect(apiKeyCli("create", "has space")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^api-key: "has space" is not a valid client id: it must be 1 to 128 .*\n$/),
    });
    await expect(apiKeyCli("revoke", "0000000000000000")).rejects.toMatchObject({
      code: 1,
      stdout: "",
      stderr: "api-key: no active key with id 0000000000000000\n",
    });
  });

  it("names DATABASE_URL in one line when the database cannot be reached", async () => {
    const failed = run(process.execPath, [CLI, "list"], {
      env: { ...process.env, DATABASE_URL: "postgresql://postgres@127.0.0.1:9/quarry" },
    });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^api-key: DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:9\/quarry \(.+\)\n$/,
      ),
    });
  });
});
