import { initContract } from "@ts-rest/core";
import {
  AnswerResponseSchema,
  AnswerSchema,
  AssistantQueryBodySchema,
  CatalogueResponseSchema,
  CatalogueSchema,
  CubeQuerySchema,
  CubeSchema,
  EntityReferenceSchema,
  FieldDescriptorSchema,
  FilterFieldsBodySchema,
  FilterFieldsResponseSchema,
  PutCatalogueBodySchema,
  SearchEntitiesBodySchema,
  SearchEntitiesResponseSchema,
  ValidatedQueryBodySchema,
  ValueDictionarySchema,
} from "./assistant.js";
import { AuthHeadersSchema, OkSchema } from "./common.js";
import { ErrorBodySchema, ErrorDetailSchema } from "./errors.js";
import {
  folderLifecycleRoutes,
  FolderPathSchema,
  FolderResponseSchema,
  UpdateFolderBodySchema,
} from "./folder-lifecycle.js";
import {
  CreateFolderBodySchema,
  FolderInputSchema,
  FolderListSchema,
  FolderSchema,
  ListFoldersQuerySchema,
} from "./folders.js";
import { PUBLIC_ROUTE_DOCS, ROUTE_DOCS } from "./route-docs.js";
import { ValidatedQueryPageSchema, ValidatedQueryRecordSchema, validatedQueryRoutes } from "./validated-queries.js";
import { AUTHENTICATED, errorResponses, JSON_BODY } from "./responses.js";
import {
  ChartTypeSchema,
  CreateSavedQueryBodySchema,
  DateRangeSchema,
  ListSavedQueriesQuerySchema,
  SavedQueryInputSchema,
  SavedQueryPageSchema,
  SavedQueryRecordSchema,
  TimeGranularitySchema,
} from "./saved-queries.js";
import { SAVED_QUERY_LIFECYCLE_COMPONENTS, savedQueryLifecycleRoutes } from "./saved-query-lifecycle.js";
import {
  AnswerCheckQuerySchema,
  CONNECTION_COMPONENTS,
  connectionRoutes,
  SaveValidationQuerySchema,
} from "./connections.js";

export * from "./assistant.js";
export * from "./common.js";
export * from "./connections.js";
export * from "./docs.js";
export * from "./errors.js";
export * from "./folder-lifecycle.js";
export * from "./folders.js";
export * from "./pagination.js";
export * from "./saved-queries.js";
export * from "./saved-query-lifecycle.js";
export * from "./validated-queries.js";

const c = initContract();

/**
 * The whole Quarry interface. Paths are relative to the base address, which already ends in `/api`. Each route
 * lists exactly the statuses it can answer; `metadata` carries its tag and examples for the OpenAPI document.
 */
