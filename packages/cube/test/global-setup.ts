import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDatabase, quoteIdentifier } from "@quarry/db";
import { startTestServer, withDatabase } from "@quarry/db/testing";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensureCubeRuntime, seedShop, startCube } from "../src/sandbox/index.js";

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
  let serverPath: string;
  try {
    serverPath = await ensureCubeRuntime((line) => console.log(line));
  } catch (error) {
    if (process.env.CI) throw error;
    console.warn(`Cube tests skipped: Cube could not be installed (${(error as Error).message.split("\n")[0]})`);
    project.provide("cube", null);
    return;
  }
  const server = await startTestServer({
    databaseUrl: process.env.DATABASE_URL,
    embedded: { port: 54341, dataDir: path.join(ROOT, ".data/cube-test-postgres") },
  });
  const name = `quarry_cube_shop_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(server.adminUrl, name);
  const databaseUrl = withDatabase(server.adminUrl, name);
  await seedShop(databaseUrl);
  const apiSecret = randomBytes(24).toString("hex");
  const cube = await startCube({ serverPath, databaseUrl, apiSecret });
  project.provide("cube", { url: cube.url, apiSecret, databaseUrl });
  return async () => {
    await cube.stop();
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  };
}
