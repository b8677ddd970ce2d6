/** @vitest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, inject, it } from "vitest";
import { AskBox } from "../src/components/ask-box";
import { renderSignedIn } from "./support/render";
import { connectShop, newTenant } from "./support/tenants";

const { origin } = inject("componentApi");
const shop = inject("shopCube");

async function ask(question: string) {
  await userEvent.type(screen.getByRole("textbox", { name: "Question" }), question);
  await userEvent.click(screen.getByRole("button", { name: "Ask" }));
  return screen.findByRole("region", { name: "Answer" });
}

describe.skipIf(!shop)("the ask box", () => {
  it("shows the answer's data, its confidence and what each word was read as", async () => {
    const tenant = await newTenant();
    await connectShop(tenant, shop!);
    renderSignedIn(<AskBox folderId={null} />, { origin, tenant });
    const answer = await ask("revenue by country");

    expect(within(answer).getByRole("heading", { level: 2 })).toHaveTextContent("Revenue by Country");
    const question = within(answer).getByLabelText("How the question was read");
    const marks = within(question).getAllByText((_, element) => element?.tagName === "MARK");
    expect(marks.map((mark) => mark.title)).toEqual([
      expect.stringMatching(/^orders\.total_amount/),
      expect.stringMatching(/^customers\.country/),
    ]);
    expect(within(answer).getByRole("meter")).toHaveAttribute("value", "0.95");
    // The rows behind the chart, from the sample shop's Cube.
    const table = await within(answer).findByRole("table");
    expect(within(table).getByRole("cell", { name: "Portugal" })).toBeInTheDocument();
  });

  it("marks the words it did not understand, and offers nothing to save for a refusal", async () => {
    const tenant = await newTenant();
    await connectShop(tenant, shop!);
    renderSignedIn(<AskBox folderId={null} />, { origin, tenant });
    const answer = await ask("weather forecast");
    expect(within(answer).getAllByText("(not understood)", { exact: false }).length).toBeGreaterThan(0);
    expect(within(answer).queryByRole("button", { name: "Save as report" })).toBeNull();
    expect(within(answer).queryByRole("button", { name: "This is right" })).toBeNull();
  });

  it("saves the answer, edited, as a report in the chosen folder, and records a confirmed answer", async () => {
    const tenant = await newTenant();
    await connectShop(tenant, shop!);
    await tenant.call("POST", "/folders", { folder: { id: "sales", title: "Sales" } });
    renderSignedIn(<AskBox folderId="sales" />, { origin, tenant });
    const answer = await ask("revenue by country");

    await userEvent.click(within(answer).getByText("Edit the answer before saving"));
    const title = within(answer).getByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Revenue per country");
    await userEvent.click(within(answer).getByRole("button", { name: "Remove customers.country" }));
    await userEvent.type(within(answer).getByRole("searchbox", { name: "Search dimensions" }), "city");
    await userEvent.click(within(answer).getByRole("checkbox", { name: /customers\.city/ }));
    // An edited answer is saved, not confirmed as the assistant's.
    expect(within(answer).getByRole("button", { name: "This is right" })).toBeDisabled();
    expect(within(answer).getByRole("combobox", { name: "Save in" })).toHaveValue("sales");
    await userEvent.click(within(answer).getByRole("button", { name: "Save as report" }));
    await within(answer).findByText("Saved.", { exact: false });

    const saved = (await tenant.call("GET", "/saved-queries?folderId=sales")).result;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      title: "Revenue per country",
      folderId: "sales",
      query: { chartType: "bar", metrics: ["orders.total_amount"], dimensions: ["customers.city"] },
    });
  });

  it("confirms an answer as given, and the next variant of the question is answered from it", async () => {
    const tenant = await newTenant();
    await connectShop(tenant, shop!);
    renderSignedIn(<AskBox folderId={null} />, { origin, tenant });
    const answer = await ask("completed orders in Lyon by month");
    await userEvent.click(within(answer).getByRole("button", { name: "This is right" }));
    await within(answer).findByText(/now reused/);
    const validated = (await tenant.call("GET", "/assistant/validated-queries")).result;
    expect(validated.map((entry: { question: string }) => entry.question)).toEqual([
      "completed orders in Lyon by month",
    ]);

    await userEvent.clear(screen.getByRole("textbox", { name: "Question" }));
    const variant = await ask("completed orders in Lyon per month");
    await waitFor(() => expect(variant).toHaveTextContent("Answered from a validated query"));
  });
});
