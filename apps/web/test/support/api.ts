import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiKey, createApp } from "@quarry/api";
import { createDb, type Db } from "@quarry/db";
import { cloneTemplate } from "@quarry/db/testing";
import { inject } from "vitest";

export interface Tenant {
  clientId: string;
  apiKey: string;
  /** Calls the API as this tenant; the JSON body of a 2xx, else throws with the body. */
  call(method: string, path: string, body?: unknown): Promise<any>;
}

export interface RunningApi {
  /** The server's origin, e.g. `http://127.0.0.1:40123`; the API is under `/api`. */
  origin: string;
  db: Db;
  tenant(clientId?: string): Promise<Tenant>;
  close(): Promise<void>;
}

let tenants = 0;

/** The real API (serving `webRoot` when given) on a fresh database cloned from the migrated template. */
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
    tenant: async (clientId = `web-client-${++tenants}`) => {
      const { apiKey } = await createApiKey(db, clientId);
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${origin}/api${path}`, {
          method,
          headers: { "x-api-key": apiKey, "x-client-id": clientId, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return text ? JSON.parse(text) : undefined;
      };
      return { clientId, apiKey, call };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      await database.drop();
    },
  };
}

/** Connects the tenant to the sample shop's Cube and syncs its catalogue (what the Connections page does). */
export async function connectShop(tenant: Tenant, shop: { url: string; apiSecret: string }) {
  await tenant.call("POST", "/connections", {
    connection: { id: "shop", type: "cube", name: "Sample shop", url: shop.url, apiSecret: shop.apiSecret },
  });
  await tenant.call("POST", "/connections/shop/sync");
}
