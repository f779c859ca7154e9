import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { LandingFrame } from "@/features/landing-pages/components/landing-frame";
import { LandingPageView } from "@/features/landing-pages/components/landing-page-view";
import { landingPageContentSchema } from "@/features/landing-pages/domain/landing-page-schema";
import { defaultLandingTheme } from "@/features/landing-pages/domain/landing-page";
import { landingWords } from "@/features/landing-pages/server/landing-frame-words";
import { readLandingVersion } from "@/features/landing-pages/server/landing-page-store";
import { teaserPrices } from "@/features/landing-pages/server/teaser-prices";
import { requireStaff } from "@/features/staff/server/require-staff";
import { pickClientMessages } from "@/i18n/client-namespaces";
import { directionOf, isLocale, localizePath } from "@/i18n/locales";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** A saved version of a landing page as visitors would see it: `?slug=&version=&locale=`. */
export default async function LandingPagePreview({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff("landing-pages:read", "/mgmt/lp-admin/preview");
  const t = mgmtTranslator("lpAdmin");
  const query = await searchParams;
  const slug = typeof query.slug === "string" ? query.slug : "";
  const version = Number(query.version);
  const locale = typeof query.locale === "string" && isLocale(query.locale) ? query.locale : "en";
  setRequestLocale(locale);
  const db = await getDb();
  const stored = Number.isInteger(version) && version > 0 ? await readLandingVersion(db, slug, version) : null;
  // Stored versions passed the schema when saved; parsing again fills what older versions lack.
  const parsed = stored ? landingPageContentSchema.safeParse(stored) : null;
  const page = parsed?.success ? parsed.data : null;
  const words = page ? await landingWords(locale) : null;
  const prices = page && words ? await teaserPrices(db, page, locale, words.fromPerDay) : [];
  return (
    <div>
      <p className="bg-surface px-4 py-2 text-sm font-semibold">{t("previewTitle", { slug, version: String(version), locale })}</p>
      {page && words ? (
        // The site's client components read the visitor catalogue from context.
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(await getMessages({ locale })) as never}>
          <div lang={locale} dir={directionOf(locale)} data-testid="landing-preview">
            <LandingFrame theme={page.theme ?? defaultLandingTheme} locale={locale} words={words.frame}>
              <LandingPageView page={page} locale={locale} startHref={localizePath(page.startTarget, locale)} prices={prices} />
            </LandingFrame>
          </div>
        </NextIntlClientProvider>
      ) : (
        <p className="p-4">{t("notFound")}</p>
      )}
    </div>
  );
}
