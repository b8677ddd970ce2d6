import { createQuarryClient, QuarryError, type QuarryClient } from "@quarry/client";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export interface Credentials {
  apiKey: string;
  clientId: string;
}

interface Session {
  credentials: Credentials | null;
  client: QuarryClient | null;
  /** Checks the credentials with one cheap call; keeps them for this tab only when the API accepts them. */
  signIn: (credentials: Credentials) => Promise<void>;
  signOut: () => void;
  /** The API refused the key during the session (it was revoked). */
  expired: boolean;
}

// sessionStorage, never localStorage or the URL: the key lives as long as the tab and is not shared with others.
const STORAGE_KEY = "quarry.credentials";

function storedCredentials(): Credentials | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<Credentials> | null;
    return value?.apiKey && value.clientId ? { apiKey: value.apiKey, clientId: value.clientId } : null;
  } catch {
    return null;
  }
}

export function makeClient(baseUrl: string, credentials: Credentials): QuarryClient {
  return createQuarryClient({ baseUrl, ...credentials, timeoutMs: 60_000 });
}

const SessionContext = createContext<Session | null>(null);

/** `baseUrl`: the API's address; the app's own origin (`/api`) unless a test points it elsewhere. */
export function SessionProvider({ baseUrl = "/api", children }: { baseUrl?: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [credentials, setCredentials] = useState<Credentials | null>(storedCredentials);
  const [expired, setExpired] = useState(false);
  const client = useMemo(() => (credentials ? makeClient(baseUrl, credentials) : null), [baseUrl, credentials]);

  const signIn = useCallback(
    async (next: Credentials) => {
      await makeClient(baseUrl, next).unwrap.listFolders({ query: { limit: 1 } });
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      queryClient.clear();
      setExpired(false);
      setCredentials(next);
    },
    [baseUrl, queryClient],
  );
  const signOut = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    queryClient.clear();
    setCredentials(null);
  }, [queryClient]);

  // A key refused later (revoked, or the client's keys rotated) ends the session: the sign-in form says why.
  useEffect(() => {
    const refused = (error: unknown) => error instanceof QuarryError && error.status === 401;
    const end = () => {
      sessionStorage.removeItem(STORAGE_KEY);
      setCredentials(null);
      setExpired(true);
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && refused(event.action.error)) end();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && refused(event.action.error)) end();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  const session = useMemo(
    () => ({ credentials, client, expired, signIn, signOut }),
    [credentials, client, expired, signIn, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession: no SessionProvider above");
  return session;
}

/** The signed-in client; pages under the signed-in shell only. */
export function useQuarry(): QuarryClient {
  const { client } = useSession();
  if (!client) throw new Error("useQuarry: not signed in");
  return client;
}
