import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { AppProviders } from "../../src/app";
import type { Tenant } from "./tenants";

/**
 * Renders part of the app signed in as `tenant` against the real API at `origin` (as the sign-in form would leave
 * it: the credentials in this tab's sessionStorage), at `path` of an in-memory router whose `routes` all show `ui`.
 */
export function renderSignedIn(
  ui: ReactNode,
  { origin, tenant, path = "/", routes = ["*"] }: { origin: string; tenant: Tenant; path?: string; routes?: string[] },
) {
  sessionStorage.setItem("quarry.credentials", JSON.stringify({ apiKey: tenant.apiKey, clientId: tenant.clientId }));
  return render(
    <AppProviders baseUrl={`${origin}/api`}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route} path={route} element={ui} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
