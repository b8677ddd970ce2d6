/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by `pnpm dev` only: the demo client's credentials, to fill in the sign-in form. */
  readonly VITE_QUARRY_DEV_API_KEY?: string;
  readonly VITE_QUARRY_DEV_CLIENT_ID?: string;
}
