import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { sampleVisitor } from "@/features/final-admin/domain/sample-visitor";
import { previewFinalPage } from "@/features/final-admin/server/preview-final-page";
import { FinalPageView } from "@/features/final-page/components/final-page-view";
import { requireStaff } from "@/features/staff/server/require-staff";
import { pickClientMessages } from "@/i18n/client-namespaces";
import { directionOf, isLocale } from "@/i18n/locales";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/**
 * A saved version of a final page rendered with the site's own components and a sample
 * visitor (docs/final-admin.md, "Preview"): `?slug=&version=&locale=&country=&goal=&units=`
 * (goal `lose`, `gain` or `maintain`; units `metric` or `imperial`).
 */
export default async function FinalPagePreview({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff("final-pages:read", "/mgmt/final-admin/preview");
  const t = mgmtTranslator("finalAdmin");
  const query = await searchParams;
  const slug = typeof query.slug === "string" ? query.slug : "";
  const version = Number(query.version);
  const locale = typeof query.locale === "string" && isLocale(query.locale) ? query.locale : "en";
  const country = typeof query.country === "string" && /^[A-Z]{2}$/.test(query.country) ? query.country : "US";
  const visitor = sampleVisitor(typeof query.goal === "string" ? query.goal : undefined);
  const imperial = query.units === "imperial";
  setRequestLocale(locale);
  const page = Number.isInteger(version) && version >= 0 ? await previewFinalPage(await getDb(), { slug, version, country, locale, visitor }) : null;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-6">
      <header className="rounded-lg bg-surface p-3 text-sm">
        <p className="font-semibold">{t("previewTitle", { slug, version: String(version), locale })}</p>
        <p className="text-muted" data-testid="preview-visitor">
          {t("previewNote", { weight: String(visitor.weightKg), target: String(visitor.targetWeightKg) })}
        </p>
      </header>
      {page ? (
        // The site's client components (links, timer) read the visitor catalogue from context.
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(await getMessages({ locale })) as never}>
          <div lang={locale} dir={directionOf(locale)} data-testid="final-preview">
            <FinalPageView page={page} summary={page.summary} plan={page.plan} imperial={imperial} locale={locale} country={country} />
          </div>
        </NextIntlClientProvider>
      ) : (
        <p>{t("notFound")}</p>
      )}
    </main>
  );
}
