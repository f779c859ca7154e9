import { z } from "zod";

/**
 * The only reader of `process.env`. Every variable is documented in `.env.example`.
 * Server values are parsed lazily (so scripts and tests can set them first) and cached.
 */
const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, "DATABASE_SCHEMA must be a plain lower-case identifier")
    .optional(),
  DATA_DIR: z.string().default(".data/platewise"),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  SITE_URL: z.url().default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Name of a trusted request header carrying the visitor's country (e.g. cf-ipcountry). */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]*$/i)
    .optional()
    .transform((v) => v?.toLowerCase() || undefined),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default("US")
    .transform((v) => v.toUpperCase()),
  /** Lets `?country=XX` pin the country; never honoured in production. */
  ALLOW_COUNTRY_OVERRIDE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export type ServerEnv = z.infer<typeof serverSchema>;

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n  ${issues.join("\n  ")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Drops the cached values; tests call this after changing the environment. */
export function resetEnvCache(): void {
  cached = undefined;
}

/**
 * Values the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` at build time,
 * so each one must be referenced literally here.
 */
export const publicEnv = {
  siteName: process.env.NEXT_PUBLIC_SITE_NAME ?? "Platewise",
} as const;