export const contract = c.router(
  {
    createSavedQuery: {
      method: "POST",
      path: "/saved-queries",
      query: SaveValidationQuerySchema,
      body: CreateSavedQueryBodySchema,
      responses: { 200: OkSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404, 409, 502, 504) },
      summary: "Create a saved query",
      description:
        "Stores a report (a Cube query with its chart and layout settings), optionally in a folder. An `id` in " +
        "`savedQuery` becomes the record's id; sending the same id again with an identical body answers 200 again, " +
        "with a different body 409. `title`, `connectionType`, `chartType` and at least one metric or dimension are " +
        "required; unknown fields are rejected; `null` means the same as leaving a field out. With `validate=true` " +
        "the query is first checked with Cube's dry run (502/504 when Cube cannot answer).",
      metadata: ROUTE_DOCS.createSavedQuery,
    },
    listSavedQueries: {
      method: "GET",
      path: "/saved-queries",
      query: ListSavedQueriesQuerySchema,
      responses: { 200: SavedQueryPageSchema, ...errorResponses(...AUTHENTICATED, 400, 404) },
      summary: "List saved queries",
      description:
        "Every saved query of the client, or one folder's, a page at a time. Pass the answer's `nextCursor` as " +
        "`cursor` for the next page; it is `null` on the last one. Paging while others insert never repeats or " +
        "skips a record. `deleted=true` lists the trash instead; `search` ranks full-text matches of title and " +
        "description by relevance. Unknown query parameters are ignored.",
      metadata: ROUTE_DOCS.listSavedQueries,
    },
    createFolder: {
      method: "POST",
      path: "/folders",
      body: CreateFolderBodySchema,
      responses: { 200: OkSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404, 409) },
      summary: "Create a folder",
      description:
        "Creates a folder at the root, or inside `parentFolderId`. Folders nest to any depth. The `Location` header " +
        "names the new folder. An `id` in `folder` becomes its id; the same id again with an identical body answers " +
        "200 again, with a different body 409.",
      metadata: ROUTE_DOCS.createFolder,
    },
    listFolders: {
      method: "GET",
      path: "/folders",
      query: ListFoldersQuerySchema,
      responses: { 200: FolderListSchema, ...errorResponses(...AUTHENTICATED, 400, 404) },
      summary: "List folders",
      description:
        "Without parameters, the root folders. With `parentFolderId`, that folder's children. With " +
        "`includeAll=true`, every folder, or with `parentFolderId` too, that folder's whole subtree (without it). " +
        "A page at a time: pass the answer's `nextCursor` as `cursor` for the next page; it is `null` on the last one.",
      metadata: ROUTE_DOCS.listFolders,
    },
    submitQuery: {
      method: "POST",
      path: "/assistant/query",
      query: AnswerCheckQuerySchema,
      body: AssistantQueryBodySchema,
      responses: { 200: AnswerResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 502, 504) },
      summary: "Ask a question",
      description:
        "Answers a plain-English question with a Cube query, a chart type, a title, an explanation and a draft " +
        "saved query that `POST /saved-queries` accepts as is. Uses the stored catalogue; `cubes` sent here are " +
        "upserted into it by name, while `filters` (candidate values) and `notes` apply to this question only. " +
        "Confirmed answers (`POST /assistant/validated-query`) are reused for similar questions. Bodies up to 10 MiB. " +
        "With `validate=true` the answer's query is checked with Cube's dry run through the client's only " +
        "connection: a query Cube refuses comes back with confidence at most 0.3 and Cube's reason in the explanation.",
      metadata: ROUTE_DOCS.submitQuery,
    },
    filterFields: {
      method: "POST",
      path: "/assistant/filter-fields",
      body: FilterFieldsBodySchema,
      responses: { 200: FilterFieldsResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY) },
      summary: "Find the fields a question filters on",
      description:
        "The members (other than time dimensions) that the answer to the question filters on, with their titles and " +
        'types: e.g. the status dimension for "MRR of churned subscriptions".',
      metadata: ROUTE_DOCS.filterFields,
    },
    searchEntities: {
      method: "POST",
      path: "/assistant/search-entities",
      body: SearchEntitiesBodySchema,
      responses: { 200: SearchEntitiesResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY) },
      summary: "Find the cubes a question needs",
      description:
        "The cubes whose members the answer to the question uses, in the order it uses them; `defaultEntities` when " +
        "the question cannot be answered from the catalogue.",
      metadata: ROUTE_DOCS.searchEntities,
    },
    validateQuery: {
      method: "POST",
      path: "/assistant/validated-query",
      body: ValidatedQueryBodySchema,
      responses: { 204: c.noBody(), ...errorResponses(...AUTHENTICATED, ...JSON_BODY) },
      summary: "Confirm a query for a question",
      description:
        "Records that a person confirmed this Cube query answers this question. Later questions like it (another " +
        "value, another period) reuse the query; the newest confirmation of a question wins.",
      metadata: ROUTE_DOCS.validateQuery,
    },
    putCatalogue: {
      method: "PUT",
      path: "/assistant/catalogue",
      body: PutCatalogueBodySchema,
      responses: { 200: OkSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY) },
      summary: "Replace the catalogue",
      description:
        "Replaces the client's semantic catalogue: the cubes as Cube's `/v1/meta` gives them, candidate values of " +
        "members, and glossary notes. Up to 1,000 cubes and 20,000 members; bodies up to 10 MiB.",
      metadata: ROUTE_DOCS.putCatalogue,
    },
    getCatalogue: {
      method: "GET",
      path: "/assistant/catalogue",
      responses: { 200: CatalogueResponseSchema, ...errorResponses(...AUTHENTICATED) },
      summary: "Get the catalogue",
      description:
        "The client's stored catalogue: empty (`cubes: []`, `values: {}`, `notes: []`) before the first PUT.",
      metadata: ROUTE_DOCS.getCatalogue,
    },
    ...savedQueryLifecycleRoutes,
    ...folderLifecycleRoutes,
    ...validatedQueryRoutes,
    ...connectionRoutes,
  },
  { baseHeaders: AuthHeadersSchema, strictStatusCodes: true },
);

