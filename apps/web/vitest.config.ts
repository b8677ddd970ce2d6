import { defineConfig } from "vitest/config";

// The web app's tests, all against the real API on a database cloned from a migrated template (no mocked API):
// component tests in jsdom (test/, each file says `@vitest-environment jsdom`) and end-to-end tests that drive
// Chromium with playwright-core against the API serving the built app (e2e/).
export default defineConfig({
  test: {
    name: "web",
    include: ["test/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    globalSetup: ["./test/support/global-setup.ts"],
    setupFiles: ["./test/support/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
