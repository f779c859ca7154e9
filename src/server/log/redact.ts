/**
 * Takes personal data, secrets and SQL parameters out of what is logged (docs/http.md):
 * values under sensitive keys are replaced, e-mail addresses and JWT-looking strings are
 * masked anywhere in text, and errors keep only their name, code and a message without the
 * `params:` part of failed-query messages.
 */
const sensitiveKey =
  /^(e-?mail|.*_email|name|first_?name|last_?name|full_?name|weight|height|age|phone|token|.*token|password|passwd|secret|.*secret|authorization|cookie|set-cookie|answers?|profile|body|params|ip_?address|address)$/i;
const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const jwt = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const queryParams = /\s*params:[\s\S]*$/;
const maxDepth = 5;

export const redacted = "[redacted]";

/** Masks e-mail addresses and JWTs inside free text; drops SQL parameters of failed queries. */
export function redactText(text: string): string {
  return text.replace(queryParams, " params: [redacted]").replace(email, "[email]").replace(jwt, "[jwt]");
}

/** A safe, plain copy of an error: name, code, message (redacted) and its cause. */
export function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    name: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message: redactText(error.message),
    ...(cause !== undefined && depth < 2 ? { cause: redactValue(cause, depth + 1) } : {}),
  };
}

/** Redacts any value for a log line (keys are checked at every level). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value, depth);
  if (value instanceof Date) return value.toISOString();
  if (depth >= maxDepth) return "[nested]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = sensitiveKey.test(key) && item !== undefined && item !== null ? redacted : redactValue(item, depth + 1);
  }
  return copy;
}

/** The fields of one log line, each redacted. */
export function redactContext(context: Record<string, unknown> | undefined): Record<string, unknown> {
  return context ? (redactValue(context) as Record<string, unknown>) : {};
}
