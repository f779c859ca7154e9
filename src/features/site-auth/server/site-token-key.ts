import "server-only";
import { getEnv } from "@/env";

/** The HS256 key of the site tokens (SITE_TOKEN_SECRET; a production start warns about the default). */
export function siteTokenKey(): Uint8Array {
  return new TextEncoder().encode(getEnv().SITE_TOKEN_SECRET);
}

export const siteTokenIssuer = "platewise";
