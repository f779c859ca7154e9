import { getTranslations } from "next-intl/server";
import { AccountNav } from "@/features/account/components/account-nav";
import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { ExtrasList } from "@/features/extras/components/extras-list";
import { loadOwnedExtras } from "@/features/extras/server/load-owned-extras";
import { SitePage } from "@/features/site/components/site-page";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";

/** Per person: rendered for each request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-plan/extras">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "extras" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** /my-plan/extras (docs/extras.md): the add-ons the signed-in person bought. */
export default async function ExtrasPage({ params }: PageProps<"/[locale]/my-plan/extras">) {
  const locale = await resolvePageLocale(params);
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, "/my-plan/extras");
  const products = await loadOwnedExtras(await getDb(), userData.uuid);
  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/my-plan/extras" />
      <ExtrasList products={products} locale={locale} />
    </SitePage>
  );
}
