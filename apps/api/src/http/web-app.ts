import { existsSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import helmet from "helmet";

/**
 * The web app (`apps/web`, built by Vite) served from `/`, beside the API under `/api`. Its hashed assets are cached
 * for good; `index.html` is revalidated every time so that a new deployment is picked up at the next load. Any other
 * GET that asks for HTML is one of the app's own routes (`/folders/abc`, `/reports/x`), so it gets `index.html` too,
 * and the app's router takes it from there. Everything else falls through to the JSON 404.
 */
export function webApp(root: string): Router {
  const router = express.Router();
  // helmet's policy, without upgrade-insecure-requests: the app also runs on plain-HTTP hosts (a container on a LAN).
  router.use(helmet.contentSecurityPolicy({ directives: { upgradeInsecureRequests: null } }));
  router.use(
    "/assets",
    express.static(path.join(root, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: true }),
  );
  router.use(express.static(root, { index: "index.html", setHeaders: noCacheForHtml }));
  router.get(/.*/, appShell(root));
  return router;
}

/** Whether `root` holds a built app (`index.html`): the API serves it only then. */
export function isWebAppBuild(root: string | undefined): root is string {
  return root !== undefined && existsSync(path.join(root, "index.html"));
}

function noCacheForHtml(res: express.Response, file: string) {
  if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
}

function appShell(root: string): RequestHandler {
  const index = path.join(root, "index.html");
  return (req, res, next) => {
    if (!req.accepts("html") || req.path.startsWith("/assets/")) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index, (error) => (error ? next(error) : undefined));
  };
}
