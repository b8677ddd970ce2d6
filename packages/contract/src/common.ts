import { z } from "zod";

/** Both credentials travel on every request. Node lowercases header names, so the schema does too. */
export const AuthHeadersSchema = z.object({
  "x-api-key": z.string(),
  "x-client-id": z.string(),
});

export const OkSchema = z.object({ status: z.literal("ok") });

export const MAX_ID = 128;
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 2000;
export const MAX_MEMBER_NAME = 300;

/** Ids chosen by clients: short, URL- and log-safe. */
export const IdSchema = z
  .string()
  .min(1)
  .max(MAX_ID)
  .regex(/^[A-Za-z0-9_.:~-]+$/, "may contain only letters, digits and _ . : ~ -");

export const TitleSchema = z
  .string()
  .max(MAX_TITLE)
  .refine((value) => value.trim().length > 0, "must not be empty");

/** `null` in an optional field means the same as leaving it out. */
export function optional<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish();
}

export const IsoTimestampSchema = z.string().datetime({ precision: 3 }).describe("ISO-8601 UTC with milliseconds");
