import "server-only";
import type { z } from "zod";
import { getDb } from "@/server/db/client";
import { isDatabaseUnavailable } from "@/server/db/availability";
import type { Db } from "@/server/db/db-type";
import { limitClient, type ClientLimit } from "@/server/rate-limit/limit-client";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";
import { getEnv } from "@/env";
import { isForeignOrigin, mediaTypeOf } from "./foreign-origin";
import { jsonError, validationError } from "./json-error";
import { jsonTooDeep, maxJsonDepth } from "./json-depth";
import { readLimitedBody } from "./read-limited-body";
import { clientAddressOf } from "./request-facts";
import { findUnsafeText, hasUnsafeText } from "./unsafe-text";

export const defaultMaxBodyBytes = 16 * 1024;
/** Applied when a route names no limit of its own. */
export const defaultRouteLimit: ClientLimit = { limit: 60, windowMs: 60_000 };

type Schema = z.ZodType;
export type ApiContext<B extends Schema, P extends Schema> = {
  request: Request;
  body: z.output<B>;
  params: z.output<P>;
  db: Db;
  clientAddress: string;
  /** The exact body text, for routes with `rawBody: true` (signature checks); else "". */
  rawBody: string;
};
export type ApiRouteOptions<B extends Schema, P extends Schema> = {
  /** Names the route in logs and rate-limit keys (`<name>:<address>`). */
  name: string;
  body?: B;
  params?: P;
  maxBodyBytes?: number;
  /**
   * Hand the handler the body exactly as sent (size-limited, not parsed as JSON, `body` left
   * undefined): webhooks verify signatures over the raw bytes, forms are not JSON.
   */
  rawBody?: boolean;
  rateLimit?: ClientLimit | false;
  /**
   * Writes (every method but GET, HEAD, OPTIONS) only from the site's own pages: a foreign
   * Origin or `Sec-Fetch-Site: cross-site` → 403 `cross_site`, a body of another media type than
   * `bodyTypes` → 415 `unsupported_media_type`, both before any other work. The customer and
   * staff wrappers turn it on (docs/http.md, "Same-site writes").
   */
  sameSite?: boolean;
  /** The media types a same-site route's body may have; default `application/json`. */
  bodyTypes?: readonly string[];
  handler: (context: ApiContext<B, P>) => Promise<Response>;
};
export type ApiRouteHandler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

/**
 * Who may call a route, decided after the rate limit and before the body is read: the caller
 * the handler gets, or the refusal to answer (the customer and staff wrappers' sessions).
 */
export type RouteGate<W> = (context: { request: Request; db: Db; clientAddress: string; route: string }) => Promise<{ caller: W } | Response>;
export type GatedRouteOptions<B extends Schema, P extends Schema, W> = Omit<ApiRouteOptions<B, P>, "handler"> & {
  handler: (context: ApiContext<B, P> & { caller: W }) => Promise<Response>;
};

const bodyless = new Set(["GET", "HEAD", "OPTIONS"]);
const jsonOnly = ["application/json"] as const;
const openGate: RouteGate<undefined> = async () => ({ caller: undefined });

/**
 * The one wrapper of every API route: the client's rate limit, a size-limited body, JSON,
 * no NUL or lone surrogates, zod, then the handler; database outages answer 503 and any other
 * failure 500, logged without personal data. The answers are listed in docs/http.md.
 */
export function apiRoute<B extends Schema = z.ZodUnknown, P extends Schema = z.ZodUnknown>(
  options: ApiRouteOptions<B, P>,
): ApiRouteHandler {
  return gatedApiRoute<B, P, undefined>(options, openGate);
}

/**
 * The route wrapper with a gate, in order: path parameters; for a same-site route's writes the
 * Origin and the body's media type; the client's rate limit; the gate (who calls); the body
 * (size, UTF-8, nesting depth, JSON, unsafe characters, zod); the handler. Nothing is read or
 * parsed for a caller the gate refuses.
 */
