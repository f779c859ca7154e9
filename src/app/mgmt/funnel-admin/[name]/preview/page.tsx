import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { submitPreviewStep } from "@/features/funnel-admin/actions/preview-submit";
import { DraftStepPreview } from "@/features/funnel-admin/components/draft-step-preview";
import { loadDraftPreview } from "@/features/funnel-admin/server/load-draft-preview";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";
import { requireStaff } from "@/features/staff/server/require-staff";
import { isLocale, rtlLocales } from "@/i18n/locales";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/**
 * The editor's phone-sized preview (an iframe): one step of the saved DRAFT in a locale, drawn
 * with the quiz's real step components and the visitor's catalogue (Arabic right to left).
 */
export default async function FunnelPreviewPage({ params, searchParams }: PageProps<"/mgmt/funnel-admin/[name]/preview">) {
  const { name } = await params;
  await requireStaff("funnels:read", `/mgmt/funnel-admin/${encodeURIComponent(name)}/preview`);
  const query = await searchParams;
  const requested = typeof query.locale === "string" ? query.locale : "en";
  const locale = isLocale(requested) ? requested : "en";
  const stepId = typeof query.step === "string" ? query.step : undefined;
  if (!slugSchema.safeParse(name).success) notFound();
  const view = await loadDraftPreview(await getDb(), name, stepId);
  const t = mgmtTranslator("funnelAdmin");
  if (!view) return <p className="p-4 text-sm">{t("preview.unknownStep")}</p>;
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <div lang={locale} dir={rtlLocales.has(locale) ? "rtl" : "ltr"} data-theme={view.theme} className="min-h-dvh bg-bg text-fg" data-testid="funnel-preview">
        <p className="bg-yellow-200 px-3 py-1 text-center text-xs text-black" dir="ltr" lang="en">
          {t("preview.banner")}
        </p>
        <DraftStepPreview view={view} locale={locale} action={submitPreviewStep} today={new Date().toISOString().slice(0, 10)} />
      </div>
    </NextIntlClientProvider>
  );
}
