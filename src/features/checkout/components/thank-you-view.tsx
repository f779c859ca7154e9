import { getTranslations } from "next-intl/server";
import { EnterAccount, type AccountEntry } from "@/features/account/components/enter-account";
import type { BoughtItem } from "@/features/checkout/domain/bought-item";
import { isCurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import { renderPriceText, type PricingTranslate } from "@/features/pricing/domain/price-text";
import { renewalText } from "@/features/pricing/domain/renewal-text";
import { PurchaseTracker } from "@/features/purchase-events/components/purchase-tracker";
import { buttonStyles } from "@/ui/button";
import { EmailAddress, TextWithEmail, emailSlot } from "@/ui/email-address";
import { CheckIcon } from "@/ui/icons";

export type AppPlatform = "ios" | "android" | "other";

/** Which thank-you layout the `thank_you_page` instruction chose (docs/checkout.md). */
export type ThankYouVariant = "default" | "app_first";

/**
 * The thank-you page's content (docs/checkout.md, "Thank-you page"): what was bought with the
 * renewal words, where the receipt went, how to open the account, and the app for the
 * buyer's phone.
 */
export async function ThankYouView(props: {
  email: string;
  items: BoughtItem[];
  locale: string;
  country: string;
  platform: AppPlatform;
  variant: ThankYouVariant;
  /** The "Go to my plan" button: straight in, or through sign-in. */
  accountEntry: AccountEntry;
  storeLinks: { ios: string | null; android: string | null };
}) {
  const [t, emailT, pricingT] = await Promise.all([
    getTranslations("checkout.thankYou"),
    getTranslations("email.products"),
    getTranslations("pricing"),
  ]);
  const pricing = pricingT as unknown as PricingTranslate;
  const money = moneyLocale(props.locale, props.country);
  const order = (
    <section className="rounded-3xl bg-surface p-5" data-testid="thank-you-items">
      <h2 className="font-bold">{t("purchases")}</h2>
      <ul className="mt-3 flex flex-col gap-3">
        {props.items.map((item) => {
          const currency = isCurrencyCode(item.currency) ? item.currency : null;
          return (
            <li key={`${item.orderId}:${item.pkg.id}`} className="flex flex-col gap-1 border-t border-line pt-3 first:border-0 first:pt-0" data-testid={`thank-you-item-${item.pkg.id}`}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold">{emailT(item.pkg.product)}</span>
                <span className="font-bold tabular-nums">{currency ? formatMoney(item.amountMinor, currency, money) : null}</span>
              </div>
              {currency ? <p className="text-xs text-muted">{renderPriceText(pricing, renewalText(item.pkg, currency, money))}</p> : null}
              {item.pending ? (
                <p className="text-xs font-semibold text-warning" data-testid="thank-you-item-pending">
                  {t("pending")}
                </p>
              ) : (
                <p className="text-xs font-semibold text-success" data-testid="thank-you-item-paid">
                  {t("paid")}
                </p>
              )}
              {item.pkg.kind === "one_time" ? (
                <p className="text-xs text-muted" data-testid="thank-you-item-where">
                  {t(item.pending ? "extraWhereLater" : "extraWhere", { product: emailT(item.pkg.product) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {props.email ? (
        <p className="mt-4 text-sm text-muted">
          {t.rich("receipt", { email: props.email, b: () => <EmailAddress email={props.email} className="font-semibold" /> })}
        </p>
      ) : null}
    </section>
  );
  const account = (
    <section className="rounded-3xl border border-line p-5" data-testid="thank-you-account">
      <h2 className="font-bold">{t("accountTitle")}</h2>
      {/* The address isolated left to right, so it stays whole inside right-to-left sentences. */}
      <p className="mt-2 text-sm">
        <TextWithEmail text={t(props.accountEntry.kind === "direct" ? "accountReadyText" : "accountText", { email: emailSlot })} email={props.email} />
      </p>
      <EnterAccount
        entry={props.accountEntry}
        label={t("accountCta")}
        className={buttonStyles({ kind: "primary", size: "big", wide: true, className: "mt-4" })}
      />
    </section>
  );
  const stores = [
    props.platform !== "android" && props.storeLinks.ios ? { href: props.storeLinks.ios, label: t("appStore"), id: "ios" } : null,
    props.platform !== "ios" && props.storeLinks.android ? { href: props.storeLinks.android, label: t("playStore"), id: "android" } : null,
  ].filter((link) => link !== null);
  const howTo = props.platform === "ios" ? t("appIos") : props.platform === "android" ? t("appAndroid") : t("appDesktop");
  const app = (
    <section className="rounded-3xl border border-line p-5" data-testid="thank-you-app" data-platform={props.platform}>
      <h2 className="font-bold">{t("appTitle")}</h2>
      {stores.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {stores.map((store) => (
            <a key={store.id} href={store.href} className={buttonStyles({ kind: "black", size: "medium" })} rel="noopener" data-testid={`thank-you-store-${store.id}`}>
              {store.label}
            </a>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-sm" data-testid="thank-you-app-howto">
          {howTo}
        </p>
      )}
    </section>
  );
  // One browser purchase report per order (several add-ons may share one order).
  const reported = new Map<string, { value: number; currency: string; packageId: string }>();
  for (const item of props.items) {
    if (item.pending) continue;
    const seen = reported.get(item.orderId);
    if (seen) seen.value += item.amountMinor;
    else reported.set(item.orderId, { value: item.amountMinor, currency: item.currency, packageId: item.pkg.id });
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 py-8" data-testid="thank-you-page" data-variant={props.variant}>
      {[...reported].map(([orderId, order]) => (
        <PurchaseTracker key={orderId} orderId={orderId} value={order.value} currency={order.currency} packageId={order.packageId} />
      ))}
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success text-white" aria-hidden>
          <CheckIcon className="size-8" />
        </span>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-muted">{t("text")}</p>
      </div>
      {props.variant === "app_first" ? (
        <>
          {app}
          {order}
          {account}
        </>
      ) : (
        <>
          {order}
          {account}
          {app}
        </>
      )}
    </div>
  );
}
