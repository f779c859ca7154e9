import "server-only";
import type { NextRequest } from "next/server";
import { getEnv } from "@/env";
import { serverActionBodyLimitBytes } from "@/server/actions/action-body-limit";
import { isForeignOrigin, mediaTypeOf } from "@/server/http/foreign-origin";
import { jsonError } from "@/server/http/json-error";
import { jsonTooDeep, maxJsonDepth } from "@/server/http/json-depth";
import { readLimitedBytes } from "@/server/http/read-limited-body";

const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The checks a post to a page — a server action, with JavaScript (the `Next-Action` header) or
 * as a plain form — passes before Next.js decodes it, each answered as JSON 4xx instead of the
 * 500 Next.js gives (docs/http.md, "Server actions"):
 * - another site's Origin (or an empty, malformed or `null` one), or `Sec-Fetch-Site:
 *   cross-site` → 403 `cross_site`;
 * - more than the action body limit → 413 `payload_too_large`, without reading past it;
 * - JSON nested deeper than 64 → 400 `too_deep` (a linear scan; nothing parsed);
 * - a body Next.js could not decode (a `Next-Action` body that is not a JSON array of
 *   arguments, a broken multipart form) → 400 `invalid_json` / `bad_request`.
 * Null when the request may go on. The body is read from a copy; Next.js reads its own.
 */
export async function actionRefusal(request: NextRequest): Promise<Response | null> {
  if (readOnly.has(request.method)) return null;
  const context = { route: "server-action", path: request.nextUrl.pathname };
  if (isForeignOrigin(request.headers, request.url, getEnv().SITE_URL))
    return jsonError(403, "cross_site", "This request must come from the site itself.", { context });
  const read = await readLimitedBytes(request.clone(), serverActionBodyLimitBytes);
  if (!read.ok) {
    return read.reason === "too_large"
      ? jsonError(413, "payload_too_large", `The body is larger than ${serverActionBodyLimitBytes} bytes.`, { context })
      : jsonError(400, "body_aborted", "The body did not arrive whole.", { context });
  }
  const fetchAction = request.headers.has("next-action");
  const mediaType = mediaTypeOf(request.headers);
  if (mediaType === "multipart/form-data") return formRefusal(request, read.bytes, fetchAction, context);
  if (!fetchAction || mediaType === "application/x-www-form-urlencoded") return null;
  const text = new TextDecoder().decode(read.bytes);
  return argumentsRefusal(text, context);
}

/** A fetch action's arguments: JSON, not too deep, an array. */
function argumentsRefusal(text: string, context: Record<string, unknown>): Response | null {
  if (jsonTooDeep(text)) return tooDeep(context);
  try {
    if (Array.isArray(JSON.parse(text))) return null;
  } catch {
    // answered below
  }
  return jsonError(400, "invalid_json", "The action's arguments must be a JSON array.", { context });
}

async function formRefusal(request: NextRequest, bytes: Uint8Array, fetchAction: boolean, context: Record<string, unknown>): Promise<Response | null> {
  let form: FormData;
  try {
    const copy = new Response(bytes as BodyInit, { headers: { "content-type": request.headers.get("content-type") ?? "" } });
    form = await copy.formData();
  } catch {
    return jsonError(400, "bad_request", "The form could not be read.", { context });
  }
  // Any text field may be decoded as JSON by the action machinery: none may nest too deep.
  for (const [, value] of form.entries()) if (typeof value === "string" && jsonTooDeep(value)) return tooDeep(context);
  if (!fetchAction) return null;
  const root = form.get("0");
  return typeof root === "string" ? argumentsRefusal(root, context) : jsonError(400, "invalid_json", "The action's arguments are missing.", { context });
}

function tooDeep(context: Record<string, unknown>): Response {
  return jsonError(400, "too_deep", `The body nests deeper than ${maxJsonDepth} levels.`, { context });
}
