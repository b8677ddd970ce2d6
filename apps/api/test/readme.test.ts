import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readmeBlocks, startReadmeApi, type ReadmeApi } from "./support/readme.js";

/**
 * The README's walkthrough, run as written against a real API process: every `sh` block between
 * `<!-- walkthrough:start -->` and `<!-- walkthrough:end -->`, in order, in one bash. Only the address changes
 * (a free port instead of 3000) and curl is told to fail on an error status, so a command that stops working
 * fails this test.
 */
let api: ReadmeApi;
beforeAll(async () => {
  api = await startReadmeApi();
});
afterAll(async () => {
  await api.stop();
});

describe("README walkthrough", () => {
  it("runs as written, every command succeeding", async () => {
    const script = readmeBlocks("walkthrough").join("\n");
    expect(script).toContain("pnpm api-key create acme");
    const { code, output } = await api.run(script);
    expect(output).toContain("[ 'Orders by status', 'Revenue' ] null");
    expect(output).toContain('"source":"validated"');
    expect(code, output).toBe(0);
  }, 180_000);
});
