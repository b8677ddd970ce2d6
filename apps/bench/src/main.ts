// `pnpm bench`: filled in by the next commits.
export {};
