import { defineConfig } from "vitest/config";

// The retry policy's rules, without a network. The client's behaviour over HTTP, against the API, is tested in
// apps/api/test/client-*.test.ts.
export default defineConfig({
  test: {
    name: "client",
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
