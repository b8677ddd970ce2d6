import type { Server } from "node:http";
import type { Express } from "express";

/** Binds the app; a port that is taken or forbidden becomes an error that names it, not a silent success. */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once("listening", () => resolve(server));
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        reject(new Error(`PORT ${port} is already in use on ${host}; choose another with PORT=...`));
      else if (error.code === "EACCES")
        reject(new Error(`PORT ${port} needs privileges this process lacks on ${host}`));
      else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND")
        reject(new Error(`HOST ${host} is not an address of this machine`));
      else reject(error);
    });
  });
}

/**
 * Stops accepting connections and lets requests in flight finish (idle keep-alive connections close at once).
 * Whatever is still open after `drainMs` is cut, so shutdown always ends.
 */
export async function drain(server: Server, drainMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), drainMs);
  await closed;
  clearTimeout(timer);
}
