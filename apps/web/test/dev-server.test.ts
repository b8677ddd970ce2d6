import { spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { cloneTemplate } from "@quarry/db/testing";
import { afterAll, describe, expect, inject, it } from "vitest";

const DEV = fileURLToPath(new URL("../scripts/dev.mjs", import.meta.url));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe("pnpm dev", () => {
  it("starts the API and the app together, with the demo client's key filled in, and stops on SIGTERM", async () => {
    const database = await cloneTemplate(inject("testDatabaseAdminUrl"), inject("testDatabaseTemplate"));
    cleanups.push(() => database.drop());
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [DEV], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: database.url,
        PORT: String(apiPort),
        QUARRY_WEB_PORT: String(webPort),
        QUARRY_DEV_CUBE: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    cleanups.push(async () => void child.kill("SIGKILL"));
    await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toMatch(/\[dev\] web app on/);

    const web = `http://127.0.0.1:${webPort}`;
    expect(await (await fetch(`${web}/`, { headers: { accept: "text/html" } })).text()).toContain(
      '<div id="root"></div>',
    );
    // The API answers through the app's own origin, as the app calls it.
    expect(await (await fetch(`${web}/api/healthz`)).json()).toEqual({ status: "ok" });
    // The sign-in page is served with the demo client's key in it (development only), and that key works.
    const signIn = await (await fetch(`${web}/src/pages/sign-in.tsx`)).text();
    const apiKey = signIn.match(/"VITE_QUARRY_DEV_API_KEY":\s*"([^"]+)"/)?.[1];
    expect(apiKey, signIn.slice(0, 500)).toBeDefined();
    const folders = await fetch(`${web}/api/folders`, { headers: { "x-api-key": apiKey!, "x-client-id": "demo" } });
    expect(folders.status).toBe(200);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("[dev] stopping...");
  });
});
