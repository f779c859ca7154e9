import { isAppError } from "@/features/errors/domain/error-kinds";

/** The parts of the browser SDK used once it is loaded. */
export type ErrorService = {
  captureException(error: unknown, hint?: { tags?: Record<string, string>; extra?: Record<string, unknown> }): unknown;
  captureMessage(message: string, hint?: { level?: "warning" | "error"; extra?: Record<string, unknown> }): unknown;
};

let service: ErrorService | undefined;

/** Called once the error-reporting SDK is loaded. */
export function setErrorService(next: ErrorService | undefined): void {
  service = next;
}

/** Logs an error in the console and sends it to the error service when one is loaded. */
export function reportError(error: unknown, extra: Record<string, unknown> = {}): void {
  const kind = isAppError(error) ? error.kind : undefined;
  console.error(error instanceof Error ? error.message : error, { ...extra, ...(isAppError(error) ? error.context : {}) });
  service?.captureException(error, {
    tags: kind ? { kind } : undefined,
    extra: { ...extra, ...(isAppError(error) ? error.context : {}) },
  });
}

/** A warning for the error service (no exception), also logged. */
export function reportWarning(message: string, extra: Record<string, unknown> = {}): void {
  console.warn(message, extra);
  service?.captureMessage(message, { level: "warning", extra });
}
