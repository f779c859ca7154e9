import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { getTranslations } from "next-intl/server";
import { isSandboxSelling } from "@/features/billing/server/providers/payment-provider-registry";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import { SitePage } from "@/features/site/components/site-page";
import { SubscriptionOverview } from "@/features/subscription/components/subscription-overview";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { loadAccountOverview } from "@/features/subscription/server/load-account-overview";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";
import { AccountNav } from "@/features/account/components/account-nav";
import { SignOutEverywhere } from "@/features/account/components/sign-out-everywhere";

/** The signed-in person's own data: rendered per request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-subscription">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "mySubscription" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * /my-subscription (docs/subscription.md, "The page"): the signed-in person's subscription;
 * `?sf=true` opens the cancel flow. Without a session, the sign-in page. Reads only: every
 * change goes through the account API.
 */
export default async function MySubscriptionPage({ params, searchParams }: PageProps<"/[locale]/my-subscription">) {
  const locale = await resolvePageLocale(params);
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, "/my-subscription", await searchParams);
  const [db, query, context] = await Promise.all([getDb(), searchParams, getRequestContext()]);
  const overview = await loadAccountOverview(appAccountDeps(db), userData.uuid);
  const t = await getTranslations({ locale, namespace: "mySubscription" });
  const pageHref = localizePath("/my-subscription", locale);
  const sf = Array.isArray(query.sf) ? query.sf[0] : query.sf;
  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/my-subscription" />
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {overview ? (
          <SubscriptionOverview
            overview={overview}
            locale={locale}
            moneyLocale={moneyLocale(locale, context.country)}
            flowOpen={sf === "true"}
            pageHref={pageHref}
            invoiceHref={(id) => `${pageHref}/invoices/${id}`}
            cardChange={isSandboxSelling()}
            ownerEmail={userData.email}
          />
        ) : (
          <div className="flex flex-col gap-3" data-testid="subscription-none">
            <p>{t("none")}</p>
            <a href={localizePath("/quiz", locale)} className="font-semibold text-primary underline-offset-4 hover:underline">
              {t("seePlans")}
            </a>
          </div>
        )}
        <SignOutEverywhere locale={locale} />
      </div>
    </SitePage>
  );
}
