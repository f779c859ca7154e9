import { getTranslations } from "next-intl/server";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { extraPictures } from "@/features/extras/domain/extra-products";
import type { OneTimeProduct, PricePackage } from "@/features/pricing/domain/package";
import { savingLabel, taxLabel } from "@/features/pricing/domain/price-labels";
import { renderPriceText, type PricingTranslate } from "@/features/pricing/domain/price-text";
import { taxDisplayFor } from "@/features/pricing/domain/tax-display";
import type { OfferItem } from "@/features/upsell/domain/offer-items";
import type { UpsellDesign } from "@/features/upsell/domain/upsell-instructions";
import type { UpsellOffer } from "@/features/upsell/domain/plan-upsell-chain";
import { buttonStyles } from "@/ui/button";
import { CheckIcon } from "@/ui/icons";
import { UpsellOfferForm, type UpsellItemView } from "./upsell-offer-form";

type Translate = (key: string, values?: Record<string, string | number>) => string;

export type UpsellViewProps = {
  locale: string;
  country: string;
  design: UpsellDesign;
  offer: UpsellOffer;
  /** "Offer 1 of 3". */
  number: number;
  total: number;
  /** The plan just paid for: shown as "Payment successful" above the first offer. */
  paid: { pkg: PricePackage | null; amountMinor: number } | null;
  currency: CurrencyCode;
  items: OfferItem[];
  includedProducts: OneTimeProduct[];
  previousFailure: string | null;
  chooseFirst: boolean;
  upsellPath: string;
  thankYouPath: string;
};

/**
 * One offer of the chain (docs/upsell.md, "The page"): what it is and gives, its price in the
 * order's currency with the struck-through list price, one button that adds it to the order
 * and a plain "No thanks". The form is a client component that receives finished text only.
 */
export async function UpsellView(props: UpsellViewProps) {
  const t = (await getTranslations("upsell")) as unknown as Translate;
  const names = (await getTranslations("email")) as unknown as Translate;
  const pricing = (await getTranslations("pricing")) as unknown as PricingTranslate;
  const money = moneyLocale(props.locale, props.country);
  const tax = taxLabel(taxDisplayFor(props.country));
  const { offer } = props;
  const items = props.items.map((item): UpsellItemView => {
    const price = formatMoney(item.priceMinor, props.currency, money);
    const listPrice =
      item.listPriceMinor === null ? null : formatMoney(item.listPriceMinor, props.currency, money);
    // The tax note belongs to the price: "€9.99 incl. VAT, a one-time payment. No subscription."
    const taxed = tax ? `${price} ${renderPriceText(pricing, tax)}` : price;
    const terms = renderPriceText(pricing, { key: "terms.oneTime", values: { price: taxed } });
    return {
      packageId: item.packageId,
      amountMinor: item.priceMinor,
      name: offer.kind === "bundle" ? t("bundle.name") : names(`products.${item.product}`),
      description:
        offer.kind === "bundle"
          ? t("bundle.includes", {
              products: props.includedProducts.map((p) => names(`products.${p}`)).join(" · "),
            })
          : t(`products.${item.product}.description`),
      points:
        props.design === "compact"
          ? []
          : offer.kind === "bundle"
            ? [t("bundle.point")]
            : [1, 2, 3].map((n) => t(`products.${item.product}.point${n}`)),
      price,
      listPrice,
      listPriceLabel: listPrice ? t("listPrice", { price: listPrice }) : null,
      saving: item.savingPercent ? renderPriceText(pricing, savingLabel(item.savingPercent)) : null,
      terms,
    };
  });
  const single = offer.kind === "single" || offer.kind === "downsell";
  const picture = single && props.items[0] ? extraPictures[props.items[0].product] : null;
  const paidName = props.paid?.pkg ? names(`products.${props.paid.pkg.product}`) : null;
  return (
    <section
      className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6"
      data-testid="upsell-offer"
      data-step={offer.step}
      data-kind={offer.kind}
    >
      {props.previousFailure ? (
        <p className="rounded-xl border border-line bg-surface px-4 py-3 text-sm" role="status" data-testid="upsell-previous-failure">
          {failureText(t, props.previousFailure)}
        </p>
      ) : null}
      {props.paid ? (
        <div className="flex items-center gap-3 rounded-2xl bg-surface px-4 py-3" role="status" data-testid="upsell-payment-success">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-white" aria-hidden>
            <CheckIcon className="size-5" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-bold">{t("paymentSuccess")}</span>
            {paidName ? (
              <span className="text-sm text-muted">
                {t("paymentSuccessPlan", { plan: paidName, amount: formatMoney(props.paid.amountMinor, props.currency, money) })}
              </span>
            ) : null}
          </span>
        </div>
      ) : null}
      {props.total > 1 ? (
        <p className="text-sm font-semibold text-muted" data-testid="upsell-progress">
          {t("progress", { step: props.number, total: props.total })}
        </p>
      ) : null}
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t(`${offer.kind}.title`)}</h1>
        <p className="text-muted">{t(`${offer.kind}.subtitle`)}</p>
      </header>
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small optimised picture, no loader needed
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt=""
          className="aspect-[3/2] h-auto w-full rounded-2xl object-cover"
          data-testid="upsell-picture"
        />
      ) : null}
      <UpsellOfferForm
        step={offer.step}
        kind={offer.kind}
        currency={props.currency}
        moneyLocale={money}
        locale={props.locale}
        items={items}
        upsellPath={props.upsellPath}
        thankYouPath={props.thankYouPath}
        chooseFirst={props.chooseFirst}
        labels={{
          groupLabel: t("addons.groupLabel"),
          accept: t("accept"),
          decline: t("decline"),
          adding: t("adding"),
          totalLabel: t("total"),
          chooseOne: t("chooseOne"),
          continueLabel: t("continue"),
          error: t("error"),
          failures: {
            authentication_required: t("failure.authentication_required"),
            insufficient_funds: t("failure.insufficient_funds"),
            unavailable: t("failure.unavailable"),
            declined: t("failure.declined"),
          },
        }}
      />
      <p className="text-center text-xs text-muted">{t("savedMethod")}</p>
    </section>
  );
}

/** The chain is over and its last charge was refused: say so, then on to the thank-you page. */
export async function UpsellLastFailure(props: { failure: string; thankYouPath: string }) {
  const t = (await getTranslations("upsell")) as unknown as Translate;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6" data-testid="upsell-last-failure">
      <h1 className="text-2xl font-bold">{t("doneTitle")}</h1>
      <p role="status" data-testid="upsell-previous-failure">
        {failureText(t, props.failure)}
      </p>
      <a
        href={props.thankYouPath}
        className={buttonStyles({ kind: "primary", size: "big", wide: true })}
        data-testid="upsell-continue"
      >
        {t("continue")}
      </a>
    </section>
  );
}

function failureText(t: Translate, code: string): string {
  const key =
    code === "authentication_required" || code === "insufficient_funds"
      ? code
      : code === "provider_unavailable" || code === "rate_limited"
        ? "unavailable"
        : "declined";
  return t(`failure.${key}`);
}
