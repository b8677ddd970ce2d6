import net, { type AddressInfo } from "node:net";

export type ProxyMode = "open" | "stopped" | "hung";

export interface DatabaseProxy {
  /** The database URL rewritten to go through the proxy. */
  url: string;
  /**
   * `open`: bytes flow both ways. `stopped`: every connection is cut and new ones are refused at once, as when
   * PostgreSQL is shut down. `hung`: connections stay open but nothing flows, as when its host freezes.
   */
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of PostgreSQL, so a test can stop the database for one app without touching the server. */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let mode: ProxyMode = "open";
  const proxy = net.createServer((client) => {
    if (mode === "stopped") return void client.destroy();
    const server = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, server };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on("error", drop).on("close", drop);
    server.on("error", drop).on("close", drop);
    client.pipe(server);
    server.pipe(client);
    if (mode === "hung") {
      client.pause();
      server.pause();
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((proxy.address() as AddressInfo).port);
  return {
    url: url.toString(),
    set(next) {
      mode = next;
      for (const { client, server } of pairs) {
        if (next === "stopped") {
          client.destroy();
          server.destroy();
        } else if (next === "hung") {
          client.unpipe(server);
          server.unpipe(client);
          client.pause();
          server.pause();
        } else {
          client.pipe(server);
          server.pipe(client);
          client.resume();
          server.resume();
        }
      }
    },
    close: async () => {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
