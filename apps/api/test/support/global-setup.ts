import { startShopCube } from "@quarry/cube/sandbox";
import { prepareTemplate, startTestServer } from "@quarry/db/testing";
import type { TestProject } from "vitest/node";
import { databaseOptions, parseEnv } from "../../src/env.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
    testDatabaseTemplate: string;
    /** A real Cube over the sample shop (`@quarry/cube/sandbox`); null where Cube could not be started outside CI. */
    shopCube: { url: string; apiSecret: string } | null;
  }
}

/**
 * Once per run: reach PostgreSQL (DATABASE_URL, else the embedded server), build the migrated template that every
 * test file clones, and start a real Cube over the sample shop for the connection tests. Where Cube cannot be
 * installed those tests skip with a notice, except in CI (`CI` set), where that fails the run.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer(databaseOptions(parseEnv()));
  const template = await prepareTemplate(server.adminUrl);
  project.provide("testDatabaseAdminUrl", server.adminUrl);
  project.provide("testDatabaseTemplate", template);
  const cube = await startShopCube(server.adminUrl, (line) => console.log(line)).catch((error: Error) => {
    if (process.env.CI) throw error;
    console.warn(`Cube connection tests skipped: Cube could not be started (${error.message.split("\n")[0]})`);
    return null;
  });
  project.provide("shopCube", cube && { url: cube.url, apiSecret: cube.apiSecret });
  return async () => {
    await cube?.stop();
    await server.stop();
  };
}
