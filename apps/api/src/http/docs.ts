import { createRequire } from "node:module";
import { dirname } from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { openApiDocument } from "../openapi/document.js";

/** swagger-ui-dist's folder, found without loading its code. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The only files of swagger-ui-dist the page uses (source maps for browsers' developer tools). */
const SWAGGER_UI_FILES = new Set([
  "swagger-ui.css",
  "swagger-ui.css.map",
  "index.css",
  "swagger-ui-bundle.js",
  "swagger-ui-bundle.js.map",
  "favicon-32x32.png",
  "favicon-16x16.png",
]);

/**
 * Everything the page loads is relative to `/api/docs` and served below it, so it works behind any path prefix
 * and never leaves this server. The initializer is a file, not an inline script, so the page's CSP can forbid
 * inline scripts.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Quarry API reference</title>
  <link rel="stylesheet" href="docs/swagger-ui.css">
  <link rel="stylesheet" href="docs/index.css">
  <link rel="icon" type="image/png" href="docs/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="docs/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="docs/swagger-ui-bundle.js"></script>
  <script src="docs/init.js"></script>
</body>
</html>
`;

/**
 * `openapi.json` resolves against the page, i.e. to `/api/openapi.json`. No validator badge: Swagger UI would
 * otherwise send the document to an outside validation service. BaseLayout has no URL bar for loading other
 * documents.
 */
const INITIALIZER = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    validatorUrl: null,
  });
});
`;

/**
 * Only this server: Swagger UI needs inline styles (React sets them) and data: images (its CSS icons); the
 * page sends requests ("Try it out") to the API on the same origin.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const serveSwaggerUiFile = express.static(SWAGGER_UI_DIR, {
  index: false,
  redirect: false,
  fallthrough: true,
  maxAge: "1h",
});

const swaggerUiAssets: RequestHandler = (req, res, next) => {
  if (SWAGGER_UI_FILES.has(req.path.slice(1))) serveSwaggerUiFile(req, res, next);
  else next();
};

/**
 * The OpenAPI document and the reference page, on the API router before credentials and body parsing: both are
 * public, and neither reads a body. Other paths under `/docs/` fall through to the API's 404.
 */
export function mountApiReference(api: Router): void {
  api.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument);
  });
  api.get("/docs", (req, res) => {
    // Express also routes `/docs/` here; the page's relative links need the canonical `/docs`.
    const [pathname, query] = req.originalUrl.split("?");
    if (pathname!.endsWith("/")) {
      res.redirect(301, `../docs${query === undefined ? "" : `?${query}`}`);
      return;
    }
    res.set("Content-Security-Policy", CONTENT_SECURITY_POLICY).type("html").send(PAGE);
  });
  api.get("/docs/init.js", (_req, res) => {
    res.set("Cache-Control", "no-cache").type("text/javascript").send(INITIALIZER);
  });
  api.use("/docs", swaggerUiAssets);
}
