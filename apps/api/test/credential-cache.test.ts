import { createApp } from "../src/app.js";
import { authenticate, revokeApiKey } from "../src/services/api-keys.js";
import { CredentialCache } from "../src/services/credential-cache.js";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/context.js";

let ctx: TestContext;
let cache: CredentialCache;
beforeAll(async () => {
  ctx = await createTestContext();
  cache = await CredentialCache.listen(ctx.databaseUrl);
});
afterAll(async () => {
  await cache.close();
  await ctx.close();
});

const TRIGGER = "api_keys_notify_change";
/** Changes a key behind the cache's back: the trigger that announces changes is off for this one update. */
async function revokeSilently(keyId: string) {
  await ctx.db.$transaction([
    ctx.db.$executeRawUnsafe(`ALTER TABLE api_keys DISABLE TRIGGER ${TRIGGER}`),
    ctx.db.$executeRaw`UPDATE api_keys SET revoked_at = now() WHERE id = ${keyId}`,
    ctx.db.$executeRawUnsafe(`ALTER TABLE api_keys ENABLE TRIGGER ${TRIGGER}`),
  ]);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the credential cache", () => {
  it("answers a key it has checked without the database, so a change made behind its back goes unseen", async () => {
    const tenant = await ctx.tenant();
    await supertest(ctx.app).get("/api/folders").set(tenant.headers).expect(200);
    await revokeSilently(tenant.keyId);
    await supertest(ctx.app).get("/api/folders").set(tenant.headers).expect(200);
  });

  it("forgets a key the moment it is revoked, by any path, in every process", async () => {
    const [viaCli, viaSql] = [await ctx.tenant(), await ctx.tenant()];
    const other = createApp({ db: ctx.db, credentials: cache });
    for (const tenant of [viaCli, viaSql]) {
      for (const app of [ctx.app, other]) await supertest(app).get("/api/folders").set(tenant.headers).expect(200);
    }
    expect(await revokeApiKey(ctx.db, viaCli.keyId)).toBe(true);
    await ctx.db.$executeRaw`UPDATE api_keys SET revoked_at = now() WHERE id = ${viaSql.keyId}`;
    await until(() => cache.get(viaCli.keyId) === undefined && cache.get(viaSql.keyId) === undefined);
    for (const tenant of [viaCli, viaSql]) {
      for (const app of [ctx.app, other]) {
        const response = await supertest(app).get("/api/folders").set(tenant.headers).expect(401);
        expect(response.body.error.code).toBe("unauthorized");
      }
    }
  });

  it("caches nothing while its listening connection is down, and listens again by itself", async () => {
    const tenant = await ctx.tenant();
    const app = createApp({ db: ctx.db, credentials: cache });
    await supertest(app).get("/api/folders").set(tenant.headers).expect(200);
    expect(cache.get(tenant.keyId)).toBeDefined();
    await ctx.db.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN quarry_api_keys%' AND pid <> pg_backend_pid()`;
    await until(() => cache.get(tenant.keyId) === undefined);
    // Not listening, so not trusting any copy: a silent revocation is seen at once.
    await revokeSilently(tenant.keyId);
    await supertest(app).get("/api/folders").set(tenant.headers).expect(401);
    const fresh = await ctx.tenant();
    await until(async () => {
      await supertest(app).get("/api/folders").set(fresh.headers).expect(200);
      return cache.get(fresh.keyId) !== undefined;
    });
  });

  it("is not filled by unknown keys: 10,000 of them leave a good key cached and accepted", async () => {
    const tenant = await ctx.tenant();
    expect(await authenticate(ctx.db, tenant.apiKey, tenant.clientId, cache)).toEqual({
      clientId: tenant.clientId,
      keyId: tenant.keyId,
    });
    for (let start = 0; start < 10_000; start += 500) {
      const bad = Array.from({ length: 500 }, (_, index) => {
        const id = (start + index).toString(16).padStart(16, "0");
        return authenticate(ctx.db, `quarry_${id}_${"ab".repeat(32)}`, tenant.clientId, cache);
      });
      expect(new Set(await Promise.all(bad))).toEqual(new Set([null]));
    }
    expect(cache.get(tenant.keyId)).toBeDefined();
    expect(await authenticate(ctx.db, tenant.apiKey, tenant.clientId, cache)).not.toBeNull();
    // A good key's secret with another key's id is still refused: the cache holds hashes, not verdicts.
    const other = await ctx.tenant(tenant.clientId);
    const forged = `quarry_${other.keyId}_${tenant.apiKey.split("_")[2]}`;
    expect(await authenticate(ctx.db, forged, tenant.clientId, cache)).toBeNull();
  });
});
