import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const WEB_ROOT = fileURLToPath(new URL("../dist", import.meta.url));
/** Screenshots of each page, for review (not committed). */
export const SCREENSHOTS = fileURLToPath(new URL("../e2e-screenshots", import.meta.url));

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is; fails on any serious or critical violation, naming each. */
export async function expectAccessible(page: Page, name: string) {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (no inline scripts) allows.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `axe on ${name}`).toEqual([]);
}

let shot = 0;
/** A full-page screenshot named by step, and the page checked with axe-core. */
export async function checkpoint(page: Page, name: string) {
  if (shot === 0) rmSync(SCREENSHOTS, { recursive: true, force: true }); // this run's screenshots only
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${String(++shot).padStart(2, "0")}-${name}.png`),
    fullPage: true,
  });
  await expectAccessible(page, name);
}
