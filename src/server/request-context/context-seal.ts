import { createHmac, timingSafeEqual } from "node:crypto";
import { countryRequestHeader } from "@/features/country/domain/country-cookies";
import type { RequestContext } from "./request-context";

/** The one request header that carries the context from the proxy to the render. */
export const requestContextHeader = "x-pw-context";

/**
 * Request headers earlier versions used for the hand-over, and the one in use: every incoming
 * copy is removed before the proxy writes its own, so a visitor can never supply them.
 */
export const handOverHeaders = [
  requestContextHeader,
  "x-pw-visitor-id",
  "x-pw-crawler",
  "x-pw-experiments",
  countryRequestHeader,
] as const;

export function stripHandOverHeaders(headers: Headers): void {
  for (const name of handOverHeaders) headers.delete(name);
}

function mac(payload: string, key: Uint8Array): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

/** `payload.signature`, both base64url; the signature is HMAC-SHA256 over the payload text. */
export function sealContext(context: RequestContext, key: Uint8Array): string {
  const payload = Buffer.from(JSON.stringify(context), "utf8").toString("base64url");
  return `${payload}.${mac(payload, key).toString("base64url")}`;
}

/** The context when the value is well formed and signed with `key`; null otherwise. */
export function openContext(value: string | null | undefined, key: Uint8Array): RequestContext | null {
  if (!value || value.length > 64_000) return null;
  const dot = value.indexOf(".");
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = mac(payload, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return parsed && typeof parsed === "object" ? (parsed as RequestContext) : null;
  } catch {
    return null;
  }
}
