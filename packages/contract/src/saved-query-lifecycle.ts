import { SaveValidationQuerySchema } from "./connections.js";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { NextCursorSchema, PageQueryFields } from "./pagination.js";
import { IdSchema, IsoTimestampSchema, OkSchema } from "./common.js";
import { ErrorBodySchema } from "./errors.js";
import { SAVED_QUERY_LIFECYCLE_DOCS as DOCS } from "./saved-query-lifecycle-docs.js";
import { SavedQueryFieldsSchema, SavedQueryRecordSchema } from "./saved-queries.js";

/**
 * The life of a saved query after its creation (issue 8): read one, change it, trash and restore it, its history,
 * duplicates. Extensions: the interface's eight endpoints keep their bodies exactly.
 */

const c = initContract();

/** A saved query as the list shows it, plus its `version` (1 on creation, +1 on every change; the ETag's value). */
export const SavedQueryDetailSchema = SavedQueryRecordSchema.extend({ version: z.number().int().min(1) });
export type SavedQueryDetail = z.infer<typeof SavedQueryDetailSchema>;

export const SavedQueryResponseSchema = OkSchema.extend({ result: SavedQueryDetailSchema });

/** `true`/`false` only: anything else is a 400, not a silent `false`. */
const BooleanParamSchema = z.enum(["true", "false"]).transform((value) => value === "true");

export const SavedQueryIdParamsSchema = z.object({ id: IdSchema });

/** `If-Match: "<version>"` (or `*`): the change applies only if the saved query is still at that version. */
export const IfMatchHeadersSchema = z.object({
  "if-match": z
    .string()
    .optional()
    .describe('The ETag of the version the change is based on, e.g. `"3"`; a stale one answers 412'),
});

/**
 * Any subset of the creation fields but `id`: `null` clears an optional field; `folderId` moves the saved query
 * (`null`: to the root). The merged result must pass the creation rules.
 */
export const UpdateSavedQueryBodySchema = z
  .object({
    savedQuery: SavedQueryFieldsSchema.omit({ id: true }).partial().optional(),
    folderId: IdSchema.nullable().optional(),
    connectionId: IdSchema.nullable().optional().describe("Another of the client's connections; `null`: none"),
  })
  .strict()
  .refine(
    (body) =>
      body.folderId !== undefined || body.connectionId !== undefined || Object.keys(body.savedQuery ?? {}).length > 0,
    {
      message: "at least one field to change is required",
    },
  );
export type UpdateSavedQueryBody = z.infer<typeof UpdateSavedQueryBodySchema>;

export const GetSavedQueryQuerySchema = z.object({
  deleted: BooleanParamSchema.optional().describe("`true`: look in the trash instead"),
});

export const DeleteSavedQueryQuerySchema = z.object({
  permanent: BooleanParamSchema.optional().describe(
    "`true`: remove a saved query that is already in the trash, for good (its revisions too)",
  ),
});

export const REVISION_ACTIONS = [
  "create",
  "update",
  "move",
  "delete",
  "restore",
  "revert",
  "duplicate",
  "layout",
] as const;

export const SavedQueryRevisionSchema = z.object({
  id: z.string(),
  savedQueryId: z.string(),
  /** The saved query's version after this change. */
  version: z.number().int().min(1),
  action: z.enum(REVISION_ACTIONS),
  /** The id of the API key that made the change. */
  actorId: z.string(),
  createdAt: IsoTimestampSchema,
  /** The whole record after the change. */
  record: SavedQueryDetailSchema,
});
export type SavedQueryRevision = z.infer<typeof SavedQueryRevisionSchema>;

export const RevisionPageSchema = OkSchema.extend({
  result: z.array(SavedQueryRevisionSchema),
  nextCursor: NextCursorSchema,
});

export const ListRevisionsQuerySchema = z.object(PageQueryFields);
export type ListRevisionsQuery = z.infer<typeof ListRevisionsQuerySchema>;

