/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, inject, it } from "vitest";
import { ReportEditor } from "../src/components/report-editor";
import type { CatalogueOptions } from "../src/lib/catalogue";
import { draftFrom, EMPTY_DRAFT, savedQueryFrom, type Draft } from "../src/lib/draft";
import { ReportPage } from "../src/pages/report-page";
import { renderSignedIn } from "./support/render";
import { connectShop, newTenant } from "./support/tenants";

const { origin } = inject("componentApi");
const shop = inject("shopCube");

const OPTIONS: CatalogueOptions = {
  measures: [
    { name: "orders.count", title: "Orders Count", type: "count" },
    { name: "orders.total_amount", title: "Orders Revenue", type: "sum" },
  ],
  dimensions: [
    { name: "orders.status", title: "Orders Status", type: "string" },
    { name: "customers.city", title: "Customers City", type: "string" },
  ],
  timeDimensions: [{ name: "orders.created_at", title: "Orders Created at", type: "time" }],
};

/** The editor with its draft held as a page would, the latest draft handed to `seen`. */
function Harness({ initial, seen }: { initial: Draft; seen: (draft: Draft) => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <ReportEditor
      draft={draft}
      options={OPTIONS}
      onChange={(next) => {
        seen(next);
        setDraft(next);
      }}
    />
  );
}

describe("the report editor", () => {
  it("turns every field of the form into the saved query's fields", async () => {
    let latest = EMPTY_DRAFT;
    render(<Harness initial={EMPTY_DRAFT} seen={(draft) => (latest = draft)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Orders by status");
    await user.selectOptions(screen.getByLabelText("Chart type"), "line");
    await user.type(screen.getByRole("searchbox", { name: "Search measures" }), "count");
    await user.click(screen.getByRole("checkbox", { name: /orders\.count/ }));
    await user.type(screen.getByRole("searchbox", { name: "Search dimensions" }), "status");
    await user.click(screen.getByRole("checkbox", { name: /orders\.status/ }));
    await user.selectOptions(screen.getByLabelText("Date field"), "orders.created_at");
    await user.selectOptions(screen.getByLabelText("Granularity"), "month");
    await user.selectOptions(screen.getByLabelText("Date range"), "last 30 days");
    await user.click(screen.getByRole("button", { name: "Add a filter" }));
    await user.selectOptions(screen.getByLabelText("Filter 1 field"), "orders.status");
    await user.selectOptions(screen.getByLabelText("Filter 1 operator"), "notEquals");
    await user.type(screen.getByLabelText("Filter 1 values (comma-separated)"), "cancelled, returned");
    await user.click(screen.getByRole("button", { name: "Add a sort" }));
    await user.selectOptions(screen.getByLabelText("Sort 1 by"), "orders.count");
    await user.type(screen.getByLabelText("Row limit"), "10");

    expect(savedQueryFrom(latest)).toEqual({
      title: "Orders by status",
      description: null,
      connectionType: "cube",
      chartType: "line",
      metrics: ["orders.count"],
      dimensions: ["orders.status"],
      dateFilterField: "orders.created_at",
      timeGranularity: "month",
      dateRange: { selectValue: "last 30 days" },
      filters: [{ member: "orders.status", operator: "notEquals", values: ["cancelled", "returned"] }],
      orderBy: { "orders.count": "desc" },
      limit: 10,
    });

    // Removing what was added clears it: the PATCH then sends nulls.
    await user.click(screen.getByRole("button", { name: "Remove filter 1" }));
    await user.click(screen.getByRole("button", { name: "Remove orders.status" }));
    await user.selectOptions(screen.getByLabelText("Date range"), "");
    expect(savedQueryFrom(latest)).toMatchObject({ filters: null, dimensions: [], dateRange: null });
  });

  it("keeps grouped filters it does not edit, and reads a custom date range back", () => {
    const draft = draftFrom({
      title: "T",
      description: "D",
      query: {
        chartType: "table",
        metrics: ["orders.count"],
        dateFilterField: "orders.created_at",
        dateRange: { from: "2025-01-01", to: "2025-03-31" },
        filters: [
          { or: [{ member: "orders.status", operator: "equals", values: ["a"] }] },
          { member: "customers.city", operator: "equals", values: ["Lyon"] },
        ],
        orderBy: { "orders.count": "asc" },
      },
    });
    render(<Harness initial={draft} seen={() => {}} />);
    expect(screen.getByLabelText("Date range")).toHaveValue("custom");
    expect(screen.getByLabelText("From")).toHaveValue("2025-01-01");
    expect(screen.getByText("1 grouped (and/or) filter(s) are kept as saved.")).toBeInTheDocument();
    expect(savedQueryFrom(draft)).toMatchObject({
      description: "D",
      dateRange: { from: "2025-01-01", to: "2025-03-31" },
      filters: [
        { member: "customers.city", operator: "equals", values: ["Lyon"] },
        { or: [{ member: "orders.status", operator: "equals", values: ["a"] }] },
      ],
      orderBy: { "orders.count": "asc" },
    });
  });
});

describe.skipIf(!shop)("the report page", () => {
  it("creates a report from the catalogue with a live preview of its rows", async () => {
    const tenant = await newTenant();
    await connectShop(tenant, shop!);
    await tenant.call("POST", "/folders", { folder: { id: "sales", title: "Sales" } });
    renderSignedIn(<ReportPage />, {
      origin,
      tenant,
      path: "/reports/new?folderId=sales",
      routes: ["/reports/new", "/reports/:reportId"],
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Report" });
    await user.type(within(form).getByLabelText("Title"), "Revenue by country");
    await user.type(within(form).getByRole("searchbox", { name: "Search measures" }), "total amount");
    await user.click(await within(form).findByRole("checkbox", { name: /orders\.total_amount/ }));
    await user.type(within(form).getByRole("searchbox", { name: "Search dimensions" }), "country");
    await user.click(within(form).getByRole("checkbox", { name: /customers\.country/ }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(await within(preview).findByRole("cell", { name: "Portugal" })).toBeInTheDocument();

    await user.click(within(form).getByRole("button", { name: "Create report" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Revenue by country" })).toBeInTheDocument();
    const saved = (await tenant.call("GET", "/saved-queries?folderId=sales")).result;
    expect(saved).toMatchObject([
      {
        title: "Revenue by country",
        query: { chartType: "table", metrics: ["orders.total_amount"], dimensions: ["customers.country"] },
      },
    ]);
  });

  it("does not overwrite someone else's newer version: it says so and loads theirs", async () => {
    const tenant = await newTenant();
    const report = { id: "kpi", title: "KPI", connectionType: "cube", chartType: "table", metrics: ["orders.count"] };
    await tenant.call("POST", "/saved-queries", { savedQuery: report });
    renderSignedIn(<ReportPage />, { origin, tenant, path: "/reports/kpi", routes: ["/reports/:reportId"] });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Report" });

    await tenant.call("PATCH", "/saved-queries/kpi", { savedQuery: { title: "KPI (theirs)" } });
    await user.type(within(form).getByLabelText("Description"), "mine");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Someone else saved this report since you opened it.");
    expect((await tenant.call("GET", "/saved-queries/kpi")).result).toMatchObject({
      title: "KPI (theirs)",
      description: null,
    });

    await user.click(within(alert).getByRole("button", { name: "Load their version" }));
    expect(await screen.findByRole("heading", { level: 1, name: "KPI (theirs)" })).toBeInTheDocument();
  });
});
