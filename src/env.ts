import { z } from "zod";

/** The site credential of a fresh install; public by nature (it is inlined in the browser bundle). */
export const developmentSiteCredential = "platewise-development-site-credential";

/** A key ring: comma-separated `kid:secret` entries; the first signs, all verify (docs/security.md). */
const keyRingPattern = /^[A-Za-z0-9._-]{1,64}:[^,\s]+(,[A-Za-z0-9._-]{1,64}:[^,\s]+)*$/;

/** An empty variable (as copied from .env.example) counts as not set, so defaults apply. */
function unsetIfEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), schema);
}

function optionalUrl() {
  return z.url().optional().or(z.literal("").transform(() => undefined));
}

/**
 * The only reader of `process.env`. Every variable is documented in `.env.example`.
 * Server values are parsed lazily (so scripts and tests can set them first) and cached. The
 * schema is built inside a function, so client bundles, which only read `publicEnv`, drop
 * zod entirely (docs/performance.md, "JavaScript budget").
 */
function serverSchema() {
  return z.object({
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
    /**
     * A dump (tar, PGlite's dumpDataDir) of a freshly migrated embedded database that an
     * in-memory one (DATA_DIR=memory://) starts from instead of running initdb; tests set it.
     */
    PGLITE_TEMPLATE: unsetIfEmpty(z.string().optional()),
    SEED_DEMO: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** The port the app's HTTP server listens on (`npm start`, `next start`). */
    PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65_535).default(3000)),
    /**
     * The public address of the site (links in mails, sign-in, sitemap). Unset: this server's
     * own address, `http://localhost:$PORT` (docs/operations.md, "The site's address").
     */
    SITE_URL: unsetIfEmpty(z.url().optional()),
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
    /** Lets `?country=XX` pin the country: in development, or in a production build served on a local address (browser tests); never on a public site. */
    ALLOW_COUNTRY_OVERRIDE: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => v === "true"),
    // --- Site token, API, Slack, analytics, conversions, error reporting ---------
    /**
     * Signing keys. Unset values are generated on first start and kept in SECRETS_FILE
     * (tests: random keys in memory per process); see src/server/secrets/.
     */
    SECRETS_FILE: unsetIfEmpty(z.string().min(1).optional()),
    SITE_TOKEN_KEYS: unsetIfEmpty(z.string().regex(keyRingPattern, "SITE_TOKEN_KEYS must be kid:secret[,kid:secret…]").optional()),
    SESSION_KEYS: unsetIfEmpty(z.string().regex(keyRingPattern, "SESSION_KEYS must be kid:secret[,kid:secret…]").optional()),
    /** Older single site-token secret: read as the key `default` when SITE_TOKEN_KEYS is unset. */
    SITE_TOKEN_SECRET: unsetIfEmpty(z.string().min(32).optional()),
    SITE_TOKEN_TTL_SECONDS: unsetIfEmpty(z.coerce.number().int().min(60).max(2_592_000).default(86_400)),
    SLACK_WEBHOOK_URL: optionalUrl(),
    /** Where the duration analytics events are posted (basic authorization); empty: not sent. */
    DURATION_ANALYTICS_URL: optionalUrl(),
    DURATION_ANALYTICS_USER: z.string().optional().transform((v) => v || undefined),
    DURATION_ANALYTICS_PASSWORD: z.string().optional().transform((v) => v || undefined),
    DURATION_ANALYTICS_PROJECT: unsetIfEmpty(z.string().min(1).default("platewise")),
    /** Basic-auth pair our own duration receiver accepts; an unset password is generated (see above). */
    DURATION_RECEIVER_USER: unsetIfEmpty(z.string().min(1).default("platewise")),
    DURATION_RECEIVER_PASSWORD: unsetIfEmpty(z.string().min(8).optional()),
    /** Lets a visitor read back their own recent events (GET /api/events); default: off in production. */
    ANALYTICS_READBACK: unsetIfEmpty(z.enum(["true", "false"]).optional()),
    SENTRY_DSN: optionalUrl(),
    SENTRY_ENVIRONMENT: z.string().optional().transform((v) => v || undefined),
    META_CAPI_ACCESS_TOKEN: z.string().optional().transform((v) => v || undefined),
    META_CAPI_BASE_URL: unsetIfEmpty(z.url().default("https://graph.facebook.com")),
    META_CAPI_API_VERSION: unsetIfEmpty(z.string().regex(/^v\d+\.\d+$/).default("v21.0")),
    META_CAPI_TEST_EVENT_CODE: z.string().optional().transform((v) => v || undefined),
    TIKTOK_EVENTS_ACCESS_TOKEN: z.string().optional().transform((v) => v || undefined),
    TIKTOK_EVENTS_BASE_URL: unsetIfEmpty(z.url().default("https://business-api.tiktok.com")),
    GOOGLE_ADS_DEVELOPER_TOKEN: z.string().optional().transform((v) => v || undefined),
    GOOGLE_ADS_CLIENT_ID: z.string().optional().transform((v) => v || undefined),
    GOOGLE_ADS_CLIENT_SECRET: z.string().optional().transform((v) => v || undefined),
    GOOGLE_ADS_REFRESH_TOKEN: z.string().optional().transform((v) => v || undefined),
    GOOGLE_ADS_CUSTOMER_ID: z.string().regex(/^\d*$/).optional().transform((v) => v || undefined),
    GOOGLE_ADS_LOGIN_CUSTOMER_ID: z.string().regex(/^\d*$/).optional().transform((v) => v || undefined),
    GOOGLE_ADS_PURCHASE_ACTION_ID: z.string().regex(/^\d*$/).optional().transform((v) => v || undefined),
    GOOGLE_ADS_LEAD_ACTION_ID: z.string().regex(/^\d*$/).optional().transform((v) => v || undefined),
    GOOGLE_ADS_API_BASE_URL: unsetIfEmpty(z.url().default("https://googleads.googleapis.com")),
    GOOGLE_ADS_API_VERSION: unsetIfEmpty(z.string().regex(/^v\d+$/).default("v21")),
    GOOGLE_OAUTH_TOKEN_URL: unsetIfEmpty(z.url().default("https://oauth2.googleapis.com/token")),
    // --- Payments (docs/billing.md) ----------------------------------------------
    /** Stripe's secret key: set, Stripe sells; unset, the built-in sandbox processor does. */
    STRIPE_SECRET_KEY: unsetIfEmpty(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "STRIPE_SECRET_KEY must be a Stripe secret or restricted key").optional()),
    /**
     * Where the built-in sandbox processor posts its webhooks. Unset: this server's own address
     * (`http://127.0.0.1:$PORT`), never a guessed public host (docs/billing.md).
     */
    SANDBOX_WEBHOOK_URL: optionalUrl(),
    /** The signing secret of the Stripe webhook endpoint (`whsec_…`). */
    STRIPE_WEBHOOK_SECRET: unsetIfEmpty(z.string().regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must start with whsec_").optional()),
    // --- Thank-you page (docs/checkout.md) -------------------------------------
    /** The app's App Store and Google Play pages; without them the thank-you page explains adding the web app to the home screen. */
    IOS_APP_URL: optionalUrl(),
    ANDROID_APP_URL: optionalUrl(),
    // --- E-mail (docs/email.md) -------------------------------------------------
    /** An SMTP server as one URL (`smtps://user:pass@host:465`); or SMTP_HOST and the rest. Neither: mail stays in the outbox. */
    SMTP_URL: unsetIfEmpty(z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional()),
    SMTP_HOST: unsetIfEmpty(z.string().min(1).optional()),
    /** Default: 465 with SMTP_SECURE=true, else 587. */
    SMTP_PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65_535).optional()),
    SMTP_USER: unsetIfEmpty(z.string().min(1).optional()),
    SMTP_PASS: unsetIfEmpty(z.string().min(1).optional()),
    /** "true": TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: unsetIfEmpty(z.enum(["true", "false"]).default("false").transform((v) => v === "true")),
    /** The sender of every e-mail, `Name <address>` or a bare address. */
    MAIL_FROM: unsetIfEmpty(z.string().min(3).default("Platewise <no-reply@localhost>")),
    /** The address e-mails give for support; default: the sender's address. */
    SUPPORT_EMAIL: unsetIfEmpty(z.email().optional()),
    /** Set by Next while it builds; background workers never start then. */
    NEXT_PHASE: z.string().optional(),
    /** "false" keeps this instance from running background jobs (it still enqueues them). */
    JOB_WORKERS: z.enum(["true", "false"]).default("true"),
  });
}

