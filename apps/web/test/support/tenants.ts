import { inject } from "vitest";

export interface Tenant {
  clientId: string;
  keyId: string;
  apiKey: string;
  /** Calls the API as this tenant; the JSON body of a 2xx, else throws with the body. */
  call(method: string, path: string, body?: unknown): Promise<any>;
}

/** Calls the API at `origin` as the client holding `apiKey`. */
export function tenantAt(origin: string, key: { clientId: string; keyId: string; apiKey: string }): Tenant {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: { "x-api-key": key.apiKey, "x-client-id": key.clientId, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { ...key, call };
}

let count = 0;

/** A new client of the component tests' API, with a fresh key: tests never see each other's data. */
export async function newTenant(): Promise<Tenant> {
  const { harness, origin } = inject("componentApi");
  const clientId = `component-${process.pid}-${++count}-${Date.now().toString(36)}`;
  const response = await fetch(`${harness}/tenants/${clientId}`, { method: "POST" });
  return tenantAt(origin, { clientId, ...((await response.json()) as { keyId: string; apiKey: string }) });
}

export async function revokeKey(tenant: Tenant): Promise<void> {
  await fetch(`${inject("componentApi").harness}/revoke/${tenant.keyId}`, { method: "POST" });
}

/** Connects the tenant to the sample shop's Cube and syncs its catalogue (what the Connections page does). */
export async function connectShop(tenant: Tenant, shop: { url: string; apiSecret: string }) {
  await tenant.call("POST", "/connections", {
    connection: { id: "shop", type: "cube", name: "Sample shop", url: shop.url, apiSecret: shop.apiSecret },
  });
  await tenant.call("POST", "/connections/shop/sync");
}
