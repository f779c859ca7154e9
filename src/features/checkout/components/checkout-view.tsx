import { getTranslations } from "next-intl/server";
import { paymentErrorCodes } from "@/features/billing/domain/payment-errors";
import type { CardFieldError } from "@/features/checkout/domain/card-input";
import { downsellOffer } from "@/features/checkout/domain/downsell";
import type { PackageOffers } from "@/features/final-page/domain/package-offers";
import { packageRows, type PackageRowModel } from "@/features/final-page/domain/package-rows";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import { dueTodayLabel, moneyBackGuaranteeLabel } from "@/features/pricing/domain/price-labels";
import { renderPriceText, type PricingTranslate } from "@/features/pricing/domain/price-text";
import { Link } from "@/i18n/navigation";
import { CheckIcon } from "@/ui/icons";
import { CardCheckoutForm, type CardFormDownsell, type CardFormText } from "./card-checkout-form";
import { ChosenPackageProvider, WhenChosen } from "./chosen-package";
import type { StripeFormText } from "./stripe-payment-form";
import { StripePaymentFormLazy } from "./stripe-payment-form-lazy";

/**
 * Which form takes the payment: the sandbox's card form, Stripe's Payment Element with its
 * publishable key, or none when Stripe sells without one (a misconfiguration: nothing can be
 * paid, so the page says the payment service is unavailable).
 */
export type PaymentForm = { provider: "sandbox" } | { provider: "stripe"; publishableKey: string } | { provider: "unavailable" };

const fieldErrors: readonly CardFieldError[] = [
  "emailInvalid",
  "cardNumberInvalid",
  "expiryInvalid",
  "expiryPast",
  "cvcInvalid",
  "nameRequired",
];

/**
 * The checkout page's content (docs/checkout.md, "The checkout page"): the chosen plan with the
 * same renewal words as the final page, the card form, the agreement line and trust marks.
 */
