import http from "node:http";
import { chmod, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type Tenant, type TestContext } from "./support/context.js";
import { embeddedDataDir, freePort, MAIN, portAnswers, startProcess } from "./support/processes.js";

/** The API as an operator runs it: the built `main.js` in its own process, configured only by its environment. */
let ctx: TestContext;
let tenant: Tenant;

beforeAll(async () => {
  ctx = await createTestContext();
  tenant = await ctx.tenant();
});
afterAll(async () => {
  await ctx.close();
});

async function expectStartFailure(env: Record<string, string>, line: string | RegExp) {
  const api = startProcess(MAIN, { LOG_FORMAT: "json", ...env });
  const { code } = await api.exited;
  expect(code).toBe(1);
  const lines = api.stderr().split("\n").filter(Boolean);
  expect(lines).toHaveLength(1);
  if (typeof line === "string") expect(lines[0]).toBe(line);
  else expect(lines[0]).toMatch(line);
  return api;
}

describe("configuration", () => {
  it("a bad variable stops the start with one line naming it, and exit code 1", async () => {
    await expectStartFailure(
      { PORT: "abc" },
      'quarry-api: Invalid configuration: PORT must be a whole number (got "abc")',
    );
    await expectStartFailure(
      { QUARRY_MIGRATE: "yes", LOG_LEVEL: "loud", PORT: "70000" },
      'quarry-api: Invalid configuration: PORT must be a port number from 0 to 65535 (got "70000"); QUARRY_MIGRATE must be true or false (got "yes"); LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    await expectStartFailure(
      { QUARRY_CORS_ORIGINS: "https://app.example.com,https://app.example.com/path" },
      /^quarry-api: Invalid configuration: QUARRY_CORS_ORIGINS must list origins such as https:\/\/app\.example\.com .*\(got "https:\/\/app\.example\.com,https:\/\/app\.example\.com\/path"\)$/,
    );
  });

  it("never echoes a DATABASE_URL, which may hold a password", async () => {
    const api = await expectStartFailure(
      { DATABASE_URL: "mysql://admin:hunter2@db/quarry" },
      "quarry-api: Invalid configuration: DATABASE_URL must be a postgresql:// connection string",
    );
    expect(api.output()).not.toContain("hunter2");
  });

  it("an unreachable DATABASE_URL is one line naming it", async () => {
    await expectStartFailure(
      { DATABASE_URL: "postgresql://postgres:secret@127.0.0.1:9/quarry" },
      "quarry-api: DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:9/quarry (ECONNREFUSED)",
    );
  });
});

describe("a port already in use", () => {
  it("is one line naming the port, exit code 1", async () => {
    const blocker = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => blocker.once("listening", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expectStartFailure(
        { DATABASE_URL: ctx.databaseUrl, PORT: String(port), HOST: "127.0.0.1" },
        `quarry-api: PORT ${port} is already in use on 127.0.0.1; choose another with PORT=...`,
      );
    } finally {
      blocker.close();
    }
  });

  it("also stops the embedded PostgreSQL that the failed start had started", async () => {
    const blocker = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => blocker.once("listening", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const data = await embeddedDataDir();
    const pgPort = await freePort();
    try {
      await expectStartFailure(
        {
          PORT: String(port),
          HOST: "127.0.0.1",
          QUARRY_EMBEDDED_PG_PORT: String(pgPort),
          QUARRY_DATA_DIR: data.dataDir,
        },
        `quarry-api: PORT ${port} is already in use on 127.0.0.1; choose another with PORT=...`,
      );
      expect(await portAnswers(pgPort)).toBe(false);
    } finally {
      blocker.close();
      await rm(data.parent, { recursive: true, force: true });
    }
  });
});

/** Sends a request's headers and half its body, so it is in flight until `finish` is called. */
function requestInFlight(port: number, body: string) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/folders",
    headers: { ...tenant.headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)) };
}

describe.each(["SIGTERM", "SIGINT"] as const)("%s", (signal) => {
  it("lets the request in flight finish, refuses new ones, and exits 0 within 5 s", async () => {
    const port = await freePort();
    const api = startProcess(MAIN, {
      DATABASE_URL: ctx.databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_FORMAT: "json",
    });
    await api.waitFor(/Quarry API listening/);
    const inFlight = requestInFlight(port, JSON.stringify({ folder: { title: `Drained on ${signal}` } }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    api.child.kill(signal);
    await api.waitFor(new RegExp(`${signal} received`));
    expect(await portAnswers(port)).toBe(false);
    inFlight.finish();

    expect(await inFlight.response).toEqual({ status: 200, body: '{"status":"ok"}' });
    expect((await api.exited).code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    const folders = await ctx.db.folder.findMany({
      where: { clientId: tenant.clientId, title: `Drained on ${signal}` },
    });
    expect(folders).toHaveLength(1);
  });
});

describe("the embedded PostgreSQL", () => {
  it("dying under a running API makes the API exit non-zero, so a supervisor can restart both", async () => {
    const data = await embeddedDataDir();
    const pgPort = await freePort();
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      QUARRY_EMBEDDED_PG_PORT: String(pgPort),
      QUARRY_DATA_DIR: data.dataDir,
    };
    const api = startProcess(MAIN, { ...env, LOG_FORMAT: "json" });
    try {
      await api.waitFor(/Quarry API listening/, 60_000);
      expect(await worldReadableSecretsInTmp()).toEqual([]);
      const postmasterPid = Number((await readFile(path.join(data.dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);
      process.kill(postmasterPid, "SIGKILL");
      const { code } = await api.exited;
      expect(code).toBe(1);
      expect(api.output()).toMatch(
        /the embedded PostgreSQL exited unexpectedly \(SIGKILL\); the API exits so that it can be restarted/,
      );
    } finally {
      api.child.kill("SIGKILL");
      await rm(data.parent, { recursive: true, force: true });
    }
  });
});

/** initdb needs the password in a file: none may be left readable by other users in the temp folder. */
async function worldReadableSecretsInTmp(): Promise<string[]> {
  const names = (await readdir(tmpdir())).filter((name) => /^(pg-password|quarry-initdb)/.test(name));
  const readable: string[] = [];
  for (const name of names) {
    const mode = await stat(path.join(tmpdir(), name)).then(
      (info) => info.mode,
      () => 0,
    );
    if (mode & 0o004) readable.push(name);
  }
  return readable;
}

describe.skipIf(process.getuid?.() !== 0)("run as root", () => {
  it("an explicit QUARRY_DATA_DIR the postgres user cannot reach is one line naming it", async () => {
    const privateParent = await mkdtemp(path.join(tmpdir(), "quarry-private-"));
    await chmod(privateParent, 0o700);
    const dataDir = path.join(privateParent, "postgres");
    try {
      await expectStartFailure(
        { QUARRY_DATA_DIR: dataDir, QUARRY_EMBEDDED_PG_PORT: String(await freePort()) },
        `quarry-api: QUARRY_DATA_DIR: ${dataDir} is not reachable by the postgres user that runs the embedded server`,
      );
    } finally {
      await rm(privateParent, { recursive: true, force: true });
    }
  });
});
