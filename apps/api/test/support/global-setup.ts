import { prepareTemplate, startTestServer } from "@quarry/db/testing";
import type { TestProject } from "vitest/node";
import { databaseOptions, parseEnv } from "../../src/env.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
    testDatabaseTemplate: string;
  }
}

/**
 * Once per run: reach PostgreSQL (DATABASE_URL, else the embedded server) and build the migrated template that
 * every test file clones.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer(databaseOptions(parseEnv()));
  const template = await prepareTemplate(server.adminUrl);
  project.provide("testDatabaseAdminUrl", server.adminUrl);
  project.provide("testDatabaseTemplate", template);
  return async () => {
    await server.stop();
  };
}
