import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { IdSchema, MAX_DESCRIPTION, OkSchema, TitleSchema } from "./common.js";
import { FOLDER_LIFECYCLE_DOCS } from "./folder-lifecycle-docs.js";
import { BooleanParamSchema, FolderSchema } from "./folders.js";
import { AUTHENTICATED, errorResponses, JSON_BODY } from "./responses.js";

/** A folder named in the path: any string; one that is not an id of the client's folders is a 404. */
export const FolderIdParamsSchema = z.object({ id: z.string().describe("The folder's id") });

export const FolderResponseSchema = OkSchema.extend({ result: FolderSchema });

/** The changes to make; each field left out stays as it is. */
export const FolderChangesSchema = z
  .object({
    title: TitleSchema.optional(),
    description: z.string().max(MAX_DESCRIPTION).nullable().optional().describe("`null` removes the description"),
    parentFolderId: IdSchema.nullable().optional().describe("Moves the folder under this one; `null` to the root"),
  })
  .strict()
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    "must change at least one of title, description, parentFolderId",
  );

export const UpdateFolderBodySchema = z.object({ folder: FolderChangesSchema }).strict();
export type UpdateFolderBody = z.infer<typeof UpdateFolderBodySchema>;

export const DeleteFolderQuerySchema = z.object({
  recursive: BooleanParamSchema.optional().describe(
    "`true`: also delete its subfolders and move every saved query in them to the trash, all in one transaction",
  ),
});
export type DeleteFolderQuery = z.infer<typeof DeleteFolderQuerySchema>;

/** From the root folder down to the folder itself. */
export const FolderPathSchema = OkSchema.extend({ result: z.array(FolderSchema) });

const c = initContract();

/** Reading one folder, renaming and moving it, deleting it, and its breadcrumb: extensions of the interface. */
export const folderLifecycleRoutes = c.router({
  getFolder: {
    method: "GET",
    path: "/folders/:id",
    pathParams: FolderIdParamsSchema,
    responses: { 200: FolderResponseSchema, ...errorResponses(...AUTHENTICATED, 404) },
    summary: "Get a folder",
    description: "One folder of the client, as `GET /folders` lists it.",
    metadata: FOLDER_LIFECYCLE_DOCS.getFolder,
  },
  updateFolder: {
    method: "PATCH",
    path: "/folders/:id",
    pathParams: FolderIdParamsSchema,
    body: UpdateFolderBodySchema,
    responses: { 200: FolderResponseSchema, ...errorResponses(...AUTHENTICATED, ...JSON_BODY, 404, 409) },
    summary: "Rename or move a folder",
    description:
      "Changes a folder's `title` or `description`, or moves it under `parentFolderId` (`null`: to the root). " +
      "Fields are checked as on creation and at least one is required. Moving a folder under itself or one of its " +
      "own subfolders is a 409, also when two moves race: moves of one client are serialised.",
    metadata: FOLDER_LIFECYCLE_DOCS.updateFolder,
  },
  deleteFolder: {
    method: "DELETE",
    path: "/folders/:id",
    pathParams: FolderIdParamsSchema,
    query: DeleteFolderQuerySchema,
    responses: { 204: c.noBody(), ...errorResponses(...AUTHENTICATED, 400, 404, 409) },
    summary: "Delete a folder (with `recursive=true`, its whole subtree)",
    description:
      "Deletes a folder that holds no subfolders and no saved queries (reports in the trash do not count); a folder " +
      "that holds anything is a 409 and stays as it is. With `recursive=true` its subfolders are deleted too and " +
      "every saved query in them goes to the trash, all or nothing. Trashed saved queries of deleted folders are " +
      "restored into the root.",
    metadata: FOLDER_LIFECYCLE_DOCS.deleteFolder,
  },
  getFolderPath: {
    method: "GET",
    path: "/folders/:id/path",
    pathParams: FolderIdParamsSchema,
    responses: { 200: FolderPathSchema, ...errorResponses(...AUTHENTICATED, 404) },
    summary: "Get a folder's breadcrumb",
    description: "The folders from the root down to this one, root first, the folder itself last.",
    metadata: FOLDER_LIFECYCLE_DOCS.getFolderPath,
  },
});