export type Contract = typeof contract;

/** Routes that need no credentials: probes for load balancers and orchestrators. */
export const publicContract = c.router(
  {
    healthz: {
      method: "GET",
      path: "/healthz",
      responses: { 200: OkSchema },
      summary: "Liveness probe",
      description: "Answers 200 while the process is up and serving HTTP. Looks at nothing else.",
      metadata: PUBLIC_ROUTE_DOCS.healthz,
    },
    readyz: {
      method: "GET",
      path: "/readyz",
      responses: { 200: OkSchema, 503: ErrorBodySchema },
      summary: "Readiness probe",
      description: "Answers 200 when the database answers a query within 2 seconds, else 503.",
      metadata: PUBLIC_ROUTE_DOCS.readyz,
    },
  },
  { strictStatusCodes: true },
);

export type PublicContract = typeof publicContract;

/**
 * Schemas the OpenAPI document names in `components.schemas` and refers to with `$ref` wherever they occur, in
 * this order. The keys are the component names.
 */
export const COMPONENT_SCHEMAS = {
  Ok: OkSchema,
  ErrorBody: ErrorBodySchema,
  ErrorDetail: ErrorDetailSchema,
  CreateSavedQueryBody: CreateSavedQueryBodySchema,
  SavedQueryInput: SavedQueryInputSchema,
  DateRange: DateRangeSchema,
  ChartType: ChartTypeSchema,
  TimeGranularity: TimeGranularitySchema,
  SavedQueryPage: SavedQueryPageSchema,
  SavedQueryRecord: SavedQueryRecordSchema,
  CreateFolderBody: CreateFolderBodySchema,
  FolderInput: FolderInputSchema,
  FolderList: FolderListSchema,
  Folder: FolderSchema,
  FolderResponse: FolderResponseSchema,
  FolderPath: FolderPathSchema,
  UpdateFolderBody: UpdateFolderBodySchema,
  AssistantQueryBody: AssistantQueryBodySchema,
  AnswerResponse: AnswerResponseSchema,
  Answer: AnswerSchema,
  CubeQuery: CubeQuerySchema,
  FilterFieldsBody: FilterFieldsBodySchema,
  FilterFieldsResponse: FilterFieldsResponseSchema,
  SearchEntitiesBody: SearchEntitiesBodySchema,
  SearchEntitiesResponse: SearchEntitiesResponseSchema,
  EntityReference: EntityReferenceSchema,
  ValidatedQueryBody: ValidatedQueryBodySchema,
  ValidatedQueryPage: ValidatedQueryPageSchema,
  ValidatedQueryRecord: ValidatedQueryRecordSchema,
  PutCatalogueBody: PutCatalogueBodySchema,
  CatalogueResponse: CatalogueResponseSchema,
  Catalogue: CatalogueSchema,
  Cube: CubeSchema,
  FieldDescriptor: FieldDescriptorSchema,
  ValueDictionary: ValueDictionarySchema,
  ...SAVED_QUERY_LIFECYCLE_COMPONENTS,
  ...CONNECTION_COMPONENTS,
};
