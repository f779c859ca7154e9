import "server-only";
import { getEnv } from "@/env";
import { redactContext, redactText } from "./redact";

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, "silent">;

/** One JSON line; personal data, secrets and SQL parameters are redacted first (docs/http.md). */
export function formatLogLine(level: Level, message: string, context?: Record<string, unknown>, time = new Date()): string {
  return JSON.stringify({ ...redactContext(context), level, time: time.toISOString(), message: redactText(message) });
}

function write(level: Level, message: string, context?: Record<string, unknown>): void {
  if (order[level] < order[getEnv().LOG_LEVEL]) return;
  const line = formatLogLine(level, message, context);
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/** Structured one-line JSON logs on stdout/stderr, filtered by LOG_LEVEL. */
export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => write("debug", message, context),
  info: (message: string, context?: Record<string, unknown>) => write("info", message, context),
  warn: (message: string, context?: Record<string, unknown>) => write("warn", message, context),
  error: (message: string, context?: Record<string, unknown>) => write("error", message, context),
};
