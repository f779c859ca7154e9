import "server-only";
import { getEnv } from "@/env";
import { isCountryVisitorChosen } from "@/features/country/domain/resolve-country";
import { logger } from "@/server/log/logger";

export const visitorChosenCountryWarning =
  "GEO_COUNTRY_HEADER is not set: the visitor's countryCode cookie decides the country, so visitors can choose which country's prices they pay. Set it to the country header your CDN or proxy always overwrites (docs/country.md).";

/** At start-up in production: says plainly when prices follow a country the visitor can choose. */
export function warnAboutVisitorChosenCountry(): string | null {
  const env = getEnv();
  if (env.NODE_ENV !== "production" || !isCountryVisitorChosen(env)) return null;
  logger.warn(visitorChosenCountryWarning);
  return visitorChosenCountryWarning;
}