export const DuplicateSavedQueryBodySchema = z
  .object({
    id: IdSchema.optional(),
    title: SavedQueryFieldsSchema.shape.title.optional(),
    folderId: IdSchema.nullable().optional(),
  })
  .strict();
export type DuplicateSavedQueryBody = z.infer<typeof DuplicateSavedQueryBodySchema>;

const LayoutIntegerSchema = z.number().int().min(0).max(10_000);

export const LayoutItemSchema = z
  .object({
    id: IdSchema,
    x: LayoutIntegerSchema,
    y: LayoutIntegerSchema,
    width: LayoutIntegerSchema,
    height: LayoutIntegerSchema,
    order: LayoutIntegerSchema,
    version: z.number().int().min(1).optional().describe("When given, the item applies only at this version (412)"),
  })
  .strict();

export const PutLayoutBodySchema = z
  .object({ items: z.array(LayoutItemSchema).min(1).max(500) })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["items", index, "id"], message: "appears twice" });
      seen.add(item.id);
    });
  });
export type PutLayoutBody = z.infer<typeof PutLayoutBodySchema>;

export const LayoutResponseSchema = OkSchema.extend({ result: z.array(SavedQueryDetailSchema) });

type ErrorStatus = 400 | 401 | 404 | 408 | 409 | 412 | 413 | 415 | 429 | 500 | 502 | 503 | 504;
function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}
const AUTHENTICATED = [401, 429, 500, 503] as const;
const JSON_BODY = [400, 408, 413, 415] as const;

