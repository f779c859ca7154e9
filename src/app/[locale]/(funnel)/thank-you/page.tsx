import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getEnv } from "@/env";
import type { AccountEntry } from "@/features/account/components/enter-account";
import { purchaseSignInFor } from "@/features/account/server/sign-in-after-purchase";
import { afterSignInPath, signInPathTo } from "@/features/account/server/sign-in-links";
import { detectOs } from "@/features/analytics/domain/detect-os";
import { ThankYouView, type AppPlatform, type ThankYouVariant } from "@/features/checkout/components/thank-you-view";
import { checkoutPaths } from "@/features/checkout/server/checkout-paths";
import { loadThankYou } from "@/features/checkout/server/load-thank-you";
import { readPurchase } from "@/features/checkout/server/purchase-cookie";
import { FocusedPage } from "@/features/site/components/focused-page";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";

/** Per buyer (their cookies): rendered for each request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/thank-you">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "checkout.thankYou" });
  return { title: t("metaTitle"), robots: { index: false } };
}

function platformOf(userAgent: string | null): AppPlatform {
  try {
    const os = detectOs(userAgent ?? "").name;
    return os === "iOS" ? "ios" : os === "Android" ? "android" : "other";
  } catch {
    return "other";
  }
}

function variantOf(instruction: unknown): ThankYouVariant {
  return typeof instruction === "string" && instruction.trim().toLowerCase() === "app_first" ? "app_first" : "default";
}

/**
 * /thank-you: the end of the buying path (docs/checkout.md, "Thank-you page"), for the buyer
 * of the `purchase` cookie only. The header's user panel stays hidden on it (docs/site.md).
 */
export default async function ThankYouPage({ params }: PageProps<"/[locale]/thank-you">) {
  const locale = await resolvePageLocale(params);
  const [purchase, context, requestHeaders, t] = await Promise.all([
    readPurchase(),
    getRequestContext(),
    headers(),
    getTranslations("checkout.thankYou"),
  ]);
  const db = await getDb();
  const data = purchase ? await loadThankYou(db, purchase) : null;
  if (data?.state === "not_paid") redirect(checkoutPaths.confirm(locale));
  // Read-only: the session itself opens when the buyer posts the button's form.
  const direct = purchase && data ? (await purchaseSignInFor(db, purchase)) === "allowed" : false;
  const accountEntry: AccountEntry = direct
    ? { kind: "direct", action: "/api/auth/signin/purchase", locale }
    : { kind: "signin", href: signInPathTo(locale, afterSignInPath(locale)), email: data?.email ?? "" };
  const env = getEnv();
  return (
    <FocusedPage country={context.country}>
      {data ? (
        <ThankYouView
          email={data.email}
          items={data.items}
          locale={locale}
          country={context.country}
          platform={platformOf(requestHeaders.get("user-agent"))}
          variant={variantOf(context.experiments.instructions.thank_you_page)}
          accountEntry={accountEntry}
          storeLinks={{ ios: env.IOS_APP_URL ?? null, android: env.ANDROID_APP_URL ?? null }}
        />
      ) : (
        <section className="mx-auto max-w-xl py-12 text-center" data-testid="thank-you-missing">
          <h1 className="text-2xl font-bold">{t("missingTitle")}</h1>
          <p className="mt-2 text-muted">{t("missingText")}</p>
        </section>
      )}
    </FocusedPage>
  );
}
