import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { createTestContext, type TestContext } from "./support/context.js";

let ctx: TestContext;
let root: string;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head></html>';

beforeAll(async () => {
  ctx = await createTestContext();
  root = mkdtempSync(path.join(tmpdir(), "quarry-web-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "assets", "app-1a2b.js"), "console.log('app')");
  writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await ctx.close();
});

describe("the web app beside the API", () => {
  it("serves the build at /, its assets cached for good, and its own routes as index.html", async () => {
    const app = supertest(createApp({ db: ctx.db, webRoot: root }));
    const index = await app.get("/").expect(200);
    expect(index.text).toBe(INDEX);
    expect(index.headers["cache-control"]).toBe("no-cache");
    // The app also runs on plain-HTTP hosts, so its pages do not ask the browser to upgrade requests.
    expect(index.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(index.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");

    const asset = await app.get("/assets/app-1a2b.js").expect(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    await app.get("/favicon.svg").expect(200);

    for (const route of ["/folders/abc", "/reports/revenue", "/ask"]) {
      const page = await app.get(route).set("Accept", "text/html").expect(200);
      expect(page.text).toBe(INDEX);
    }
  });

  it("keeps the API's JSON answers: /api stays the API, and a missing asset or non-HTML request is a JSON 404", async () => {
    const app = supertest(createApp({ db: ctx.db, webRoot: root }));
    const api = await app.get("/api/nope").set("Accept", "text/html").expect(401);
    expect(api.body.error.code).toBe("unauthorized");
    await app.get("/api/healthz").expect(200);
    const asset = await app.get("/assets/gone.js").set("Accept", "text/html").expect(404);
    expect(asset.body.error.message).toBe("No route for GET /assets/gone.js");
    const json = await app.get("/folders/abc").set("Accept", "application/json").expect(404);
    expect(json.body.error.code).toBe("not_found");
    const post = await app.post("/folders").set("Accept", "text/html").expect(404);
    expect(post.body.error.code).toBe("not_found");
  });

  it("serves no app without a build: / is the JSON 404 as before", async () => {
    for (const webRoot of [undefined, path.join(root, "missing")]) {
      const res = await supertest(createApp({ db: ctx.db, webRoot }))
        .get("/")
        .set("Accept", "text/html")
        .expect(404);
      expect(res.body.error.message).toBe("No route for GET /");
    }
  });
});
