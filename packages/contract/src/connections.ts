import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { CubeQuerySchema } from "./assistant.js";
import { IdSchema, IsoTimestampSchema, OkSchema, TitleSchema } from "./common.js";
import { CONNECTION_DOCS } from "./connection-docs.js";
import { BooleanParamSchema } from "./folders.js";
import { NextCursorSchema, PageQueryFields } from "./pagination.js";
import { AUTHENTICATED, CUBE_CALL, errorResponses, JSON_BODY } from "./responses.js";
import { SavedQueryInputSchema } from "./saved-queries.js";

const UrlSchema = z
  .string()
  .max(2_000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "must be an http:// or https:// URL without credentials in it")
  .describe("Cube's address, e.g. `https://cube.example.com` (with or without `/cubejs-api/v1`)");

const ApiSecretSchema = z
  .string()
  .min(1)
  .max(4_096)
  .describe("Cube's API secret (`CUBEJS_API_SECRET`): Quarry signs a short-lived token with it for every call");
const TokenSchema = z
  .string()
  .min(1)
  .max(8_192)
  .describe("A token Cube accepts, sent as it is (for deployments that issue their own)");

const oneSecret = (value: { apiSecret?: unknown; token?: unknown }) =>
  !(value.apiSecret !== undefined && value.token !== undefined);

export const ConnectionInputSchema = z
  .object({
    id: IdSchema.optional().describe("Chosen by the client; a new UUID when absent"),
    type: z.literal("cube"),
    name: TitleSchema,
    url: UrlSchema,
    apiSecret: ApiSecretSchema.optional(),
    token: TokenSchema.optional(),
  })
  .strict()
  .refine(oneSecret, { message: "give apiSecret or token, not both", path: ["token"] })
  .refine((value) => value.apiSecret !== undefined || value.token !== undefined, {
    message: "apiSecret or token is required",
    path: ["apiSecret"],
  });

export const CreateConnectionBodySchema = z.object({ connection: ConnectionInputSchema }).strict();
export type CreateConnectionBody = z.infer<typeof CreateConnectionBodySchema>;

/** The changes to make; fields left out stay. A new `apiSecret` replaces a token, and a new `token` a secret. */
export const ConnectionChangesSchema = z
  .object({
    name: TitleSchema.optional(),
    url: UrlSchema.optional(),
    apiSecret: ApiSecretSchema.optional(),
    token: TokenSchema.optional(),
  })
  .strict()
  .refine(oneSecret, { message: "give apiSecret or token, not both", path: ["token"] })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), "must change at least one field");

export const UpdateConnectionBodySchema = z.object({ connection: ConnectionChangesSchema }).strict();
export type UpdateConnectionBody = z.infer<typeof UpdateConnectionBodySchema>;

/** A connection as answered: its secret is never returned, only which kind is set. */
export const ConnectionSchema = z.object({
  id: z.string(),
  type: z.literal("cube"),
  name: z.string(),
  url: z.string(),
  apiSecretSet: z.boolean(),
  tokenSet: z.boolean(),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type Connection = z.infer<typeof ConnectionSchema>;

export const ConnectionResponseSchema = OkSchema.extend({ result: ConnectionSchema });
export const ConnectionPageSchema = OkSchema.extend({
  result: z.array(ConnectionSchema),
  nextCursor: NextCursorSchema,
});
export const ListConnectionsQuerySchema = z.object(PageQueryFields);
export type ListConnectionsQuery = z.infer<typeof ListConnectionsQuerySchema>;

export const ConnectionTestSchema = z.object({
  ok: z.boolean().describe("Cube answered and accepted the credentials"),
  message: z.string().describe("What happened, with Cube's own error when it refused"),
  cubes: z.number().int().nullable().describe("How many cubes and views its model has, when it answered"),
});
export const ConnectionTestResponseSchema = OkSchema.extend({ result: ConnectionTestSchema });

const MemberAnnotationSchema = z.object({
  title: z.string(),
  shortTitle: z.string().optional(),
  type: z.string(),
  format: z.string().optional(),
});

export const QueryDataSchema = z.object({
  connectionId: z.string().describe("The connection that ran it"),
  query: CubeQuerySchema.describe("The Cube query that ran (for a saved query, as compiled from it)"),
  data: z.array(z.record(z.unknown())).describe("One object per row, keyed by member (Cube's own row format)"),
  annotation: z
    .object({
      measures: z.record(MemberAnnotationSchema),
      dimensions: z.record(MemberAnnotationSchema),
      segments: z.record(MemberAnnotationSchema),
      timeDimensions: z.record(MemberAnnotationSchema),
    })
    .describe("Titles, types and formats of the members in the rows, from Cube"),
  cached: z.boolean().describe("Answered from the short per-client cache"),
  loadedAt: IsoTimestampSchema.describe("When Cube computed these rows"),
});
export const QueryDataResponseSchema = OkSchema.extend({ result: QueryDataSchema });

/** `?validate=true` on saving a saved query: check it with Cube's dry run first. */
export const SaveValidationQuerySchema = z.object({
  validate: BooleanParamSchema.optional().describe(
    "`true`: compile the saved query and check it with Cube's dry run through its connection before saving; what " +
      "Cube refuses is not saved (400 `query_rejected`)",
  ),
});

/** `?validate=true` on a question: check the answer's query with Cube's dry run. */
export const AnswerCheckQuerySchema = z.object({
  validate: BooleanParamSchema.optional().describe(
    "`true`: check the answer's query with Cube's dry run through the client's only connection; a query Cube " +
      "refuses comes back with confidence at most 0.3 and Cube's reason in the explanation",
  ),
});

export const SavedQueryDataQuerySchema = z.object({
  refresh: BooleanParamSchema.optional().describe("`true`: ask Cube again instead of answering from the cache"),
});

export const RunQueryBodySchema = z
  .object({
    connectionId: IdSchema.optional().describe("Without it, the client's only connection"),
    query: CubeQuerySchema.optional().describe("A Cube query; give it or `savedQuery`"),
    savedQuery: SavedQueryInputSchema.optional().describe(
      "A saved query's fields, as `POST /saved-queries` takes them, compiled as its data would be: an editor's " +
        "preview of a report not saved yet. Give it or `query`",
    ),
  })
  .strict()
  .refine((body) => (body.query === undefined) !== (body.savedQuery === undefined), {
    message: "give query or savedQuery (one of them)",
    path: ["query"],
  });
export type RunQueryBody = z.infer<typeof RunQueryBodySchema>;

export const QueryValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string().nullable().describe("Cube's reason when it refused the query"),
  normalizedQuery: z.record(z.unknown()).nullable().describe("Cube's normalised form of the query, when valid"),
});
export const QueryValidationResponseSchema = OkSchema.extend({ result: QueryValidationSchema });

