import { defineConfig } from "vitest/config";

// One run for the whole monorepo: each package with tests has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["apps/*/vitest.config.ts", "packages/*/vitest.config.ts"],
  },
});
