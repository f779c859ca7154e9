import "server-only";
import { developmentReceiverPassword, developmentSiteCredential, developmentSiteTokenSecret, getEnv, publicEnv } from "@/env";
import { logger } from "@/server/log/logger";

/**
 * At start-up in production, a warning for each development default still in use (the
 * server still starts: the defaults keep a fresh install working).
 */
export function warnAboutDevelopmentDefaults(): string[] {
  const env = getEnv();
  if (env.NODE_ENV !== "production") return [];
  const defaults = [
    env.SITE_TOKEN_SECRET === developmentSiteTokenSecret && "SITE_TOKEN_SECRET",
    publicEnv.siteCredential === developmentSiteCredential && "NEXT_PUBLIC_SITE_CREDENTIAL",
    env.DURATION_RECEIVER_PASSWORD === developmentReceiverPassword && "DURATION_RECEIVER_PASSWORD",
  ].filter((name): name is string => Boolean(name));
  for (const name of defaults) logger.warn(`${name} is the development default: change it in production`);
  return defaults;
}
