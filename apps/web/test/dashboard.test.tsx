/** @vitest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, inject, it } from "vitest";
import { ChartView } from "../src/components/chart";
import { Dashboard } from "../src/components/dashboard";
import type { QueryData } from "../src/lib/chart-data";
import { renderSignedIn } from "./support/render";
import { newTenant } from "./support/tenants";

const { origin } = inject("componentApi");

const report = (id: string, fields: Record<string, unknown> = {}) => ({
  savedQuery: {
    id,
    title: `Report ${id}`,
    connectionType: "cube",
    chartType: "bar",
    metrics: ["orders.count"],
    ...fields,
  },
  folderId: "board",
});

describe("the dashboard", () => {
  it("saves a keyboard move with each report's version, and shows the fresh layout when someone else changed it", async () => {
    const tenant = await newTenant();
    await tenant.call("POST", "/folders", { folder: { id: "board", title: "Board" } });
    await tenant.call("POST", "/saved-queries", report("a", { x: 0, y: 0, width: 4, height: 3, order: 0 }));
    await tenant.call("POST", "/saved-queries", report("b", { x: 4, y: 0, width: 4, height: 3, order: 1 }));
    renderSignedIn(<Dashboard folderId="board" />, { origin, tenant });
    const user = userEvent.setup();

    const cardA = await screen.findByRole("article", { name: "Report a" });
    await user.click(within(cardA).getByText("Arrange"));
    await user.click(within(cardA).getByRole("button", { name: "Taller" }));
    await expect.poll(async () => (await tenant.call("GET", "/saved-queries/a")).result.height).toBe(4);
    const afterMove = (await tenant.call("GET", "/saved-queries/b")).result;
    expect(afterMove).toMatchObject({ x: 4, y: 0, width: 4, height: 3, order: 1 });

    // Someone else moves report b; this page still holds b's older version.
    await tenant.call("PUT", "/saved-queries/layout", {
      items: [{ id: "b", x: 8, y: 0, width: 4, height: 3, order: 1 }],
    });
    await user.click(within(cardA).getByRole("button", { name: "Wider" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Someone else changed this dashboard meanwhile");
    expect((await tenant.call("GET", "/saved-queries/a")).result.width).toBe(4);
    expect((await tenant.call("GET", "/saved-queries/b")).result.x).toBe(8);

    // With the fresh versions loaded, the same change goes through.
    await user.click(
      within(await screen.findByRole("article", { name: "Report a" })).getByRole("button", { name: "Wider" }),
    );
    await expect.poll(async () => (await tenant.call("GET", "/saved-queries/a")).result.width).toBe(5);
  });

  it("says how to fill an empty folder", async () => {
    const tenant = await newTenant();
    await tenant.call("POST", "/folders", { folder: { id: "board", title: "Board" } });
    renderSignedIn(<Dashboard folderId="board" />, { origin, tenant });
    expect(await screen.findByText("No reports in this folder yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask a question" })).toHaveAttribute("href", "/ask?folderId=board");
  });
});

const ROWS: QueryData = {
  connectionId: "shop",
  query: {
    measures: ["orders.count", "orders.total_amount"],
    timeDimensions: [{ dimension: "orders.created_at", granularity: "month" }],
  },
  data: [
    { "orders.created_at.month": "2025-01-01T00:00:00.000", "orders.count": "3", "orders.total_amount": "120.50" },
    { "orders.created_at.month": "2025-02-01T00:00:00.000", "orders.count": "5", "orders.total_amount": "99.00" },
  ],
  annotation: {
    measures: {
      "orders.count": { title: "Orders Count", shortTitle: "Count", type: "number" },
      "orders.total_amount": { title: "Orders Revenue", shortTitle: "Revenue", type: "number" },
    },
    dimensions: {},
    segments: {},
    timeDimensions: {
      "orders.created_at.month": { title: "Orders Created at", shortTitle: "Created at", type: "time" },
    },
  },
  cached: false,
  loadedAt: "2025-03-01T00:00:00.000Z",
};

describe("charts", () => {
  it.each(["area", "bar", "bar_list", "donut", "line", "scatter"] as const)(
    "draws %s on a canvas, with its rows as a table under Data",
    (type) => {
      render(<ChartView type={type} data={ROWS} title="Orders" />);
      expect(screen.getByRole("img", { name: `Orders: ${type} chart` }).tagName).toBe("CANVAS");
      const table = screen.getByRole("table", { name: "Orders" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Created at", "Count", "Revenue"]);
      expect(within(table).getAllByRole("row")[1]).toHaveTextContent("2025-013120.50");
    },
  );

  it("shows a table as a table, and says when there are no rows", () => {
    const view = render(<ChartView type="table" data={ROWS} title="Orders" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    view.unmount();
    render(<ChartView type="bar" data={{ ...ROWS, data: [] }} title="Orders" />);
    expect(screen.getByText("No rows.")).toBeInTheDocument();
  });
});
