import "server-only";
import type { z } from "zod";
import { isDatabaseUnavailable } from "@/server/db/availability";
import { getDb } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { clientAddressOf } from "@/server/http/request-facts";
import { findUnsafeText } from "@/server/http/unsafe-text";
import { logger } from "@/server/log/logger";
import { hitRateLimit, type RateLimitRule } from "@/server/rate-limit/hit-rate-limit";
import { limitClient, type ClientLimit } from "@/server/rate-limit/limit-client";
import { invalidCharactersCode, type ActionResult } from "./action-result";

export type ActionDefinition<S extends z.ZodType, Data> = {
  /** Names the action in logs and rate-limit keys (`<name>:<address>`). */
  name: string;
  input: S;
  /** Per client address; default 30 a minute. */
  rateLimit?: ClientLimit | false;
  /** Further limits that depend on the parsed input, e.g. per e-mail address. */
  inputRateLimits?: (input: z.output<S>) => RateLimitRule[];
  handler: (context: { input: z.output<S>; db: Db; clientAddress: string }) => Promise<Data>;
};
type Fields<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

const defaultActionLimit: ClientLimit = { limit: 30, windowMs: 60_000 };

/** FormData (first value of each text field) or a plain object, as one record to parse. */
function toRecord(raw: unknown): unknown {
  if (!(raw instanceof FormData)) return raw;
  const record: Record<string, string> = {};
  for (const [key, value] of raw.entries()) if (typeof value === "string" && !(key in record)) record[key] = value;
  return record;
}

/**
 * Who may run an action, decided after the client's rate limit and before the input is looked
 * at: the caller the handler gets, or the refusal the action answers (customer and staff
 * clients).
 */
export type ActionGate<W, R> = (context: { db: Db; clientAddress: string; requestHeaders: Headers }) => Promise<{ caller: W } | { refusal: R }>;
export type GatedActionDefinition<S extends z.ZodType, Data, W> = Omit<ActionDefinition<S, Data>, "handler"> & {
  handler: (context: { input: z.output<S>; db: Db; clientAddress: string; caller: W }) => Promise<Data>;
};

const openGate: ActionGate<undefined, never> = async () => ({ caller: undefined });

/**
 * Runs one server action against the request's headers: the client's rate limit first (before
 * any work on the input), then unsafe characters and zod (field errors), then the input's
 * rate limits; limits, database outages and failures give a form error; every failure is
 * logged without the input (docs/http.md).
 */
export async function runAction<S extends z.ZodType, Data>(
  definition: ActionDefinition<S, Data>,
  raw: unknown,
  requestHeaders: Headers,
): Promise<ActionResult<Data, Fields<S>>> {
  return runGatedAction<S, Data, undefined, never>(definition, raw, requestHeaders, openGate);
}

/** runAction with a gate between the client's rate limit and the input (see ActionGate). */
export async function runGatedAction<S extends z.ZodType, Data, W, R>(
  definition: GatedActionDefinition<S, Data, W>,
  raw: unknown,
  requestHeaders: Headers,
  gate: ActionGate<W, R>,
): Promise<ActionResult<Data, Fields<S>> | R> {
  const action = definition.name;
  try {
    const db = await getDb();
    const clientAddress = clientAddressOf(requestHeaders);
    const limit = definition.rateLimit === undefined ? defaultActionLimit : definition.rateLimit;
    const clientResult = limit ? await limitClient(db, action, clientAddress, limit) : null;
    if (clientResult && !clientResult.allowed) return rateLimited(action);

    const admitted = await gate({ db, clientAddress, requestHeaders });
    if ("refusal" in admitted) return admitted.refusal;

    const record = toRecord(raw);
    const unsafePath = findUnsafeText(record);
    if (unsafePath) {
      const field = String(unsafePath[0] ?? "_") as Fields<S>;
      logger.warn("action refused unsafe characters", { action });
      return { ok: false, fieldErrors: { [field]: invalidCharactersCode } as Partial<Record<Fields<S>, string>>, formError: "invalidCharacters" };
    }
    const parsed = definition.input.safeParse(record);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Fields<S>, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "_") as Fields<S>;
        fieldErrors[field] ??= issue.message;
      }
      return { ok: false, fieldErrors };
    }
    const inputResults = await Promise.all((definition.inputRateLimits?.(parsed.data) ?? []).map((rule) => hitRateLimit(db, rule)));
    if (inputResults.some((result) => !result.allowed)) return rateLimited(action);
    return { ok: true, data: await definition.handler({ input: parsed.data, db, clientAddress, caller: admitted.caller }) };
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    logger.error(unavailable ? "action: database unavailable" : "action failed", { action, error });
    return { ok: false, formError: unavailable ? "unavailable" : "failed" };
  }
}

function rateLimited(action: string): { ok: false; formError: "rateLimited" } {
  logger.warn("action rate limited", { action });
  return { ok: false, formError: "rateLimited" };
}
