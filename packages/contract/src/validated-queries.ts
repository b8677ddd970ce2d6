import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { CubeQuerySchema, MAX_QUESTION, QueryTypeSchema } from "./assistant.js";
import { IsoTimestampSchema, OkSchema } from "./common.js";
import { NextCursorSchema, PageQueryFields } from "./pagination.js";
import { AUTHENTICATED, errorResponses } from "./responses.js";
import { VALIDATED_QUERY_DOCS } from "./validated-queries-docs.js";

/** A confirmation recorded by `POST /assistant/validated-query`, with the id the server gave it. */
export const ValidatedQueryRecordSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: QueryTypeSchema,
  query: CubeQuerySchema,
  validatedBy: z.string().nullable(),
  askedBy: z.string().nullable(),
  createdAt: IsoTimestampSchema,
});
export type ValidatedQueryRecord = z.infer<typeof ValidatedQueryRecordSchema>;

export const ListValidatedQueriesQuerySchema = z.object({
  question: z
    .string()
    .min(1)
    .max(MAX_QUESTION)
    .optional()
    .describe("Only confirmations whose question contains this text, ignoring case"),
  ...PageQueryFields,
});
export type ListValidatedQueriesQuery = z.infer<typeof ListValidatedQueriesQuerySchema>;

/** One page of confirmations, newest first; `nextCursor` is null on the last page. */
export const ValidatedQueryPageSchema = OkSchema.extend({
  result: z.array(ValidatedQueryRecordSchema),
  nextCursor: NextCursorSchema,
});

const c = initContract();

/** Listing and withdrawing confirmed queries: extensions of the interface. */
export const validatedQueryRoutes = c.router({
  listValidatedQueries: {
    method: "GET",
    path: "/assistant/validated-queries",
    query: ListValidatedQueriesQuerySchema,
    responses: { 200: ValidatedQueryPageSchema, ...errorResponses(...AUTHENTICATED, 400) },
    summary: "List confirmed queries",
    description:
      "The client's confirmed queries (`POST /assistant/validated-query`), newest first, a page at a time; with " +
      "`question`, only those whose question contains that text (ignoring case). Pass `nextCursor` as `cursor` for " +
      "the next page.",
    metadata: VALIDATED_QUERY_DOCS.listValidatedQueries,
  },
  deleteValidatedQuery: {
    method: "DELETE",
    path: "/assistant/validated-queries/:id",
    pathParams: z.object({ id: z.string().describe("The confirmation's id, from the list") }),
    responses: { 204: c.noBody(), ...errorResponses(...AUTHENTICATED, 404) },
    summary: "Withdraw a confirmed query",
    description:
      "Deletes a confirmation. From the next request on, in every API process, it no longer shapes answers (an " +
      "older confirmation of the same question, if any, applies again).",
    metadata: VALIDATED_QUERY_DOCS.deleteValidatedQuery,
  },
});
