import "server-only";
import { createTranslator } from "next-intl";
import type { LandingFrameWords } from "@/features/landing-pages/domain/landing-words";
import { messagesTimeZone, type Locale } from "@/i18n/locales";

/**
 * The site's own words on a landing page, in one language: the frame's (the logo's link, the
 * legal footer, from the site's `common`, `footer`, `legal` and `menu` messages) and the pricing
 * teaser's "From {price} per day" (`landing`). Staff write everything else.
 */
export async function landingWords(locale: Locale, now = new Date()): Promise<{ frame: LandingFrameWords; fromPerDay: (price: string) => string }> {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, timeZone: messagesTimeZone });
  return {
    frame: {
      homeLink: t("common.homeLink"),
      legalTitle: t("footer.legalTitle"),
      privacyPolicy: t("legal.names.privacy-policy"),
      termsOfService: t("legal.names.terms-of-service"),
      cookiePolicy: t("legal.names.cookie-policy"),
      cookieSettings: t("menu.cookieSettings"),
      copyright: t("footer.copyright", { year: now.getUTCFullYear() }),
    },
    fromPerDay: (price) => t("landing.fromPerDay", { price }),
  };
}
