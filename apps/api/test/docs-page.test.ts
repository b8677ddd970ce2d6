import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/context.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PAGE = "/api/docs";

/** Every script and stylesheet/icon the page loads, resolved as a browser would against the page's address. */
function assetsOf(html: string): string[] {
  const references = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
  return references.map((reference) => new URL(reference, `http://quarry.test${PAGE}`).pathname);
}

/** Absolute http(s) URLs, other than the SVG namespace, which names no host to fetch from. */
function externalUrls(text: string): string[] {
  return (text.match(/https?:\/\/[^\s"'()<>]+/g) ?? []).filter((url) => !url.startsWith("http://www.w3.org/"));
}

describe("the API reference page", () => {
  it("is served as HTML without credentials, under a same-origin-only CSP", async () => {
    const res = await supertest(ctx.app).get(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="swagger-ui"></div>');
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).not.toMatch(/https?:/);
  });

  it("loads only assets this server serves", async () => {
    const html = (await supertest(ctx.app).get(PAGE)).text;
    const assets = assetsOf(html);
    expect(assets).toEqual(
      expect.arrayContaining(["/api/docs/swagger-ui-bundle.js", "/api/docs/swagger-ui.css", "/api/docs/init.js"]),
    );
    for (const asset of assets) {
      const res = await supertest(ctx.app).get(asset);
      expect(res.status, asset).toBe(200);
      expect(Number(res.headers["content-length"] ?? res.text?.length ?? 0), asset).toBeGreaterThan(0);
    }
  });

  it("names no outside host in the page, its initializer or its stylesheets", async () => {
    const html = (await supertest(ctx.app).get(PAGE)).text;
    expect(externalUrls(html)).toEqual([]);
    for (const asset of assetsOf(html).filter(
      (path) => /\.(js|css)$/.test(path) && !path.endsWith("swagger-ui-bundle.js"),
    )) {
      const text = (await supertest(ctx.app).get(asset).buffer(true)).text;
      expect(externalUrls(text), asset).toEqual([]);
      expect(text, asset).not.toContain("@import");
    }
  });

  it("initializes Swagger UI with this API's document and no online validator", async () => {
    const res = await supertest(ctx.app).get(`${PAGE}/init.js`);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.text).toContain('url: "openapi.json"');
    expect(res.text).toContain("validatorUrl: null");
    // Resolved against the page, the document's address is the API's own.
    expect(new URL("openapi.json", `http://quarry.test${PAGE}`).pathname).toBe("/api/openapi.json");
  });

  it("sends /api/docs/ to /api/docs, whose relative links the page relies on", async () => {
    const res = await supertest(ctx.app).get(`${PAGE}/?x=1`);
    expect(res.status).toBe(301);
    const target = new URL(res.headers.location!, `http://quarry.test${PAGE}/?x=1`);
    expect(target.pathname + target.search).toBe(`${PAGE}?x=1`);
  });

  it("serves none of swagger-ui-dist's other files: other paths below it are the API's (401, then 404)", async () => {
    const tenant = await ctx.tenant();
    for (const path of ["/api/docs/index.html", "/api/docs/swagger-initializer.js", "/api/docs/package.json"]) {
      expect((await supertest(ctx.app).get(path)).status, path).toBe(401);
      const res = await supertest(ctx.app).get(path).set(tenant.headers);
      expect([res.status, res.body.error?.code], path).toEqual([404, "not_found"]);
    }
  });
});
