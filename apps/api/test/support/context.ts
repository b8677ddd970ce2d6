import { createDb, type Db } from "@quarry/db";
import { cloneTemplate } from "@quarry/db/testing";
import type { Express } from "express";
import supertest from "supertest";
import { inject } from "vitest";
import { createApp } from "../../src/app.js";
import { createApiKey } from "../../src/services/api-keys.js";

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
  const app = createApp({ db, logger: { error: () => {} } });
  return {
    app,
    db,
    databaseUrl: database.url,
    tenant: async (clientId = `client-${++tenantCounter}`) => {
      const { keyId, apiKey } = await createApiKey(db, clientId);
      return { clientId, keyId, apiKey, headers: { "x-api-key": apiKey, "x-client-id": clientId } };
    },
    close: async () => {
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
  };
}
