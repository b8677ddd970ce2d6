export { CubeClient, apiBase, type CubeClientOptions, type CubeConnection } from "./client.js";
export { compileSavedQuery, type CompileIssue, type CompileResult, type SavedQueryFields } from "./compile.js";
export { CubeError, type CubeErrorKind } from "./errors.js";
export * from "./types.js";
