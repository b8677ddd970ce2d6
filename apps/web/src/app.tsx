import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { BrowserRouter, Link, NavLink, Route, Routes } from "react-router";
import { QuarryError } from "@quarry/client";
import { FolderTree } from "./components/folder-tree";
import { SessionProvider, useSession } from "./lib/session";
import { SignInPage } from "./pages/sign-in";

// Each page is its own chunk: the first load carries the shell and the sign-in form, not Chart.js or the grid.
const RootPage = lazy(() => import("./pages/folder-page").then((module) => ({ default: module.RootPage })));
const FolderPage = lazy(() => import("./pages/folder-page").then((module) => ({ default: module.FolderPage })));
const ReportPage = lazy(() => import("./pages/report-page").then((module) => ({ default: module.ReportPage })));
const AskPage = lazy(() => import("./pages/ask-page").then((module) => ({ default: module.AskPage })));
const TrashPage = lazy(() => import("./pages/trash-page").then((module) => ({ default: module.TrashPage })));
const ConnectionsPage = lazy(() =>
  import("./pages/connections-page").then((module) => ({ default: module.ConnectionsPage })),
);

function NotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        Nothing lives at this address. <Link to="/">Back to the folders</Link>
      </p>
    </>
  );
}

function Shell() {
  const { credentials, signOut } = useSession();
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="top-bar">
        <Link to="/" className="brand">
          Quarry
        </Link>
        <nav aria-label="Main">
          <NavLink to="/" end>
            Folders
          </NavLink>
          <NavLink to="/ask">Ask</NavLink>
          <NavLink to="/trash">Trash</NavLink>
          <NavLink to="/connections">Connections</NavLink>
        </nav>
        <span className="muted">Client {credentials?.clientId}</span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <div className="columns">
        <aside>
          <FolderTree />
        </aside>
        <main id="content" tabIndex={-1}>
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <Routes>
              <Route path="/" element={<RootPage />} />
              <Route path="/folders/:folderId" element={<FolderPage />} />
              <Route path="/reports/new" element={<ReportPage />} />
              <Route path="/reports/:reportId" element={<ReportPage />} />
              <Route path="/ask" element={<AskPage />} />
              <Route path="/trash" element={<TrashPage />} />
              <Route path="/connections" element={<ConnectionsPage />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function SignedInOrNot() {
  const { client } = useSession();
  return client ? <Shell /> : <SignInPage />;
}

/** The data cache and the session around any part of the app (the app itself, or a component under test). */
export function AppProviders({ baseUrl, children }: { baseUrl?: string; children: ReactNode }) {
  // The API's own answers (4xx, 5xx) are final; only network failures are worth a retry.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: (count, error) => !(error instanceof QuarryError) && count < 2, staleTime: 10_000 },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider baseUrl={baseUrl}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

/** The whole app; `baseUrl` is the API's address when it is not this origin's `/api` (tests). */
export function App({ baseUrl }: { baseUrl?: string }) {
  return (
    <AppProviders baseUrl={baseUrl}>
      <BrowserRouter>
        <SignedInOrNot />
      </BrowserRouter>
    </AppProviders>
  );
}
