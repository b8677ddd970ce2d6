import { defineConfig } from "vitest/config";

// The compiler's rules alone, and the client against a real Cube 0.33.65 over a sample shop in PostgreSQL
// (test/global-setup.ts installs Cube once into a cache, seeds the shop and starts the server).
export default defineConfig({
  test: {
    name: "cube",
    include: ["test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
