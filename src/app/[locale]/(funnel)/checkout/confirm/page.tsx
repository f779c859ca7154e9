import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { paymentErrorCodes } from "@/features/billing/domain/payment-errors";
import { PaymentStatusWatcher } from "@/features/checkout/components/payment-status-watcher";
import { checkoutPaths } from "@/features/checkout/server/checkout-paths";
import { orderProgress } from "@/features/checkout/server/order-progress";
import { readPurchase } from "@/features/checkout/server/purchase-cookie";
import { returnUrlCookie } from "@/features/quiz/domain/quiz-cookies";
import { FocusedPage } from "@/features/site/components/focused-page";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";

/** Per buyer (their cookies): rendered for each request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/checkout/confirm">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "checkout" });
  return { title: t("confirm.metaTitle"), robots: { index: false } };
}

/** The checkout address to try again at: the stored return address when it is a checkout page. */
function retryHref(stored: string | undefined, fallback: string): string {
  const value = stored ? decodeURIComponent(stored) : "";
  return value.startsWith("/") && !value.startsWith("//") && value.includes("/checkout") ? value : fallback;
}

/**
 * /checkout/confirm: where the buyer waits for the processor's answer (docs/checkout.md, "After
 * submitting"). Only the `purchase` cookie names the order; a paid order goes straight on.
 */
export default async function CheckoutConfirmPage({ params }: PageProps<"/[locale]/checkout/confirm">) {
  const locale = await resolvePageLocale(params);
  const [t, errorsT, purchase, jar, context] = await Promise.all([
    getTranslations("checkout"),
    getTranslations("paymentErrors"),
    readPurchase(),
    cookies(),
    getRequestContext(),
  ]);
  const progress = purchase ? await orderProgress(await getDb(), purchase.orderId, purchase.userUuid) : null;
  if (progress?.status === "paid") redirect(checkoutPaths.afterPurchase(locale));
  return (
    <FocusedPage country={context.country}>
      <section className="mx-auto max-w-xl py-12" data-testid="checkout-confirm">
        {progress ? (
          <PaymentStatusWatcher
            orderId={progress.orderId}
            retryHref={retryHref(jar.get(returnUrlCookie)?.value, checkoutPaths.checkout(locale))}
            text={{
              title: t("confirm.title"),
              text: t("confirm.text"),
              slow: t("confirm.slow"),
              failedTitle: t("confirm.failedTitle"),
              retry: t("confirm.retry"),
              bankCheck: t("confirm.bankCheck"),
              paymentErrors: Object.fromEntries(paymentErrorCodes.map((code) => [code, errorsT(code)])),
              generic: t("errors.generic"),
            }}
          />
        ) : (
          <div className="text-center" data-testid="checkout-confirm-missing">
            <h1 className="text-2xl font-bold">{t("confirm.missingTitle")}</h1>
            <p className="mt-2 text-muted">{t("confirm.missingText")}</p>
          </div>
        )}
      </section>
    </FocusedPage>
  );
}