export async function CheckoutView(props: {
  offers: PackageOffers;
  packages: readonly SubscriptionPackage[];
  packageId: string;
  /** The final page's downsell after a declined card (offered only when cheaper today). */
  downsellPackageId?: string | undefined;
  locale: string;
  country: string;
  quizName: string | null;
  emailPrefill: string;
  payment: PaymentForm;
  changePlanHref: string | null;
  /** The account page, when this browser's session or purchase holds a running plan (the notice). */
  accountHref: string | null;
  /** Where a refused duplicate plan offers to sign in. */
  signInHref: string;
}) {
  const [t, finalT, pricingT, errorsT] = await Promise.all([
    getTranslations("checkout"),
    getTranslations("finalPage"),
    getTranslations("pricing"),
    getTranslations("paymentErrors"),
  ]);
  const pricing = pricingT as unknown as PricingTranslate;
  const rows = packageRows(props.offers, props.packages, moneyLocale(props.locale, props.country));
  const row = rows.find((candidate) => candidate.id === props.packageId);
  const offer = props.offers.offers.find((candidate) => candidate.id === props.packageId);
  if (!row || !offer) return null;
  const planTitle = (shown: PackageRowModel) => finalT(shown.title.key, { count: shown.title.count });
  const cheaper = downsellOffer(props.offers, row.id, props.downsellPackageId);
  const cheaperRow = cheaper ? rows.find((candidate) => candidate.id === cheaper.id) : undefined;
  const downsell: CardFormDownsell | null =
    cheaper && cheaperRow
      ? {
          packageId: cheaper.id,
          dueTodayMinor: cheaper.dueToday,
          offer: t("downsell.offer", { plan: planTitle(cheaperRow), amount: cheaperRow.dueToday }),
          accept: t("downsell.accept", { plan: planTitle(cheaperRow) }),
          submit: cheaper.dueToday === 0 ? t("form.startTrial") : t("form.pay", { amount: cheaperRow.dueToday }),
        }
      : null;
  const text: CardFormText = {
    email: t("form.email"),
    emailHint: t("form.emailHint"),
    cardNumber: t("form.cardNumber"),
    expiry: t("form.expiry"),
    cvc: t("form.cvc"),
    name: t("form.name"),
    submit: offer.dueToday === 0 ? t("form.startTrial") : t("form.pay", { amount: row.dueToday }),
    paying: t("form.paying"),
    fields: Object.fromEntries(fieldErrors.map((key) => [key, t(`fields.${key}`)])) as Record<CardFieldError, string>,
    paymentErrors: Object.fromEntries(paymentErrorCodes.map((code) => [code, errorsT(code)])),
    offerChanged: t("errors.offerChanged"),
    tooMany: t("errors.tooMany"),
    network: t("errors.network"),
    generic: t("errors.generic"),
    subscriptionExists: t("errors.subscriptionExists"),
    signIn: t("errors.signIn"),
    signInHref: props.signInHref,
  };
  const stripeText: StripeFormText = {
    email: text.email,
    emailHint: text.emailHint,
    emailInvalid: text.fields.emailInvalid,
    submit: text.submit,
    paying: text.paying,
    paymentErrors: text.paymentErrors,
    offerChanged: text.offerChanged,
    tooMany: text.tooMany,
    network: text.network,
    generic: text.generic,
    subscriptionExists: text.subscriptionExists,
    signIn: text.signIn,
    signInHref: text.signInHref,
  };
  const agreement = t.rich("form.agree", {
    terms: (chunks) => (
      <Link href="/subscription-terms" className="underline">
        {chunks}
      </Link>
    ),
    refund: (chunks) => (
      <Link href="/refund-policy" className="underline">
        {chunks}
      </Link>
    ),
  });
  const footer = (
    <>
      <p className="text-xs text-muted">{agreement}</p>
      <p className="text-xs text-muted">{t("form.secure")}</p>
    </>
  );
  const summary = (shown: PackageRowModel) => (
    <section className="rounded-3xl bg-surface p-5" data-testid="checkout-summary" data-package={shown.id}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm text-muted">{t("summary.heading")}</h2>
          <p className="text-lg font-bold">{planTitle(shown)}</p>
          {shown.tag ? (
            <p className="text-sm font-semibold text-success">
              {shown.tag.kind === "trial" ? finalT("packages.freeTrial", { days: shown.tag.days }) : null}
            </p>
          ) : null}
        </div>
        {props.changePlanHref ? (
          <a href={props.changePlanHref} className="shrink-0 text-sm font-semibold text-primary underline">
            {t("summary.change")}
          </a>
        ) : null}
      </div>
      <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-line pt-4">
        <span className="font-semibold">{renderPriceText(pricing, dueTodayLabel)}</span>
        <span className="text-2xl font-extrabold tabular-nums" data-testid="checkout-due-today">
          {shown.dueToday}
        </span>
      </div>
      <p className="mt-2 text-xs text-muted" data-testid="checkout-renewal-text">
        {renderPriceText(pricing, shown.renewal)}
      </p>
    </section>
  );
  const trust = [t("trust.secure"), renderPriceText(pricing, moneyBackGuaranteeLabel), t("trust.cancel"), t("trust.support")];
  return (
    <ChosenPackageProvider>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-6" data-testid="checkout-page">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {props.accountHref ? (
          <section role="status" className="flex flex-col gap-2 rounded-3xl bg-primary-light p-5" data-testid="checkout-already-subscribed">
            <h2 className="text-lg font-bold">{t("alreadySubscribed.title")}</h2>
            <p className="text-sm">{t("alreadySubscribed.body")}</p>
            <a href={props.accountHref} className="self-start font-semibold text-primary underline-offset-4 hover:underline" data-testid="checkout-account-link">
              {t("alreadySubscribed.link")}
            </a>
          </section>
        ) : null}
        <WhenChosen which="chosen">{summary(row)}</WhenChosen>
        {cheaperRow ? <WhenChosen which="downsell">{summary(cheaperRow)}</WhenChosen> : null}
        <section className="rounded-3xl border border-line p-5">
          <h2 className="mb-4 text-lg font-bold">{t("form.heading")}</h2>
          {props.payment.provider === "sandbox" ? (
            <p className="mb-4 rounded-xl bg-primary-light p-3 text-sm" data-testid="checkout-sandbox-note">
              {t("form.sandbox")}
            </p>
          ) : null}
          <noscript>
            <p className="mb-4 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{t("form.noscript")}</p>
          </noscript>
          {props.payment.provider === "sandbox" ? (
            <CardCheckoutForm
              packageId={row.id}
              currency={props.offers.currency}
              dueTodayMinor={offer.dueToday}
              locale={props.locale}
              quizName={props.quizName}
              emailPrefill={props.emailPrefill}
              text={text}
              footer={footer}
              downsell={downsell}
            />
          ) : props.payment.provider === "stripe" ? (
            <StripePaymentFormLazy
              publishableKey={props.payment.publishableKey}
              packageId={row.id}
              kind="subscription"
              currency={props.offers.currency}
              dueTodayMinor={offer.dueToday}
              locale={props.locale}
              quizName={props.quizName}
              emailPrefill={props.emailPrefill}
              text={stripeText}
              footer={footer}
            />
          ) : (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700" data-testid="checkout-message">
              {text.paymentErrors.provider_unavailable ?? text.generic}
            </p>
          )}
        </section>
        <ul className="grid gap-2 text-sm sm:grid-cols-2" data-testid="checkout-trust">
          {trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckIcon className="size-4 shrink-0 text-success" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </ChosenPackageProvider>
  );
}
