import "server-only";
import { getEnv } from "@/env";
import { logger } from "@/server/log/logger";
import { siteAddressWarnings } from "./site-address-check";

/** At start-up: says plainly when SITE_URL is missing or points elsewhere (site-address-check.ts). */
export function warnAboutSiteAddress(): string[] {
  const env = getEnv();
  const warnings = siteAddressWarnings({
    production: env.NODE_ENV === "production",
    siteUrl: env.SITE_URL_SET ? env.SITE_URL : undefined,
    port: env.PORT,
  });
  for (const warning of warnings) logger.warn(warning);
  return warnings;
}
