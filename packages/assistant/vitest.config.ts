import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "assistant",
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
