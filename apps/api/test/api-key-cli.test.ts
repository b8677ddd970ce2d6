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
  it("creates a key printed alone on the last line, which then authenticates; revoke disables it", async () => {
    const created = await apiKeyCli("create", "cli-client");
    const lines = created.stdout.trim().split("\n");
    const apiKey = lines.at(-1)!;
    expect(apiKey).toMatch(/^quarry_[0-9a-f]{16}_[0-9a-f]{64}$/);
    const headers = { "x-api-key": apiKey, "x-client-id": "cli-client" };
    await supertest(ctx.app).get("/api/folders").set(headers).expect(200);

    const stored = await ctx.db.apiKey.findMany({ where: { clientId: "cli-client" } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(apiKey.split("_")[2]);

    const revoked = await apiKeyCli("revoke", stored[0]!.id);
    expect(revoked.stdout.trim()).toBe(`Revoked key ${stored[0]!.id}.`);
    await supertest(ctx.app).get("/api/folders").set(headers).expect(401);
  });

  it("fails with a usage message on bad arguments and for an unknown key", async () => {
    await expect(apiKeyCli("create")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("usage: pnpm api-key") });
    await expect(apiKeyCli("revoke", "0000000000000000")).rejects.toMatchObject({ code: 1, stderr: "No active key with id 0000000000000000.\n" });
  });
});