type ParsedEnv = z.infer<ReturnType<typeof serverSchema>>;

export type ServerEnv = Omit<ParsedEnv, "SITE_URL"> & {
  /** The public address of the site: as set, or this server's own address. */
  SITE_URL: string;
  /** True when SITE_URL was set, false when it is this server's own address by default. */
  SITE_URL_SET: boolean;
  /**
   * Where this very server answers on the machine (`http://127.0.0.1:$PORT`): the address the
   * built-in sandbox processor delivers its webhooks to, with no guessed host in between.
   */
  OWN_URL: string;
};

function withAddresses(parsed: ParsedEnv): ServerEnv {
  return {
    ...parsed,
    SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`,
    SITE_URL_SET: parsed.SITE_URL !== undefined,
    OWN_URL: `http://127.0.0.1:${parsed.PORT}`,
  };
}

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverSchema().safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n  ${issues.join("\n  ")}`);
  }
  cached = withAddresses(parsed.data);
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
  /** Build-time switch of the compact EU/US funnel layout (the spec's feature flag). */
  compactFunnel: process.env.NEXT_PUBLIC_COMPACT_FUNNEL === "true",
  /** The site-level credential the browser exchanges for a token (public by nature). */
  siteCredential: process.env.NEXT_PUBLIC_SITE_CREDENTIAL || developmentSiteCredential,
  /** The product's API host; empty: the same origin. */
  apiUrl: process.env.NEXT_PUBLIC_API_URL ?? "",
  amplitudeApiKey: process.env.NEXT_PUBLIC_AMPLITUDE_API_KEY || undefined,
  metaPixelId: process.env.NEXT_PUBLIC_META_PIXEL_ID || undefined,
  tiktokPixelId: process.env.NEXT_PUBLIC_TIKTOK_PIXEL_ID || undefined,
  twitterPixelId: process.env.NEXT_PUBLIC_TWITTER_PIXEL_ID || undefined,
  tagManagerId: process.env.NEXT_PUBLIC_GTM_ID || undefined,
  reviewWidgetId: process.env.NEXT_PUBLIC_REVIEW_WIDGET_ID || undefined,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  /**
   * Stripe's publishable key (`pk_test_…` / `pk_live_…`) for the checkout page's Payment Element;
   * Stripe sells only with it, its secret key and its webhook secret (docs/checkout.md). A value
   * of another shape counts as not set.
   */
  stripePublishableKey: /^pk_(test|live)_\w+$/.test(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? "")
    ? process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
    : undefined,
  /** "nodejs" or "edge" while Next.js runs server code; undefined in the browser. */
  nextRuntime: process.env.NEXT_RUNTIME,
  /** True in production builds (Next.js inlines NODE_ENV). */
  production: process.env.NODE_ENV === "production",
} as const;
