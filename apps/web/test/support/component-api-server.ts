import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiKey, createApp, revokeApiKey } from "@quarry/api";
import { createDb } from "@quarry/db";
import { cloneTemplate } from "@quarry/db/testing";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/**
 * For the component tests (jsdom): the real API on a database cloned from the template, and beside it a small
 * harness (test-only, never part of the API) that does what an operator's CLI would: `POST /tenants/<clientId>`
 * mints a key, `POST /revoke/<keyId>` revokes one.
 */
export async function startComponentApi(adminUrl: string, template: string) {
  const database = await cloneTemplate(adminUrl, template);
  const db = createDb(database.url);
  const api = http.createServer(createApp({ db }));
  const harness = http.createServer((req, res) => {
    const [, action, id] = (req.url ?? "").split("/");
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const work =
      req.method === "POST" && action === "tenants" && id
        ? createApiKey(db, decodeURIComponent(id)).then((key) => reply(200, key))
        : req.method === "POST" && action === "revoke" && id
          ? revokeApiKey(db, id).then((revoked) => reply(200, { revoked }))
          : Promise.resolve(reply(404, {}));
    work.catch((error: Error) => reply(500, { message: error.message }));
  });
  const origin = await listen(api);
  const harnessUrl = await listen(harness);
  return {
    origin,
    harness: harnessUrl,
    close: async () => {
      for (const server of [api, harness]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await db.$disconnect();
      await database.drop();
    },
  };
}
