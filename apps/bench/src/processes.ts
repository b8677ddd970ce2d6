import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";

export interface Child {
  process: ChildProcess;
  url: string;
  /** Resident memory now and at its peak, in MiB, from /proc (null where /proc is absent). */
  memory(): { rssMb: number; peakMb: number } | null;
  stop(): Promise<void>;
}

/** A port free right now on loopback: the OS picks it, we release it, the child binds it. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs a Node program in its own process, so the load generator and the server under test never share an event
 * loop; its output goes nowhere (as a production log would go to a collector, not to us). Resolves once `ready`
 * answers 200.
 */
export async function startNode(
  script: string,
  env: Record<string, string>,
  readyPath: (port: number) => string,
  nodeOptions: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, script], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`${script} did not answer within 30 s: ${stderr}`);
    const ok = await fetch(readyPath(port)).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    memory: () => readMemory(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function readMemory(pid: number | undefined): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
  } catch {
    return null;
  }
}
