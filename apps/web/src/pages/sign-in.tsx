import { useState } from "react";
import { ErrorNotice } from "../lib/errors";
import { useSession } from "../lib/session";

/** The API key and client id, checked with the API and kept for this tab only. */
export function SignInPage() {
  const { signIn, expired } = useSession();
  // `pnpm dev` fills these in for its demo client; a production build never carries a key.
  const [apiKey, setApiKey] = useState<string>(import.meta.env.VITE_QUARRY_DEV_API_KEY ?? "");
  const [clientId, setClientId] = useState<string>(import.meta.env.VITE_QUARRY_DEV_CLIENT_ID ?? "");
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  return (
    <main className="sign-in">
      <h1>Sign in to Quarry</h1>
      {expired && (
        <p role="alert" className="warning">
          The API no longer accepts this key (it may have been revoked): sign in again.
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPending(true);
          setError(null);
          signIn({ apiKey: apiKey.trim(), clientId: clientId.trim() })
            .catch(setError)
            .finally(() => setPending(false));
        }}
      >
        <label>
          Client id
          <input
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
            required
            autoComplete="username"
          />
        </label>
        <label>
          API key
          <input
            type="password"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            required
            autoComplete="current-password"
          />
        </label>
        <button type="submit" disabled={pending}>
          {pending ? "Checking…" : "Sign in"}
        </button>
        <ErrorNotice error={error} title="Could not sign in" />
        <p className="muted">The key is kept for this browser tab only, and forgotten when it closes.</p>
      </form>
    </main>
  );
}
