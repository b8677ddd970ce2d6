import { randomBytes } from "node:crypto";
import pg from "pg";
import { ensureCubeRuntime } from "./runtime.js";
import { startCube } from "./server.js";
import { seedShop } from "./shop.js";

export interface ShopCube {
  /** Cube's base address. */
  url: string;
  apiSecret: string;
  /** The shop's own database, which Cube reads. */
  databaseUrl: string;
  /** Stops Cube and drops the shop's database. */
  stop(): Promise<void>;
}

/**
 * The whole sandbox in one call: Cube installed (once, into its cache), a fresh database with the sample shop on the
 * server of `adminUrl` (a connection string to its `postgres` database), and Cube started over it with a random
 * API secret.
 */
export async function startShopCube(adminUrl: string, log: (line: string) => void = () => {}): Promise<ShopCube> {
  const serverPath = await ensureCubeRuntime(log);
  const name = `quarry_cube_shop_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
  };
  try {
    await seedShop(databaseUrl);
    const apiSecret = randomBytes(24).toString("hex");
    const cube = await startCube({ serverPath, databaseUrl, apiSecret });
    return {
      url: cube.url,
      apiSecret,
      databaseUrl,
      stop: async () => {
        await cube.stop();
        await dropDatabase();
      },
    };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}
