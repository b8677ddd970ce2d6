import { createDb, type Db } from "@quarry/db";
import { cloneTemplate } from "@quarry/db/testing";
import type { Express } from "express";
import supertest from "supertest";
import { afterAll, beforeAll, beforeEach, expect, inject } from "vitest";
import { createApp } from "../../src/app.js";
import { createApiKey } from "../../src/services/api-keys.js";
import { CredentialCache } from "../../src/services/credential-cache.js";

export interface Tenant {
  clientId: string;
  keyId: string;
  apiKey: string;
  headers: Record<string, string>;
}

export interface TestContext {
  app: Express;
  db: Db;
  databaseUrl: string;
  /** A tenant with a fresh key; call again for more tenants. */
  tenant(clientId?: string): Promise<Tenant>;
  close(): Promise<void>;
}

let tenantCounter = 0;

/** A fresh database cloned from the migrated template, an app on it, and helpers to mint tenants. */
export async function createTestContext(): Promise<TestContext> {
  const database = await cloneTemplate(inject("testDatabaseAdminUrl"), inject("testDatabaseTemplate"));
  const db = createDb(database.url);
  // As in production: credentials checked through the cache that revocations clear.
  const credentials = await CredentialCache.listen(database.url);
  const app = createApp({ db, credentials });
  return {
    app,
    db,
    databaseUrl: database.url,
    tenant: async (clientId = `client-${++tenantCounter}`) => {
      const { keyId, apiKey } = await createApiKey(db, clientId);
      return { clientId, keyId, apiKey, headers: { "x-api-key": apiKey, "x-client-id": clientId } };
    },
    close: async () => {
      await credentials.close();
      await db.$disconnect();
      await database.drop();
    },
  };
}

/** supertest with a tenant's credentials already set. */
export function as(app: Express, tenant: Tenant) {
  const agent = supertest(app);
  return {
    get: (path: string) => agent.get(path).set(tenant.headers),
    post: (path: string) => agent.post(path).set(tenant.headers),
    put: (path: string) => agent.put(path).set(tenant.headers),
    patch: (path: string) => agent.patch(path).set(tenant.headers),
    delete: (path: string) => agent.delete(path).set(tenant.headers),
  };
}

export interface PerTestTenant {
  ctx: TestContext;
  tenant: Tenant;
  api: ReturnType<typeof as>;
}

/**
 * Registers the usual hooks: one database for the file, a new tenant for every test, so tests never see each
 * other's rows and can run in any order. Read the fields inside tests, not at module load.
 */
export function useTenantPerTest(): PerTestTenant {
  const state = {} as PerTestTenant;
  beforeAll(async () => {
    state.ctx = await createTestContext();
  });
  afterAll(async () => {
    await state.ctx.close();
  });
  beforeEach(async () => {
    state.tenant = await state.ctx.tenant();
    state.api = as(state.ctx.app, state.tenant);
  });
  return state;
}

/** A 400 `validation_failed` whose details name exactly these paths (in any order). */
export function expectInvalid(
  res: { status: number; body: { error?: { code: string; details: { path: string }[] } } },
  paths: string[],
) {
  expect(res.status).toBe(400);
  expect(res.body.error?.code).toBe("validation_failed");
  expect(res.body.error?.details.map((detail) => detail.path).sort()).toEqual([...paths].sort());
}
