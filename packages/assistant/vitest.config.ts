import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "assistant",
    include: ["test/**/*.test.ts"],
    environment: "node",
    // Dataset runs answer thousands of questions (warm-up included); on a loaded 2-core machine that can take
    // well over vitest's default 5 s. This is a hang guard, not a speed check (benchmarks measure speed).
    testTimeout: 60_000,
    // The engine keeps no state between questions but caches keyed by catalogue: files may share one module graph.
    // Loading it (WordNet's word lists included) once per worker instead of once per file saves minutes per run.
    isolate: false,
  },
});
