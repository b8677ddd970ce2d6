import { z } from "zod";

/** The process environment, parsed once at boot: a bad value stops the server with a clear message. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // An empty DATABASE_URL means "not set": use the embedded database.
  DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.string().url().optional()),
  QUARRY_MIGRATE: z.enum(["true", "false"]).default("true").transform((value) => value === "true"),
});
export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
