import "server-only";
import { localizePath, type Locale } from "@/i18n/locales";

/** The pages of the buying path, localised (docs/checkout.md, "Pages"). */
export const checkoutPaths = {
  checkout: (locale: Locale) => localizePath("/checkout", locale),
  confirm: (locale: Locale) => localizePath("/checkout/confirm", locale),
  afterPurchase: (locale: Locale) => localizePath("/upsell", locale),
  thankYou: (locale: Locale) => localizePath("/thank-you", locale),
};

/** The processor's page where the buyer confirms a payment their bank asks about (3-D Secure). */
export function authenticationPath(provider: string, paymentId: string, returnPath: string): string | null {
  if (provider !== "sandbox") return null;
  return `/api/billing/sandbox/authenticate/${encodeURIComponent(paymentId)}?return=${encodeURIComponent(returnPath)}`;
}
