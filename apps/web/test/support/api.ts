import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiKey, createApp } from "@quarry/api";
import { createDb, type Db } from "@quarry/db";
import { cloneTemplate } from "@quarry/db/testing";
import { inject } from "vitest";
import { tenantAt, type Tenant } from "./tenants";

export interface RunningApi {
  /** The server's origin, e.g. `http://127.0.0.1:40123`; the API is under `/api`. */
  origin: string;
  db: Db;
  tenant(clientId?: string): Promise<Tenant>;
  close(): Promise<void>;
}

let tenants = 0;

/** The real API serving the built web app, on a fresh database cloned from the migrated template (end-to-end tests). */
export async function startApi(options: { webRoot?: string } = {}): Promise<RunningApi> {
  const database = await cloneTemplate(inject("testDatabaseAdminUrl"), inject("testDatabaseTemplate"));
  const db = createDb(database.url);
  const app = createApp({ db, webRoot: options.webRoot });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    db,
    tenant: async (clientId = `web-client-${++tenants}`) =>
      tenantAt(origin, { clientId, ...(await createApiKey(db, clientId)) }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      await database.drop();
    },
  };
}
