import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/**
 * The functions where the API spent its own CPU time (self time), from the `.cpuprofile` files V8 wrote with
 * `--cpu-prof`: the first thing to read when a figure misses its target.
 */
export function topSelfTime(dir: string, count = 25): string {
  const totals = new Map<string, number>();
  let all = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url
        ? `${url.replace(/^.*node_modules\/(\.pnpm\/)?/, "").replace(/^file:\/\/.*\/(apps|packages)\//, "$1/")}:${lineNumber + 1}`
        : "";
      const key = `${functionName || "(anonymous)"} ${where}`.trim();
      totals.set(key, (totals.get(key) ?? 0) + hits);
      all += hits;
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => `${((100 * hits) / Math.max(all, 1)).toFixed(1).padStart(5)}%  ${name}`)
    .join("\n");
}
