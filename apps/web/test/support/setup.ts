import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no canvas: Chart.js draws on vitest-canvas-mock's 2D context instead (the end-to-end tests draw for real).
// Nor ResizeObserver, which Chart.js and the grid use to follow their container's size: nothing resizes here.
if (typeof window !== "undefined") {
  await import("vitest-canvas-mock");
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});