export function gatedApiRoute<B extends Schema, P extends Schema, W>(options: GatedRouteOptions<B, P, W>, gate: RouteGate<W>): ApiRouteHandler {
  const limit = options.rateLimit === undefined ? defaultRouteLimit : options.rateLimit;
  const bodyTypes = options.bodyTypes ?? jsonOnly;
  return async (request, context) => {
    const route = options.name;
    try {
      const rawParams = (await context?.params) ?? {};
      if (findUnsafeText(rawParams)) return unsafeTextError(route);
      const params = options.params ? options.params.safeParse(rawParams) : { success: true as const, data: rawParams };
      if (!params.success) return validationError(params.error, { route });

      const writes = !bodyless.has(request.method);
      if (options.sameSite && writes) {
        const refused = sameSiteRefusal(request, bodyTypes, route);
        if (refused) {
          await request.body?.cancel().catch(() => undefined);
          return refused;
        }
      }

      const db = await getDb();
      const clientAddress = clientAddressOf(request);
      if (limit) {
        const result = await limitClient(db, route, clientAddress, limit);
        if (result && !result.allowed) return rateLimitedResponse(result, { route });
      }

      const admitted = await gate({ request, db, clientAddress, route });
      if (admitted instanceof Response) {
        await request.body?.cancel().catch(() => undefined);
        return admitted;
      }

      let body: unknown = undefined;
      let rawBody = "";
      if (writes && options.rawBody) {
        const read = await readRawBody(request, options.maxBodyBytes ?? defaultMaxBodyBytes, route);
        if (read instanceof Response) return read;
        rawBody = read.text;
      } else if (writes) {
        const read = await readBodyJson(request, options.maxBodyBytes ?? defaultMaxBodyBytes, route);
        if (read instanceof Response) return read;
        body = read.value;
      }
      const parsedBody = options.body ? options.body.safeParse(body) : { success: true as const, data: body };
      if (!parsedBody.success) return validationError(parsedBody.error, { route });

      return await options.handler({
        request,
        body: parsedBody.data as z.output<B>,
        params: params.data as z.output<P>,
        db,
        clientAddress,
        rawBody,
        caller: admitted.caller,
      });
    } catch (error) {
      return failureResponse(route, error);
    }
  };
}

/** 403 for a write from another site, 415 for a body that is not of the route's media types; else null. */
function sameSiteRefusal(request: Request, bodyTypes: readonly string[], route: string): Response | null {
  if (isForeignOrigin(request.headers, request.url, getEnv().SITE_URL))
    return jsonError(403, "cross_site", "This request must come from the site itself.", { context: { route } });
  if (!bodyTypes.includes(mediaTypeOf(request.headers)))
    return jsonError(415, "unsupported_media_type", `The body must be ${bodyTypes.join(" or ")}.`, { context: { route } });
  return null;
}

async function readRawBody(request: Request, maxBytes: number, route: string): Promise<{ text: string } | Response> {
  const read = await readLimitedBody(request, maxBytes);
  if (read.ok) return { text: read.text };
  return bodyError(read.reason, maxBytes, route);
}

/** The answer to a body that could not be taken: too large, not text, or cut off by the client. */
function bodyError(reason: "too_large" | "invalid_utf8" | "aborted", maxBytes: number, route: string): Response {
  if (reason === "too_large")
    return jsonError(413, "payload_too_large", `The body is larger than ${maxBytes} bytes.`, { context: { route } });
  if (reason === "aborted") return jsonError(400, "body_aborted", "The body did not arrive whole.", { context: { route } });
  return unsafeTextError(route);
}

async function readBodyJson(request: Request, maxBytes: number, route: string): Promise<{ value: unknown } | Response> {
  const read = await readLimitedBody(request, maxBytes);
  if (!read.ok) return bodyError(read.reason, maxBytes, route);
  if (jsonTooDeep(read.text))
    return jsonError(400, "too_deep", `The body nests deeper than ${maxJsonDepth} levels.`, { context: { route } });
  if (hasUnsafeText(read.text)) return unsafeTextError(route);
  let value: unknown;
  try {
    value = JSON.parse(read.text) as unknown;
  } catch {
    return jsonError(400, "invalid_json", "The body must be JSON.", { context: { route } });
  }
  return findUnsafeText(value) ? unsafeTextError(route) : { value };
}

function unsafeTextError(route: string): Response {
  return jsonError(400, "invalid_characters", "The request holds characters that are not allowed.", { context: { route } });
}

/** 503 with Retry-After while the database is unreachable; 500 for anything else. */
export function failureResponse(route: string, error: unknown): Response {
  if (isDatabaseUnavailable(error)) {
    const response = jsonError(503, "service_unavailable", "The service is briefly unavailable. Try again shortly.", {
      context: { route, error },
    });
    response.headers.set("Retry-After", "30");
    return response;
  }
  return jsonError(500, "internal_error", "Something went wrong.", { context: { route, error } });
}

/** The answer for methods a route does not serve, e.g. `export const PUT = methodNotAllowed(["GET"])`. */
export function methodNotAllowed(allowed: readonly string[]): () => Promise<Response> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  return async () => {
    const response = jsonError(405, "method_not_allowed", `This address accepts only ${allow}.`);
    response.headers.set("Allow", allow);
    return response;
  };
}