const ConnectionIdParamsSchema = z.object({ id: z.string().describe("The connection's id") });

const NamesSchema = z.array(z.string());
export const CatalogueSyncSchema = z.object({
  cubes: z.number().int().describe("Cubes and views in the catalogue now"),
  members: z.number().int().describe("Their measures and dimensions"),
  added: z.object({ cubes: NamesSchema, members: NamesSchema }),
  removed: z.object({ cubes: NamesSchema, members: NamesSchema }),
  changed: z.object({ members: NamesSchema }).describe("Members whose title, description or type changed"),
  values: z.object({
    members: NamesSchema.describe("String dimensions whose distinct values were fetched into the value dictionary"),
    skipped: NamesSchema.describe("String dimensions with too many distinct values to list (left out)"),
  }),
});
export const CatalogueSyncResponseSchema = OkSchema.extend({ result: CatalogueSyncSchema });

export const MemberValuesQuerySchema = z.object({
  member: z.string().min(1).max(300).describe("A dimension, e.g. `customers.city`"),
  search: z.string().max(200).optional().describe("Only values containing this (case-insensitive)"),
  limit: z.coerce.number().int().min(1).max(1_000).default(100).describe("At most this many values"),
});
export const MemberValuesResponseSchema = OkSchema.extend({
  result: z.object({ member: z.string(), values: z.array(z.string()).describe("Distinct values, in order") }),
});

const c = initContract();

