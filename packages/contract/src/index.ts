import { initContract } from "@ts-rest/core";
import { z } from "zod";
import {
  AnswerSchema,
  AssistantQueryBodySchema,
  CatalogueSchema,
  EntityReferenceSchema,
  FieldDescriptorSchema,
  FilterFieldsBodySchema,
  PutCatalogueBodySchema,
  SearchEntitiesBodySchema,
  ValidatedQueryBodySchema,
} from "./assistant.js";
import { AuthHeadersSchema, OkSchema } from "./common.js";
import { ErrorBodySchema } from "./errors.js";
import { CreateFolderBodySchema, FolderSchema, ListFoldersQuerySchema } from "./folders.js";
import { CreateSavedQueryBodySchema, ListSavedQueriesQuerySchema, SavedQueryRecordSchema } from "./saved-queries.js";

export * from "./assistant.js";
export * from "./common.js";
export * from "./errors.js";
export * from "./folders.js";
export * from "./saved-queries.js";

const c = initContract();

/** Errors any route can answer; each route adds the ones particular to it. */
const commonErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  500: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * The whole Quarry interface. Paths are relative to the base address, which already ends in `/api`.
 */
export const contract = c.router(
  {
    createSavedQuery: {
      method: "POST",
      path: "/saved-queries",
      body: CreateSavedQueryBodySchema,
      responses: { 200: OkSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      summary: "Create a saved query (report), optionally in a folder",
      description:
        "An `id` in `savedQuery` becomes the record's id. Repeating the same id with an identical body answers 200 again; with a different body, 409.",
    },
    listSavedQueries: {
      method: "GET",
      path: "/saved-queries",
      query: ListSavedQueriesQuerySchema,
      responses: {
        200: OkSchema.extend({ result: z.array(SavedQueryRecordSchema), nextCursor: z.string().nullable() }),
        404: ErrorBodySchema,
      },
      summary: "List saved queries, all of them or one folder's, a page at a time",
    },
    createFolder: {
      method: "POST",
      path: "/folders",
      body: CreateFolderBodySchema,
      responses: { 200: OkSchema, 404: ErrorBodySchema },
      summary: "Create a folder, optionally inside another",
    },
    listFolders: {
      method: "GET",
      path: "/folders",
      query: ListFoldersQuerySchema,
      responses: { 200: OkSchema.extend({ result: z.array(FolderSchema) }), 404: ErrorBodySchema },
      summary: "List root folders, a folder's children, or (includeAll) every folder or a whole subtree",
    },
    submitQuery: {
      method: "POST",
      path: "/assistant/query",
      body: AssistantQueryBodySchema,
      responses: {
        200: OkSchema.extend({ result: z.object({ type: z.literal("cube"), answer: AnswerSchema }) }),
        501: ErrorBodySchema,
      },
      summary: "Answer a plain-English question with a Cube query, chart type and explanation",
    },
    filterFields: {
      method: "POST",
      path: "/assistant/filter-fields",
      body: FilterFieldsBodySchema,
      responses: {
        200: OkSchema.extend({
          result: z.object({ type: z.literal("cube"), answer: z.object({ fields: z.array(FieldDescriptorSchema) }) }),
        }),
        501: ErrorBodySchema,
      },
      summary: "The fields a question filters on",
    },
    searchEntities: {
      method: "POST",
      path: "/assistant/search-entities",
      body: SearchEntitiesBodySchema,
      responses: {
        200: OkSchema.extend({ result: z.object({ relevantEntities: z.array(EntityReferenceSchema) }) }),
        501: ErrorBodySchema,
      },
      summary: "The cubes a question needs",
    },
    validateQuery: {
      method: "POST",
      path: "/assistant/validated-query",
      body: ValidatedQueryBodySchema,
      responses: { 204: c.noBody() },
      summary: "Record a person's confirmation that a query answers a question",
    },
    putCatalogue: {
      method: "PUT",
      path: "/assistant/catalogue",
      body: PutCatalogueBodySchema,
      responses: { 200: OkSchema },
      summary: "Replace the client's semantic catalogue (cubes, value dictionary, glossary notes)",
    },
    getCatalogue: {
      method: "GET",
      path: "/assistant/catalogue",
      responses: { 200: OkSchema.extend({ result: CatalogueSchema }) },
      summary: "The client's stored catalogue (empty before the first PUT)",
    },
  },
  { baseHeaders: AuthHeadersSchema, commonResponses: commonErrors, strictStatusCodes: true },
);

export type Contract = typeof contract;

/** Routes that need no credentials: probes for load balancers and orchestrators. */
export const publicContract = c.router(
  {
    healthz: {
      method: "GET",
      path: "/healthz",
      responses: { 200: OkSchema },
      summary: "Liveness: the process is up and serving HTTP",
    },
    readyz: {
      method: "GET",
      path: "/readyz",
      responses: { 200: OkSchema, 503: ErrorBodySchema },
      summary: "Readiness: the database answers; 503 while it does not",
    },
  },
  { strictStatusCodes: true },
);

export type PublicContract = typeof publicContract;
