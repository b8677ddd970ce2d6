import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startShopCube } from "@quarry/cube/sandbox";
import { prepareTemplate, startTestServer } from "@quarry/db/testing";
import type { TestProject } from "vitest/node";
import { startComponentApi } from "./component-api-server";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
    testDatabaseTemplate: string;
    shopCube: { url: string; apiSecret: string } | null;
    /** Debian's Chromium for the end-to-end tests; null where it is not installed outside CI. */
    chromium: string | null;
    /** The API the component tests call, and the harness that mints and revokes their tenants' keys. */
    componentApi: { origin: string; harness: string };
  }
}

export const CHROMIUM = process.env.QUARRY_CHROMIUM ?? "/usr/bin/chromium";

/**
 * Once per run: PostgreSQL (DATABASE_URL, else the embedded server) with the migrated template every test file
 * clones, a real Cube over the sample shop, and Chromium. Outside CI a missing Cube or Chromium skips the tests that
 * need it, with a notice; in CI (`CI` set) it fails the run.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer({
    databaseUrl: process.env.DATABASE_URL,
    // Its own embedded server (when DATABASE_URL is unset): the API's and Cube's tests run theirs at the same time.
    embedded: { port: 54345, dataDir: fileURLToPath(new URL("../../../../.data/web-test-postgres", import.meta.url)) },
  });
  project.provide("testDatabaseAdminUrl", server.adminUrl);
  const template = await prepareTemplate(server.adminUrl);
  project.provide("testDatabaseTemplate", template);
  const cube = await startShopCube(server.adminUrl, (line) => console.log(line)).catch((error: Error) => {
    if (process.env.CI) throw error;
    console.warn(`web tests that need data skipped: Cube could not be started (${error.message.split("\n")[0]})`);
    return null;
  });
  project.provide("shopCube", cube && { url: cube.url, apiSecret: cube.apiSecret });
  const chromium = existsSync(CHROMIUM) ? CHROMIUM : null;
  if (!chromium) {
    const message = `${CHROMIUM} not found: install it with \`apt-get install chromium\` (or set QUARRY_CHROMIUM)`;
    if (process.env.CI) throw new Error(message);
    console.warn(`web end-to-end tests skipped: ${message}`);
  }
  project.provide("chromium", chromium);
  // Component tests run in jsdom, where server code cannot be imported: they get a running API instead.
  const componentApi = await startComponentApi(server.adminUrl, template);
  project.provide("componentApi", { origin: componentApi.origin, harness: componentApi.harness });
  return async () => {
    await componentApi.close();
    await cube?.stop();
    await server.stop();
  };
}
