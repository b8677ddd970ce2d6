import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startApi, type RunningApi } from "../test/support/api";
import type { Tenant } from "../test/support/tenants";
import { checkpoint, WEB_ROOT } from "./support";

const shop = inject("shopCube");
const chromiumPath = inject("chromium");

let api: RunningApi;
let tenant: Tenant;
let browser: Browser;

beforeAll(async () => {
  if (!shop || !chromiumPath) return;
  api = await startApi({ webRoot: WEB_ROOT });
  tenant = await api.tenant("e2e-analyst");
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox"] });
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
});

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name }).waitFor();

async function ask(page: Page, question: string) {
  await page.getByRole("link", { name: "Ask", exact: true }).click();
  await page.getByRole("textbox", { name: "Question" }).fill(question);
  await page.getByRole("button", { name: "Ask" }).click();
  return page.getByRole("region", { name: "Answer" });
}

describe.skipIf(!shop || !chromiumPath)("the web app in Chromium, against the real API", () => {
  it("signs in, connects, asks, saves, arranges, edits, restores, reorganises folders and teaches the assistant", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${api.origin}/`);

    // Sign in: the key stays in this tab's sessionStorage, never in localStorage or the address.
    await page.getByLabel("Client id").fill(tenant.clientId);
    await page.getByLabel("API key").fill(tenant.apiKey);
    await checkpoint(page, "sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await heading(page, "All folders");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(page.url()).not.toContain(tenant.apiKey);
    expect(await page.evaluate(() => sessionStorage.getItem("quarry.credentials"))).toContain(tenant.apiKey);

    // Connections: add the sample shop's Cube, test it, sync its catalogue.
    await page.getByRole("link", { name: "Connections" }).click();
    await heading(page, "Connections");
    await page.getByLabel("Name").fill("Sample shop");
    await page.getByLabel("Cube URL").fill(shop!.url);
    await page.getByLabel("API secret", { exact: true }).fill(shop!.apiSecret);
    await page.getByRole("button", { name: "Add connection" }).click();
    const connection = page.getByRole("listitem", { name: "Sample shop" });
    await connection.getByRole("button", { name: "Test" }).click();
    await connection.getByText(/^Connected: /).waitFor();
    await connection.getByRole("button", { name: "Sync catalogue" }).click();
    await connection.getByText(/Catalogue synced: \d+ cubes/).waitFor();
    await checkpoint(page, "connections");

    // A folder and a subfolder.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Folders" }).click();
    await page.getByLabel("New folder").fill("Sales");
    await page.getByRole("button", { name: "Create" }).click();
    await heading(page, "Sales");
    await page.getByLabel("New subfolder").fill("Europe");
    await page.getByRole("button", { name: "Create" }).click();
    await heading(page, "Europe");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await breadcrumb.getByRole("link", { name: "Sales" }).waitFor();
    await page.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: "Europe" }).waitFor();
    await checkpoint(page, "empty-folder");

    // Ask from the folder: the answer's chart, drawn from Cube's rows.
    await page.getByRole("link", { name: "Ask a question" }).first().click();
    await page.getByRole("textbox", { name: "Question" }).fill("revenue by country");
    await page.getByRole("button", { name: "Ask" }).click();
    const answer = page.getByRole("region", { name: "Answer" });
    await answer.locator("figure.chart canvas").waitFor();
    await answer.getByRole("img", { name: /chart$/ }).waitFor();
    await answer.locator("mark").first().waitFor();
    const title = (await answer.getByRole("heading", { level: 2 }).textContent())!;
    await checkpoint(page, "ask");

    // Save it as a report in the folder it was asked from, then open that dashboard.
    expect(await answer.getByLabel("Save in").inputValue()).not.toBe("");
    await answer.getByRole("button", { name: "Save as report" }).click();
    await answer.getByRole("link", { name: "its dashboard" }).click();
    await heading(page, "Europe");
    const card = page.locator("article.card").first();
    await card.locator("canvas").waitFor();
    await checkpoint(page, "dashboard");

    // Drag it by its title bar and resize it by its corner; each saves the layout.
    const layoutSaved = () =>
      page.waitForResponse(
        (response) => response.url().endsWith("/api/saved-queries/layout") && response.status() === 200,
      );
    const bar = (await card.locator(".card-handle").boundingBox())!;
    let saved = layoutSaved();
    await page.mouse.move(bar.x + bar.width * 0.7, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + bar.width * 0.7 + 320, bar.y + bar.height / 2 + 160, { steps: 12 });
    await page.mouse.up();
    await saved;
    await page.waitForTimeout(400); // the grid's move transition
    const corner = (await card.locator(".react-resizable-handle").first().boundingBox())!;
    saved = layoutSaved();
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + 180, corner.y + 120, { steps: 12 });
    await page.mouse.up();
    await saved;
    await page.waitForTimeout(300);
    const arranged = (await card.boundingBox())!;

    // Reload: the card is where it was left, as the API stored it.
    await page.reload();
    await page.locator("article.card canvas").first().waitFor();
    const reloaded = (await page.locator("article.card").first().boundingBox())!;
    for (const key of ["x", "y", "width", "height"] as const)
      expect(Math.abs(reloaded[key] - arranged[key])).toBeLessThan(3);
    const reportId = (await page.locator("article.card").first().getAttribute("data-report-id"))!;
    const stored = (await tenant.call("GET", `/saved-queries/${reportId}`)).result;
    // Moved right and made larger (the grid packs cards upwards, so a lone card stays on the top row).
    expect(stored.x).toBeGreaterThan(0);
    expect(stored.width).toBeGreaterThan(6);
    expect(stored.height).toBeGreaterThan(5);

    // Edit it, then restore the first version from its history.
    await page.locator("article.card").first().getByRole("link", { name: title }).click();
    await heading(page, title);
    const form = page.getByRole("form", { name: "Report" });
    await form.getByLabel("Title", { exact: true }).fill("Revenue by country, edited");
    await form.getByLabel("Chart type").selectOption("table");
    await form.getByRole("button", { name: "Save changes" }).click();
    await heading(page, "Revenue by country, edited");
    await page.getByRole("region", { name: "Preview" }).locator("table").waitFor();
    await checkpoint(page, "report-editor");
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await heading(page, title);
    await page.getByRole("region", { name: "Preview" }).locator("canvas").waitFor();

    // Delete it (to the trash) and restore it.
    await page.getByRole("button", { name: "Move to trash" }).click();
    await heading(page, "Europe");
    await page.getByText("No reports in this folder yet.").waitFor();
    await page.getByRole("link", { name: "Trash" }).click();
    await heading(page, "Trash");
    await checkpoint(page, "trash");
    await page.getByRole("button", { name: `Restore ${title}` }).click();
    await page.getByRole("status").getByText("Restored").waitFor();
    await page.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: "Europe" }).click();
    await page.locator("article.card canvas").first().waitFor();

    // Folders move by drag and drop onto another folder, and by keyboard with "Move to…".
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Folders" }).click();
    await heading(page, "All folders");
    await checkpoint(page, "all-folders");
    await page.getByLabel("New folder").fill("Archive");
    await page.getByRole("button", { name: "Create" }).click();
    await heading(page, "Archive");
    const tree = page.getByRole("navigation", { name: "Folders" });
    await tree.getByRole("link", { name: "Europe" }).dragTo(tree.getByRole("link", { name: "Archive" }));
    await tree.getByRole("link", { name: "Europe" }).click();
    await heading(page, "Europe");
    await breadcrumb.getByRole("link", { name: "Archive" }).waitFor();
    await page.getByRole("button", { name: "Move to…" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: 'Move "Europe"' });
    await checkpoint(page, "move-dialog");
    await dialog.getByLabel("Destination").selectOption({ label: "Sales" });
    await dialog.getByRole("button", { name: "Move" }).press("Enter");
    await breadcrumb.getByRole("link", { name: "Sales" }).waitFor();

    // Deleting a folder that holds a folder and a report asks once more, then sends its reports to the trash.
    await breadcrumb.getByRole("link", { name: "Sales" }).click();
    await heading(page, "Sales");
    await page.getByRole("button", { name: "Delete folder" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("This folder is not empty.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Delete everything in it" }).click();
    await heading(page, "All folders");
    expect(await tree.getByRole("link", { name: "Europe" }).count()).toBe(0);
    const trashed = (await tenant.call("GET", "/saved-queries?deleted=true")).result;
    expect(trashed.map((report: { title: string }) => report.title)).toEqual([title]);

    // Confirm an answer, then ask a variant: it is answered from the validated query.
    const first = await ask(page, "completed orders in Lyon by month");
    await first.getByRole("button", { name: "This is right" }).click();
    await first.getByText("Thanks: this answer is now reused").waitFor();
    const variant = await ask(page, "completed orders in Lyon per month");
    await variant.getByText("Answered from a validated query").waitFor();
    await checkpoint(page, "validated-answer");

    // The pages not visited above, opened by address (the tab keeps its session).
    await page.goto(`${api.origin}/reports/new`);
    await heading(page, "New report");
    await checkpoint(page, "new-report");
    await page.goto(`${api.origin}/no/such/page`);
    await heading(page, "Not found");
    await checkpoint(page, "not-found");
  });
});
