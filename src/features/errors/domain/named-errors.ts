import { AppError } from "./error-kinds";

type Options = { cause?: unknown; context?: Record<string, unknown> };

export class FetchTimeoutError extends AppError {
  readonly kind = "fetch-timeout";
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
    options?: Options,
  ) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`, options);
  }
}
export class FunnelBuilderError extends AppError {
  readonly kind = "funnel-builder";
}
export class UpsellPageError extends AppError {
  readonly kind = "upsell-page";
}
export class ErrorPageError extends AppError {
  readonly kind = "error-page";
}
export class MySubscriptionError extends AppError {
  readonly kind = "my-subscription";
}
export class EmailLoaderError extends AppError {
  readonly kind = "email-loader";
}
export class UtilsError extends AppError {
  readonly kind = "utils";
}
export class UserAgentParserError extends AppError {
  readonly kind = "user-agent-parser";
}
export class SplitsConfigError extends AppError {
  readonly kind = "splits-config";
}
export class RedirectsConfigError extends AppError {
  readonly kind = "redirects-config";
}
export class AnalyticsLoadError extends AppError {
  readonly kind = "analytics-load";
}
export class PaymentError extends AppError {
  readonly kind = "payment";
}
export class UpdateProfileValidationError extends AppError {
  readonly kind = "update-profile-validation";
}
export class CreateProfileValidationError extends AppError {
  readonly kind = "create-profile-validation";
}
export class CreateProfileInternalApiError extends AppError {
  readonly kind = "create-profile-internal-api";
}
/** Support proxy failures always carry their context (who, which user, which step). */
export class SupportProxyError extends AppError {
  readonly kind = "support-proxy";
  declare readonly context: Record<string, unknown>;
  constructor(message: string, options: { cause?: unknown; context: Record<string, unknown> }) {
    super(message, options);
  }
}
export class ScriptInjectionError extends AppError {
  readonly kind = "script-injection";
}
export class ThirdPartyError extends AppError {
  readonly kind = "third-party";
}
