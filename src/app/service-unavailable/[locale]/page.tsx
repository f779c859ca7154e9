import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { UnavailableNotice } from "@/features/site/components/unavailable-notice";
import { isLocale } from "@/i18n/locales";

/**
 * "We'll be right back": the proxy rewrites page requests here with status 503 while the
 * database is down. Rendered per request, so the proxy's status is the one sent.
 */
export default async function UnavailablePage({ params }: PageProps<"/service-unavailable/[locale]">) {
  await connection();
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "unavailable" });
  return <UnavailableNotice text={{ title: t("title"), text: t("text"), note: t("note"), retry: t("retry") }} />;
}