/** Spread into the main contract's router. */
export const savedQueryLifecycleRoutes = {
  putLayout: c.mutation({
    method: "PUT",
    path: "/saved-queries/layout",
    body: PutLayoutBodySchema,
    responses: { 200: LayoutResponseSchema, ...errors(...AUTHENTICATED, ...JSON_BODY, 404, 412) },
    summary: "Lay out several saved queries at once",
    description:
      "Sets `x`, `y`, `width`, `height` and `order` of each listed saved query, in one transaction: all or " +
      "none. An unknown, another client's or a trashed id answers 404, a stale `version` 412, and then nothing " +
      "changes. Answers the updated records, in the order sent.",
    metadata: DOCS.putLayout,
  }),
  getSavedQuery: c.query({
    method: "GET",
    path: "/saved-queries/:id",
    pathParams: SavedQueryIdParamsSchema,
    query: GetSavedQueryQuerySchema,
    responses: { 200: SavedQueryResponseSchema, ...errors(...AUTHENTICATED, 400, 404) },
    summary: "Get a saved query",
    description:
      "One saved query, as the list shows it plus its `version`; the `ETag` header carries the version " +
      '(`"<version>"`) for `If-Match`. A trashed saved query is found only with `deleted=true`.',
    metadata: DOCS.getSavedQuery,
  }),
  updateSavedQuery: c.mutation({
    method: "PATCH",
    path: "/saved-queries/:id",
    pathParams: SavedQueryIdParamsSchema,
    headers: IfMatchHeadersSchema,
    query: SaveValidationQuerySchema,
    body: UpdateSavedQueryBodySchema,
    responses: { 200: SavedQueryResponseSchema, ...errors(...AUTHENTICATED, ...JSON_BODY, 404, 412, 502, 504) },
    summary: "Change a saved query",
    description:
      "Changes any of the creation fields (not `id`): `null` clears an optional field, `folderId` moves it " +
      "(`null`: to the root). The result must pass the creation rules. With `If-Match` the change applies only " +
      "to that version (else 412); without it the last write wins. Answers the updated record and its `ETag`. With " +
      "`validate=true` the changed query is first checked with Cube's dry run.",
    metadata: DOCS.updateSavedQuery,
  }),
  deleteSavedQuery: c.mutation({
    method: "DELETE",
    path: "/saved-queries/:id",
    pathParams: SavedQueryIdParamsSchema,
    query: DeleteSavedQueryQuerySchema,
    headers: IfMatchHeadersSchema,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errors(...AUTHENTICATED, ...JSON_BODY, 404, 409, 412) },
    summary: "Move a saved query to the trash, or delete it for good",
    description:
      "Moves the saved query to the trash (`GET /saved-queries?deleted=true`; `POST .../restore` brings it " +
      "back). With `permanent=true`, removes a saved query that is already in the trash, with its revisions; a " +
      "saved query not in the trash answers 409. Honours `If-Match`.",
    metadata: DOCS.deleteSavedQuery,
  }),
  restoreSavedQuery: c.mutation({
    method: "POST",
    path: "/saved-queries/:id/restore",
    pathParams: SavedQueryIdParamsSchema,
    headers: IfMatchHeadersSchema,
    body: c.noBody(),
    responses: { 200: SavedQueryResponseSchema, ...errors(...AUTHENTICATED, ...JSON_BODY, 404, 409, 412) },
    summary: "Bring a saved query back from the trash",
    description:
      "Takes the saved query out of the trash exactly as it was; into the root if its folder no longer exists. " +
      "A saved query that is not in the trash answers 409.",
    metadata: DOCS.restoreSavedQuery,
  }),
  listSavedQueryRevisions: c.query({
    method: "GET",
    path: "/saved-queries/:id/revisions",
    pathParams: SavedQueryIdParamsSchema,
    query: ListRevisionsQuerySchema,
    responses: { 200: RevisionPageSchema, ...errors(...AUTHENTICATED, 400, 404) },
    summary: "List a saved query's revisions",
    description:
      "Every change of the saved query (create, update, move, delete, restore, revert, duplicate), newest first, " +
      "each with the key that made it and the whole record after it, a page at a time (`nextCursor`).",
    metadata: DOCS.listSavedQueryRevisions,
  }),
  restoreSavedQueryRevision: c.mutation({
    method: "POST",
    path: "/saved-queries/:id/revisions/:revisionId/restore",
    pathParams: SavedQueryIdParamsSchema.extend({ revisionId: z.string().uuid() }),
    headers: IfMatchHeadersSchema,
    body: c.noBody(),
    responses: { 200: SavedQueryResponseSchema, ...errors(...AUTHENTICATED, ...JSON_BODY, 404, 412) },
    summary: "Restore a revision of a saved query",
    description:
      "Sets the saved query's fields, layout and folder to what they were after that revision (the root if the " +
      "folder no longer exists), as a new change with a new revision (`revert`). Honours `If-Match`.",
    metadata: DOCS.restoreSavedQueryRevision,
  }),
  duplicateSavedQuery: c.mutation({
    method: "POST",
    path: "/saved-queries/:id/duplicate",
    pathParams: SavedQueryIdParamsSchema,
    body: DuplicateSavedQueryBodySchema,
    responses: { 200: SavedQueryResponseSchema, ...errors(...AUTHENTICATED, ...JSON_BODY, 404, 409) },
    summary: "Duplicate a saved query",
    description:
      'A copy with a new id (or `id`), the title "<title> (copy)" (or `title`), in the same folder (or ' +
      "`folderId`; `null`: the root). An `id` already used (trash included) answers 409. Answers the copy.",
    metadata: DOCS.duplicateSavedQuery,
  }),
};

/** Named in the OpenAPI document's components. */
export const SAVED_QUERY_LIFECYCLE_COMPONENTS = {
  SavedQueryDetail: SavedQueryDetailSchema,
  SavedQueryResponse: SavedQueryResponseSchema,
  UpdateSavedQueryBody: UpdateSavedQueryBodySchema,
  DuplicateSavedQueryBody: DuplicateSavedQueryBodySchema,
  SavedQueryRevision: SavedQueryRevisionSchema,
  RevisionPage: RevisionPageSchema,
  PutLayoutBody: PutLayoutBodySchema,
  LayoutResponse: LayoutResponseSchema,
};
