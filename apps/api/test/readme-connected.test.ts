import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readmeBlocks, startReadmeApi, type ReadmeApi } from "./support/readme.js";

/**
 * The README's "Connected to a real Cube" commands, as written, after the walkthrough's first block (the key and
 * the helpers), against a real API process and the real Cube over the sample shop that the global setup started.
 */
const shop = inject("shopCube");
let api: ReadmeApi;
beforeAll(async () => {
  api = await startReadmeApi();
});
afterAll(async () => {
  await api.stop();
});

describe.skipIf(!shop)("README, connected to a real Cube", () => {
  it("runs as written, every command succeeding", async () => {
    const [setup] = readmeBlocks("walkthrough");
    const connected = readmeBlocks("connected");
    expect(connected.join("\n")).toContain("/connections/shop/sync");
    const { code, output } = await api.run([setup, ...connected].join("\n"), {
      CUBE_URL: shop!.url,
      CUBE_API_SECRET: shop!.apiSecret,
    });
    expect(code, output).toBe(0);
    expect(output).toContain('"ok":true');
    expect(output).toContain('"values":["Berlin","Lisbon","Lyon","Seville"]');
    expect(output).toContain('"valid":false');
    expect(output).toContain('"customers.country":"Spain"');
    expect(output).not.toContain(shop!.apiSecret);
  }, 180_000);
});
