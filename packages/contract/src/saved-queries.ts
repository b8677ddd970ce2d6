import { z } from "zod";
import {
  IdSchema,
  IsoTimestampSchema,
  MAX_DESCRIPTION,
  MAX_MEMBER_NAME,
  OkSchema,
  optional,
  TitleSchema,
} from "./common.js";
import { NextCursorSchema, PageQueryFields } from "./pagination.js";

export const CHART_TYPES = ["area", "bar", "bar_list", "donut", "line", "scatter", "table"] as const;
export const ChartTypeSchema = z.enum(CHART_TYPES);
export type ChartType = z.infer<typeof ChartTypeSchema>;

export const TIME_GRANULARITIES = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"] as const;
export const TimeGranularitySchema = z.enum(TIME_GRANULARITIES);

const MemberNameSchema = z.string().min(1).max(MAX_MEMBER_NAME);
const MemberListSchema = z.array(MemberNameSchema).max(100);
const LayoutIntegerSchema = z.number().int().min(0).max(10_000);
const ShortTextSchema = z.string().max(MAX_MEMBER_NAME);

/** Open objects (their inner structure is not part of the interface) are stored verbatim, within a size bound. */
const OpenObjectSchema = z
  .record(z.unknown())
  .refine((value) => JSON.stringify(value).length <= 100_000, "is too large");

export const DateRangeSchema = z
  .object({
    from: optional(z.string().max(100)),
    to: optional(z.string().max(100)),
    selectValue: optional(z.string().max(100)),
  })
  .strict();

/** The `savedQuery` fields without the cross-field rule; `PATCH /saved-queries/:id` takes any subset of them. */
export const SavedQueryFieldsSchema = z
  .object({
    id: optional(IdSchema),
    title: TitleSchema,
    description: optional(z.string().max(MAX_DESCRIPTION)),
    connectionType: z.literal("cube"),
    chartType: ChartTypeSchema,
    dimensions: optional(MemberListSchema),
    metrics: optional(MemberListSchema),
    dateRange: optional(DateRangeSchema),
    dateFilterField: optional(MemberNameSchema),
    index: optional(ShortTextSchema),
    pivot: optional(ShortTextSchema),
    stacked: optional(z.boolean()),
    filters: optional(z.array(OpenObjectSchema).max(100)),
    limit: optional(z.number().int().min(1).max(50_000)),
    orderBy: optional(OpenObjectSchema),
    timeGranularity: optional(TimeGranularitySchema),
    order: optional(LayoutIntegerSchema),
    width: optional(LayoutIntegerSchema),
    height: optional(LayoutIntegerSchema),
    x: optional(LayoutIntegerSchema),
    y: optional(LayoutIntegerSchema),
  })
  .strict();

export const SavedQueryInputSchema = SavedQueryFieldsSchema.superRefine((value, ctx) => {
  if ((value.metrics?.length ?? 0) + (value.dimensions?.length ?? 0) === 0) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["metrics"],
      message: "at least one metric or dimension is required",
    });
  }
});
export type SavedQueryInput = z.infer<typeof SavedQueryInputSchema>;

export const CreateSavedQueryBodySchema = z
  .object({
    savedQuery: SavedQueryInputSchema,
    folderId: optional(IdSchema),
    connectionId: optional(IdSchema).describe(
      "One of the client's connections (`POST /connections`) to run it through; when the client has exactly one, that one",
    ),
  })
  .strict();
export type CreateSavedQueryBody = z.infer<typeof CreateSavedQueryBodySchema>;

export const ListSavedQueriesQuerySchema = z.object({
  folderId: IdSchema.optional().describe(
    "Only this folder's saved queries (not its subfolders'); without it, every saved query",
  ),
  ...PageQueryFields,
  search: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'Full-text search over title and description (words, `"phrases"`, `or`, `-excluded`); ordered by relevance, a title match first',
    ),
  deleted: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .describe("`true`: the trash (saved queries deleted with `DELETE /saved-queries/{id}`) instead"),
});
export type ListSavedQueriesQuery = z.infer<typeof ListSavedQueriesQuerySchema>;

export const SavedQueryRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Every `savedQuery` field other than the ones at the top level, exactly as sent. */
  query: z.record(z.unknown()),
  cubeQuery: z
    .record(z.unknown())
    .nullable()
    .optional()
    .describe(
      "The Cube query that `GET /saved-queries/{id}/data` runs, compiled from `query` (see the README); `null` when " +
        "it cannot be compiled as it is. Absent from revisions recorded before it existed.",
    ),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  folderId: z.string().nullable(),
  createdById: z.string(),
  connectionId: z.string().nullable(),
  order: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  x: z.number().int().nullable(),
  y: z.number().int().nullable(),
});
export type SavedQueryRecord = z.infer<typeof SavedQueryRecordSchema>;

/** One page of saved queries; `nextCursor` is null on the last page. */
export const SavedQueryPageSchema = OkSchema.extend({
  result: z.array(SavedQueryRecordSchema),
  nextCursor: NextCursorSchema,
});
