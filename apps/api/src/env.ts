import { z } from "zod";

/** A variable that is set but empty means "not set", as in most shells' `VAR= command`. */
const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

const port = (fallback: number) =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^\d+$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().max(65535, "must be a port number from 0 to 65535"))
      .default(String(fallback)),
  );

const flag = (fallback: boolean) =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .enum(["true", "false"], { errorMap: () => ({ message: "must be true or false" }) })
      .default(fallback ? "true" : "false")
      .transform((value) => value === "true"),
  );

const count = (fallback: number, unit: string) =>
  z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number({ invalid_type_error: `must be a whole number of ${unit}` })
      .int(`must be a whole number of ${unit}`)
      .min(0, "must be 0 (off) or more")
      .default(fallback),
  );

const origin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return new URL(value).origin === value.replace(/\/$/, "");
    } catch {
      return false;
    }
  }, "must list origins such as https://app.example.com (scheme, host and optional port; no path)")
  .transform((value) => value.replace(/\/$/, ""));

/**
 * Every setting of every Quarry process (the API, `pnpm api-key`, `pnpm db:migrate`), parsed once at boot:
 * a bad value stops the process with one line naming the variable. The table in the README lists them all.
 */
const EnvSchema = z.object({
  PORT: port(3000),
  HOST: z.preprocess(unsetWhenEmpty, z.string().default("0.0.0.0")),
  DATABASE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgresql:// connection string")
      .refine((value) => URL.canParse(value), "is not a valid connection string")
      .optional(),
  ),
  QUARRY_MIGRATE: flag(true),
  QUARRY_DATA_DIR: z.preprocess(unsetWhenEmpty, z.string().optional()),
  /** The built web app served at `/`; unset: `apps/web/dist` of this checkout, when it has been built. */
  QUARRY_WEB_ROOT: z.preprocess(unsetWhenEmpty, z.string().optional()),
  QUARRY_EMBEDDED_PG_PORT: port(54329).pipe(z.number().min(1, "must be a port number from 1 to 65535")),
  QUARRY_CORS_ORIGINS: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter((item) => item.trim() !== "") : []),
    z.array(origin),
  ),
  /** Unset: on, except under NODE_ENV=production (see routes.ts). */
  QUARRY_VALIDATE_RESPONSES: z.preprocess(
    unsetWhenEmpty,
    z
      .enum(["true", "false"], { errorMap: () => ({ message: "must be true or false" }) })
      .transform((value) => value === "true")
      .optional(),
  ),
  NODE_ENV: z.preprocess(unsetWhenEmpty, z.string().optional()),
  QUARRY_ASSISTANT_CACHE_MB: z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number({ invalid_type_error: "must be a number of megabytes" })
      .int("must be a whole number of megabytes")
      .min(1, "must be at least 1")
      .default(256),
  ),
  REDIS_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  QUARRY_RATE_LIMIT_CLIENT: count(12_000, "requests"),
  QUARRY_RATE_LIMIT_KEY: count(6_000, "requests"),
  QUARRY_RATE_LIMIT_WINDOW_SECONDS: count(60, "seconds").pipe(z.number().min(1, "must be at least 1")),
  QUARRY_ASSISTANT_CONCURRENCY: count(4, "requests"),
  QUARRY_REQUEST_TIMEOUT_MS: count(10_000, "milliseconds"),
  QUARRY_BODY_TIMEOUT_MS: count(10_000, "milliseconds"),
  /**
   * Keys that seal connection secrets: `id:base64`, comma-separated, the first one sealing (services/secret-box.ts).
   * Each key is 32 random bytes in base64 (`openssl rand -base64 32`); ids are letters, digits, _ and -.
   */
  QUARRY_SECRET_KEYS: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .transform((value, ctx) => {
        const keys = value.split(",").map((entry) => {
          const [id = "", encoded = ""] = entry.trim().split(":");
          return { id, key: Buffer.from(encoded, "base64") };
        });
        const ids = new Set(keys.map((key) => key.id));
        if (
          keys.some(({ id, key }) => !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32) ||
          ids.size !== keys.length
        ) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: "must list distinct keys as id:base64, each 32 bytes (e.g. k1:$(openssl rand -base64 32))",
          });
          return z.NEVER;
        }
        return keys;
      })
      .optional(),
  ),
  QUARRY_CUBE_TIMEOUT_MS: count(10_000, "milliseconds").pipe(z.number().min(1, "must be at least 1")),
  QUARRY_CUBE_LOAD_WAIT_MS: count(30_000, "milliseconds").pipe(z.number().min(1, "must be at least 1")),
  QUARRY_QUERY_CACHE_SECONDS: count(60, "seconds"),
  QUARRY_CATALOGUE_SYNC_MINUTES: count(0, "minutes"),
  /** Hosts Cube connections may point at: `cube.example.com`, `.example.com` (subdomains); unset: any. */
  QUARRY_CUBE_ALLOWED_HOSTS: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    unsetWhenEmpty,
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        errorMap: () => ({ message: "must be one of fatal, error, warn, info, debug, trace, silent" }),
      })
      .default("info"),
  ),
  LOG_FORMAT: z.preprocess(
    unsetWhenEmpty,
    z.enum(["json", "pretty"], { errorMap: () => ({ message: "must be json or pretty" }) }).optional(),
  ),
});
export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = source[name];
      // Never echo a connection string (it may carry a password) or a key.
      const secret = name === "DATABASE_URL" || name === "QUARRY_SECRET_KEYS";
      const shown = value === undefined || secret ? "" : ` (got ${JSON.stringify(value)})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  return parsed.data;
}

/** The database options every process derives from the environment. */
export function databaseOptions(env: Env) {
  return {
    databaseUrl: env.DATABASE_URL,
    statementTimeoutMs: env.QUARRY_REQUEST_TIMEOUT_MS,
    embedded: { port: env.QUARRY_EMBEDDED_PG_PORT, dataDir: env.QUARRY_DATA_DIR },
  };
}
