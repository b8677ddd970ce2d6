import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer } from "@quarry/db/testing";
import type { TestProject } from "vitest/node";
import { startShopCube } from "../src/sandbox/index.js";

export interface CubeUnderTest {
  url: string;
  apiSecret: string;
  /** The shop's database, which Cube reads. */
  databaseUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    cube: CubeUnderTest | null;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Once per run: install Cube into its cache (first run only), seed the sample shop in PostgreSQL (DATABASE_URL, else
 * an embedded server of its own) and start Cube over it. Where Cube cannot be installed the tests that need it skip
 * with a notice, except in CI (`CI` set), where that is a failure.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer({
    databaseUrl: process.env.DATABASE_URL,
    embedded: { port: 54341, dataDir: path.join(ROOT, ".data/cube-test-postgres") },
  });
  try {
    const cube = await startShopCube(server.adminUrl, (line) => console.log(line));
    project.provide("cube", { url: cube.url, apiSecret: cube.apiSecret, databaseUrl: cube.databaseUrl });
    return async () => {
      await cube.stop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    if (process.env.CI) throw error;
    console.warn(`Cube tests skipped: Cube could not be started (${(error as Error).message.split("\n")[0]})`);
    project.provide("cube", null);
    return undefined;
  }
}
