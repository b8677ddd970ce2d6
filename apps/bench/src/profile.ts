import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
}

/** Where a function lives, by the package that owns its file: the unit a fix is chosen by. */
function ownerOf(url: string): string {
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  const ours = /\/(apps|packages)\/([^/]+)\//.exec(url);
  if (ours) return `@quarry/${ours[2]}`;
  return url.startsWith("node:") || url === "" ? "node (runtime, sockets, GC)" : url;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1).padStart(5)}%`;

/**
 * Where the API spent its CPU, from the `.cpuprofile` files V8 wrote with `--cpu-prof`: by package and by
 * function (self time), as shares of the busy time. Idle time is left out of the shares (it includes startup and
 * seeding); only its own share of the whole is shown.
 */
export function summarizeProfiles(dir: string, count = 20): string {
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
    for (const { callFrame, hitCount = 0 } of profile.nodes) {
      if (callFrame.functionName === "(idle)") {
        idle += hitCount;
        continue;
      }
      busy += hitCount;
      const owner = ownerOf(callFrame.url);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + hitCount);
      const name = `${callFrame.functionName || "(anonymous)"} [${owner}]`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + hitCount);
    }
  }
  const top = (totals: Map<string, number>, limit: number) =>
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, hits]) => `${percent(hits, busy)}  ${name}`);
  return [
    `idle ${percent(idle, idle + busy).trim()} of the samples (startup and seeding included); shares below are of busy time`,
    "by package:",
    ...top(byOwner, 12),
    "by function (self time):",
    ...top(byFunction, count),
  ].join("\n");
}
