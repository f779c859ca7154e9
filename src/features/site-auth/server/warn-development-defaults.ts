import "server-only";
import { developmentSiteCredential, getEnv, publicEnv } from "@/env";
import { logger } from "@/server/log/logger";

/**
 * At start-up in production, a warning while the site credential is the development value.
 * It is public by nature (inlined in the browser bundle), so this is not refused like the
 * secrets (src/server/secrets/production-secret-check.ts): a custom value only keeps other
 * installs' browsers from asking this site for tokens. Answers the names it warned about.
 */
export function warnAboutDevelopmentDefaults(): string[] {
  if (getEnv().NODE_ENV !== "production") return [];
  const defaults = publicEnv.siteCredential === developmentSiteCredential ? ["NEXT_PUBLIC_SITE_CREDENTIAL"] : [];
  for (const name of defaults) logger.warn(`${name} is the development value: set your own for this site`);
  return defaults;
}