/** Connections to the client's Cube deployments, and running queries through them: extensions of the interface. */
export const connectionRoutes = c.router({
  createConnection: {
    method: "POST",
    path: "/connections",
    body: CreateConnectionBodySchema,
    responses: { 200: ConnectionResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 409) },
    summary: "Add a Cube connection",
    description:
      "Stores a connection to one of the client's Cube deployments. Its `apiSecret` or `token` is encrypted at rest " +
      "and never returned. The same `id` with the same content is an idempotent retry; with other content, a 409.",
    metadata: CONNECTION_DOCS.createConnection,
  },
  listConnections: {
    method: "GET",
    path: "/connections",
    query: ListConnectionsQuerySchema,
    responses: { 200: ConnectionPageSchema, ...errorResponses(...AUTHENTICATED, 400) },
    summary: "List connections",
    description: "The client's connections, oldest first, a page at a time.",
    metadata: CONNECTION_DOCS.listConnections,
  },
  getConnection: {
    method: "GET",
    path: "/connections/:id",
    pathParams: ConnectionIdParamsSchema,
    responses: { 200: ConnectionResponseSchema, ...errorResponses(...AUTHENTICATED, 404) },
    summary: "Get a connection",
    description: "One connection of the client, without its secret.",
    metadata: CONNECTION_DOCS.getConnection,
  },
  updateConnection: {
    method: "PATCH",
    path: "/connections/:id",
    pathParams: ConnectionIdParamsSchema,
    body: UpdateConnectionBodySchema,
    responses: { 200: ConnectionResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404) },
    summary: "Rename a connection, move it or rotate its secret",
    description:
      "Changes `name` or `url`, or replaces the secret: a new `apiSecret` replaces a token and a new `token` an API " +
      "secret. The next call to Cube uses the new values.",
    metadata: CONNECTION_DOCS.updateConnection,
  },
  deleteConnection: {
    method: "DELETE",
    path: "/connections/:id",
    pathParams: ConnectionIdParamsSchema,
    responses: { 204: c.noBody(), ...errorResponses(...AUTHENTICATED, 404) },
    summary: "Delete a connection",
    description:
      "Deletes the connection and its secret. Saved queries that named it keep their definitions and name no " +
      "connection any more (they run through the client's only connection, if it has exactly one).",
    metadata: CONNECTION_DOCS.deleteConnection,
  },
  testConnection: {
    method: "POST",
    path: "/connections/:id/test",
    pathParams: ConnectionIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ConnectionTestResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404) },
    summary: "Test a connection",
    description:
      "Asks Cube for its data model with the connection's credentials. The answer says whether Cube answered and " +
      "accepted them, with Cube's own error when not; a failing Cube is a result here, not an error status.",
    metadata: CONNECTION_DOCS.testConnection,
  },
  syncCatalogue: {
    method: "POST",
    path: "/connections/:id/sync",
    pathParams: ConnectionIdParamsSchema,
    body: c.noBody(),
    responses: { 200: CatalogueSyncResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404, 502, 504) },
    summary: "Sync the assistant's catalogue from Cube",
    description:
      "Reads the connection's data model from Cube (`/v1/meta`) and stores it as the client's catalogue: every cube " +
      "and view with its visible measures and dimensions. The distinct values of each string dimension with at most " +
      "500 of them are fetched into the value dictionary, so questions ground their values without the client " +
      "sending them; notes and the values of other members are kept. The answer says what changed.",
    metadata: CONNECTION_DOCS.syncCatalogue,
  },
  listMemberValues: {
    method: "GET",
    path: "/connections/:id/values",
    pathParams: ConnectionIdParamsSchema,
    query: MemberValuesQuerySchema,
    responses: { 200: MemberValuesResponseSchema, ...errorResponses(...AUTHENTICATED, ...CUBE_CALL, 404) },
    summary: "Distinct values of a dimension",
    description: "The distinct values of one dimension through Cube, optionally only those containing `search`.",
    metadata: CONNECTION_DOCS.listMemberValues,
  },
  getSavedQueryData: {
    method: "GET",
    path: "/saved-queries/:id/data",
    pathParams: z.object({ id: z.string().describe("The saved query's id") }),
    query: SavedQueryDataQuerySchema,
    responses: { 200: QueryDataResponseSchema, ...errorResponses(...AUTHENTICATED, ...CUBE_CALL, 404) },
    summary: "Run a saved query",
    description:
      "Compiles the saved query into a Cube query (see the README for how each field maps) and runs it through its " +
      "connection (or the client's only one), waiting out Cube's \"Continue wait\" within a bound. Rows are kept " +
      "for a short time per client; `refresh=true` asks Cube again.",
    metadata: CONNECTION_DOCS.getSavedQueryData,
  },
  runCubeQuery: {
    method: "POST",
    path: "/query/run",
    body: RunQueryBodySchema,
    responses: { 200: QueryDataResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, ...CUBE_CALL, 404) },
    summary: "Run a Cube query",
    description: "Runs a Cube query (an assistant answer's `query`, for one) the way a saved query runs.",
    metadata: CONNECTION_DOCS.runCubeQuery,
  },
  validateCubeQuery: {
    method: "POST",
    path: "/query/validate",
    body: RunQueryBodySchema,
    responses: {
      200: QueryValidationResponseSchema,
      ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404, 502, 504),
    },
    summary: "Check a Cube query without running it",
    description:
      "Asks Cube's dry run whether the query is valid against the connection's model. A query Cube refuses is a " +
      "result (`valid: false` with Cube's message), not an error status.",
    metadata: CONNECTION_DOCS.validateCubeQuery,
  },
});

export const CONNECTION_COMPONENTS = {
  Connection: ConnectionSchema,
  ConnectionResponse: ConnectionResponseSchema,
  ConnectionPage: ConnectionPageSchema,
  CreateConnectionBody: CreateConnectionBodySchema,
  UpdateConnectionBody: UpdateConnectionBodySchema,
  ConnectionTestResponse: ConnectionTestResponseSchema,
  CatalogueSyncResponse: CatalogueSyncResponseSchema,
  MemberValuesResponse: MemberValuesResponseSchema,
  QueryDataResponse: QueryDataResponseSchema,
  RunQueryBody: RunQueryBodySchema,
  QueryValidationResponse: QueryValidationResponseSchema,
};
