import { z } from "zod";
import { MAX_DESCRIPTION, MAX_MEMBER_NAME, MAX_TITLE, OkSchema, optional } from "./common.js";
import { ChartTypeSchema, CreateSavedQueryBodySchema } from "./saved-queries.js";

export const MAX_CUBES = 1000;
export const MAX_MEMBERS = 20_000;
export const MAX_QUESTION = 10_000;

/** Only `cube` exists; anything else is a 400 naming the allowed value. */
export const QueryTypeSchema = z.literal("cube");

const NameSchema = z.string().min(1).max(MAX_MEMBER_NAME);

/** A measure or dimension. Extra keys that Cube's `/v1/meta` carries (shortTitle, format, meta...) are kept. */
export const FieldDescriptorSchema = z
  .object({
    name: NameSchema,
    title: optional(z.string().max(MAX_TITLE * 2)),
    description: optional(z.string().max(MAX_DESCRIPTION)),
    type: z.string().min(1).max(50),
  })
  .passthrough();
export type FieldDescriptor = z.infer<typeof FieldDescriptorSchema>;

export const CubeSchema = z
  .object({
    name: z.string().min(1).max(MAX_TITLE),
    title: optional(z.string().max(MAX_TITLE * 2)),
    description: optional(z.string().max(MAX_DESCRIPTION)),
    measures: z.array(FieldDescriptorSchema).max(MAX_MEMBERS).default([]),
    dimensions: z.array(FieldDescriptorSchema).max(MAX_MEMBERS).default([]),
  })
  .passthrough();
export type Cube = z.infer<typeof CubeSchema>;

export const CubeListSchema = z
  .array(CubeSchema)
  .max(MAX_CUBES)
  .superRefine((cubes, ctx) => {
    const members = cubes.reduce((sum, cube) => sum + cube.measures.length + cube.dimensions.length, 0);
    if (members > MAX_MEMBERS) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `at most ${MAX_MEMBERS} members in all (got ${members})` });
    }
    const seen = new Set<string>();
    cubes.forEach((cube, index) => {
      if (seen.has(cube.name)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, "name"],
          message: `duplicate cube name "${cube.name}"`,
        });
      }
      seen.add(cube.name);
    });
  });

/** Candidate values of members: `{ "orders.status": ["completed", "shipped"] }`. */
export const ValueDictionarySchema = z
  .record(NameSchema, z.array(z.string().max(500)).max(10_000))
  .refine((dictionary) => Object.keys(dictionary).length <= MAX_MEMBERS, `at most ${MAX_MEMBERS} members`);
export type ValueDictionary = z.infer<typeof ValueDictionarySchema>;

export const NotesSchema = z.array(z.string().max(1000)).max(1000);

const TimeDimensionSchema = z
  .object({
    dimension: NameSchema,
    granularity: z.string().max(20).optional(),
    dateRange: z.union([z.string().max(100), z.tuple([z.string().max(100), z.string().max(100)])]).optional(),
  })
  .passthrough();

const OrderSchema = z.union([
  z.array(z.tuple([NameSchema, z.enum(["asc", "desc"])])).max(100),
  z.record(NameSchema, z.enum(["asc", "desc"])),
]);

/** A Cube REST query. Known keys are typed; other Cube keys (offset, segments, timezone...) pass through. */
export const CubeQuerySchema = z
  .object({
    measures: z.array(NameSchema).max(100).optional(),
    dimensions: z.array(NameSchema).max(100).optional(),
    timeDimensions: z.array(TimeDimensionSchema).max(20).optional(),
    filters: z.array(z.record(z.unknown())).max(100).optional(),
    order: OrderSchema.optional(),
    limit: z.number().int().min(1).max(50_000).optional(),
  })
  .passthrough();
export type CubeQuery = z.infer<typeof CubeQuerySchema>;

export const CatalogueSchema = z.object({
  type: QueryTypeSchema,
  cubes: CubeListSchema,
  values: ValueDictionarySchema,
  notes: NotesSchema,
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

export const PutCatalogueBodySchema = z
  .object({
    type: QueryTypeSchema,
    cubes: CubeListSchema,
    values: optional(ValueDictionarySchema),
    notes: optional(NotesSchema),
  })
  .strict();

export const AssistantQueryBodySchema = z
  .object({
    input: z.string().max(MAX_QUESTION),
    fields: optional(z.array(NameSchema).max(1000)),
    filters: optional(ValueDictionarySchema),
    type: optional(QueryTypeSchema),
    notes: optional(NotesSchema),
    cubes: optional(CubeListSchema),
  })
  .strict();
export type AssistantQueryBody = z.infer<typeof AssistantQueryBodySchema>;

export const AnswerSchema = z.object({
  query: CubeQuerySchema.nullable(),
  chartType: ChartTypeSchema.nullable(),
  title: z.string(),
  explanation: z.string(),
  confidence: z.number().min(0).max(1),
  source: z.enum(["validated", "engine"]),
  matches: z.array(z.object({ phrase: z.string(), member: z.string(), kind: z.string() })),
  unmatched: z.array(z.string()),
  /** A draft that `POST /saved-queries` accepts as is; null for a refusal. */
  savedQuery: CreateSavedQueryBodySchema.shape.savedQuery.nullable(),
});
export type Answer = z.infer<typeof AnswerSchema>;

export const FilterFieldsBodySchema = z
  .object({ question: z.string().max(MAX_QUESTION), type: optional(QueryTypeSchema) })
  .strict();

export const EntityReferenceSchema = z.object({ name: z.string().min(1).max(MAX_TITLE) }).strict();

export const SearchEntitiesBodySchema = z
  .object({
    question: z.string().max(MAX_QUESTION),
    type: optional(QueryTypeSchema),
    defaultEntities: optional(z.array(EntityReferenceSchema).max(MAX_CUBES)),
  })
  .strict();

export const ValidatedQueryBodySchema = z
  .object({
    question: z
      .string()
      .min(1)
      .max(MAX_QUESTION)
      .refine((value) => value.trim().length > 0, "must not be empty"),
    type: QueryTypeSchema,
    query: CubeQuerySchema,
    validatedBy: optional(z.string().max(MAX_TITLE)),
    askedBy: optional(z.string().max(MAX_TITLE)),
  })
  .strict();
export type ValidatedQueryBody = z.infer<typeof ValidatedQueryBodySchema>;

export const AnswerResponseSchema = OkSchema.extend({
  result: z.object({ type: QueryTypeSchema, answer: AnswerSchema }),
});

export const FilterFieldsResponseSchema = OkSchema.extend({
  result: z.object({ type: QueryTypeSchema, answer: z.object({ fields: z.array(FieldDescriptorSchema) }) }),
});

export const SearchEntitiesResponseSchema = OkSchema.extend({
  result: z.object({ relevantEntities: z.array(EntityReferenceSchema) }),
});

export const CatalogueResponseSchema = OkSchema.extend({ result: CatalogueSchema });
