import "server-only";
import { developmentSiteTokenSecret, getEnv } from "@/env";
import { logger } from "@/server/log/logger";

let warned = false;

/** The HS256 key of the site tokens (SITE_TOKEN_SECRET). */
export function siteTokenKey(): Uint8Array {
  const env = getEnv();
  if (env.NODE_ENV === "production" && env.SITE_TOKEN_SECRET === developmentSiteTokenSecret && !warned) {
    warned = true;
    logger.warn("SITE_TOKEN_SECRET is the development default: set a long random secret in production");
  }
  return new TextEncoder().encode(env.SITE_TOKEN_SECRET);
}

export const siteTokenIssuer = "platewise";
