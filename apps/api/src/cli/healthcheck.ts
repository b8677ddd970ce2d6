import { parseEnv } from "../env.js";

/**
 * The container's HEALTHCHECK: exit 0 when this process's own API answers `GET /api/healthz` with 200, else 1.
 * Slim Node images have no curl or wget, so node itself asks. It reads PORT and HOST the way the server does, so
 * a container started with another PORT is still checked on the port it listens on. Liveness only: the database
 * is /api/readyz's concern, and a database outage should not get the API container restarted.
 */
const TIMEOUT_MS = 2_000;

function loopbackFor(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

let url: string;
try {
  const env = parseEnv();
  url = `http://${loopbackFor(env.HOST)}:${env.PORT}/api/healthz`;
} catch (error) {
  console.error(`healthcheck: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status !== 200) {
    console.error(`healthcheck: ${url} answered ${response.status}`);
    process.exit(1);
  }
} catch (error) {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  console.error(`healthcheck: ${url} did not answer (${cause ?? (error as Error).message})`);
  process.exit(1);
}
process.exit(0);
