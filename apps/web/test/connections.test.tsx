/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, inject, it } from "vitest";
import { ConnectionsPage } from "../src/pages/connections-page";
import { renderSignedIn } from "./support/render";
import { newTenant } from "./support/tenants";

const { origin } = inject("componentApi");

describe("the connections page", () => {
  it("adds a connection with a token instead of a secret, never shows it back, and reports a failed test", async () => {
    const tenant = await newTenant();
    renderSignedIn(<ConnectionsPage />, { origin, tenant });
    const user = userEvent.setup();
    expect(await screen.findByText(/No connection yet/)).toBeInTheDocument();

    const form = screen.getByRole("form", { name: "Add a connection" });
    await user.type(within(form).getByLabelText("Name"), "Staging");
    // Nothing listens on port 9: the test reports it, it does not fail the page.
    await user.type(within(form).getByLabelText("Cube URL"), "http://127.0.0.1:9");
    await user.selectOptions(within(form).getByLabelText("Credential"), "token");
    await user.type(within(form).getByLabelText("Token", { exact: true }), "eyJ.token.value");
    await user.click(within(form).getByRole("button", { name: "Add connection" }));

    const item = await screen.findByRole("listitem", { name: "Staging" });
    expect(item).toHaveTextContent("token");
    expect(document.body).not.toHaveTextContent("eyJ.token.value");
    const [stored] = (await tenant.call("GET", "/connections")).result;
    expect(stored).toMatchObject({ name: "Staging", tokenSet: true, apiSecretSet: false });

    await user.click(within(item).getByRole("button", { name: "Test" }));
    expect(await within(item).findByText(/^Not connected: /)).toBeInTheDocument();
  });
});
