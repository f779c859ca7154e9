/** The named error kinds of the spec's error catalogue (section 8). */
export const errorKinds = [
  "fetch-timeout",
  "funnel-builder",
  "upsell-page",
  "error-page",
  "my-subscription",
  "email-loader",
  "utils",
  "user-agent-parser",
  "splits-config",
  "redirects-config",
  "analytics-load",
  "payment",
  "update-profile-validation",
  "create-profile-validation",
  "create-profile-internal-api",
  "support-proxy",
  "script-injection",
  "third-party",
] as const;

export type ErrorKind = (typeof errorKinds)[number];

/** Base of every named error: a `kind` for grouping in the error service, optional context. */
export abstract class AppError extends Error {
  abstract readonly kind: ErrorKind;
  readonly context?: Record<string, unknown>;

  constructor(message: string, options?: { cause?: unknown; context?: Record<string, unknown> }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.context = options?.context;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
