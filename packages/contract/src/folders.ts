import { z } from "zod";
import { IdSchema, IsoTimestampSchema, MAX_DESCRIPTION, OkSchema, optional, TitleSchema } from "./common.js";
import { NextCursorSchema, PageQueryFields } from "./pagination.js";

export const FolderInputSchema = z
  .object({
    id: optional(IdSchema),
    title: TitleSchema,
    description: optional(z.string().max(MAX_DESCRIPTION)),
    parentFolderId: optional(IdSchema),
  })
  .strict();

export const CreateFolderBodySchema = z.object({ folder: FolderInputSchema }).strict();
export type CreateFolderBody = z.infer<typeof CreateFolderBodySchema>;

/** `true`/`false` only: anything else is a 400, not a silent `false`. */
export const BooleanParamSchema = z.enum(["true", "false"]).transform((value) => value === "true");

export const ListFoldersQuerySchema = z.object({
  parentFolderId: IdSchema.optional().describe(
    "This folder's children (with includeAll, its whole subtree); without it, root folders",
  ),
  includeAll: BooleanParamSchema.optional().describe(
    "`true`: every folder, or with parentFolderId the folder's whole subtree",
  ),
  ...PageQueryFields,
});
export type ListFoldersQuery = z.infer<typeof ListFoldersQuerySchema>;

export const FolderSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  parentFolderId: z.string().nullable(),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type Folder = z.infer<typeof FolderSchema>;

/** One page of folders; `nextCursor` is null on the last page. */
export const FolderListSchema = OkSchema.extend({ result: z.array(FolderSchema), nextCursor: NextCursorSchema });
