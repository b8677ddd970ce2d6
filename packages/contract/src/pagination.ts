import { z } from "zod";

/** The query parameters of every paginated list: a page size and the previous page's `nextCursor`. */
export const PageQueryFields = {
  limit: z.coerce.number().int().min(1).max(500).default(100).describe("Page size"),
  cursor: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe("The `nextCursor` of the previous page; without it, the first page"),
};

/** Beside `result` in every paginated answer: the cursor of the next page, `null` on the last one. */
export const NextCursorSchema = z.string().nullable();
