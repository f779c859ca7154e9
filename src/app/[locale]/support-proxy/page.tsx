import Link from "next/link";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { PlanDayMeals } from "@/features/plan/components/plan-day-meals";
import { isoDate } from "@/features/plan/domain/plan-week";
import { loadMyPlan } from "@/features/plan/server/load-plan-page";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import { SitePage } from "@/features/site/components/site-page";
import { roleAllows } from "@/features/staff/domain/permissions";
import { readStaffViewer } from "@/features/staff/server/read-staff-viewer";
import { SubscriptionOverview } from "@/features/subscription/components/subscription-overview";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { loadAccountOverview } from "@/features/subscription/server/load-account-overview";
import { EndViewButton } from "@/features/support-proxy/components/end-view-button";
import { proxyCookieName } from "@/features/support-proxy/domain/proxy-session";
import { readProxySession } from "@/features/support-proxy/server/proxy-sessions";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";
import { TextWithEmail, emailSlot } from "@/ui/email-address";

/** A staff member's read-only look at one customer's account: per request, never cached or indexed. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/support-proxy">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "supportProxy" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * /support-proxy (docs/support-proxy.md, "Account view"): needs both a staff session whose role
 * may act through the support proxy and the view's cookie, valid, unexpired and opened by this
 * staff member. It shows the customer's subscription and today's plan with the customer's own
 * components in their read-only form: no form, no action button. Reads only.
 */
export default async function SupportProxyViewPage({ params }: PageProps<"/[locale]/support-proxy">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "supportProxy" });
  const staff = await readStaffViewer();
  const refused = (text: string) => (
    <SitePage isWithLoader={false}>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12" data-testid="support-view-refused">
        <h1 className="text-2xl font-bold">{t("refusedTitle")}</h1>
        <p>{text}</p>
        <Link href={"/mgmt/support-proxy"} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("backToMgmt")}
        </Link>
      </div>
    </SitePage>
  );
  if (!staff || !roleAllows(staff.role, "support-proxy:act")) return refused(t("staffOnly"));
  const [db, jar, context] = await Promise.all([getDb(), cookies(), getRequestContext()]);
  const now = new Date();
  const view = await readProxySession(db, jar.get(proxyCookieName)?.value, staff.id, now);
  if (view.kind !== "valid") return refused(view.kind === "expired" || view.kind === "ended" ? t("expired") : t("invalid"));
  const [overview, plan] = await Promise.all([loadAccountOverview(appAccountDeps(db), view.customerId), loadMyPlan(db, view.customerId, locale, isoDate(now))]);
  const tSubscription = await getTranslations({ locale, namespace: "mySubscription" });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC", numberingSystem: "latn" }).format(view.expiresAt) + " UTC";
  return (
    <SitePage isWithLoader={false}>
      <div role="status" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-warning px-4 py-2 text-center text-sm font-semibold text-black" data-testid="support-view-banner">
        <span>
          <TextWithEmail text={t("banner", { email: emailSlot, time })} email={view.email} />
        </span>
        <EndViewButton viewId={view.id} locale={locale} customerId={view.customerId} labels={{ end: t("end"), endFailed: t("endFailed") }} />
      </div>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8" data-testid="support-view-account">
        <h1 className="text-2xl font-bold">{t("subscriptionTitle")}</h1>
        {overview ? (
          <SubscriptionOverview
            overview={overview}
            locale={locale}
            moneyLocale={moneyLocale(locale, context.country)}
            flowOpen={false}
            pageHref="/support-proxy"
            invoiceHref={() => "#"}
            cardChange={false}
            ownerEmail={view.email}
            readOnly
          />
        ) : (
          <p>{tSubscription("none")}</p>
        )}
        <h2 className="text-xl font-bold">{t("planTitle")}</h2>
        {plan && plan.state === "ready" && plan.today.meals.length > 0 ? <PlanDayMeals meals={plan.today.meals} locale={locale} /> : <p className="text-muted">{t("noPlan")}</p>}
      </div>
    </SitePage>
  );
}
