import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { discountedAmount } from "@/features/billing/domain/renewal-discount";
import type { CardFieldError } from "@/features/checkout/domain/card-input";
import { formatAccountDate } from "@/features/subscription/domain/account-dates";
import { cancelReasons } from "@/features/subscription/domain/cancel-reasons";
import { pauseResumesAt } from "@/features/subscription/domain/pause-dates";
import { retentionDiscount } from "@/features/subscription/domain/retention-offer";
import type { CancelFlowText } from "./cancel-flow";
import type { CardChangeText } from "./card-change-form";

const cardFieldErrors: CardFieldError[] = [
  "emailInvalid",
  "cardNumberInvalid",
  "expiryInvalid",
  "expiryPast",
  "cvcInvalid",
  "nameRequired",
];

const paymentCodes = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "authentication_required",
  "processing_error",
  "invalid_request",
  "provider_unavailable",
  "rate_limited",
] as const;

async function errorWords(locale: Locale): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace: "mySubscription.errors" });
  const payment = await getTranslations({ locale, namespace: "paymentErrors" });
  return {
    ...Object.fromEntries(paymentCodes.map((code) => [code, payment(code)])),
    generic: t("generic"),
    tooMany: t("tooMany"),
    network: t("network"),
    offer_used: t("offerUsed"),
    no_offer: t("offerUsed"),
    not_pausable: t("notPausable"),
  };
}

/** The cancel flow's words with this subscription's dates and prices written in. */
export async function cancelFlowText(input: {
  locale: Locale;
  periodEnd: Date;
  running: boolean;
  money: (minor: number) => string;
  renewalAmountMinor: number | null;
}): Promise<CancelFlowText> {
  const { locale } = input;
  const t = await getTranslations({ locale, namespace: "mySubscription.flow" });
  const date = (value: Date) => formatAccountDate(value, locale);
  const regular = input.renewalAmountMinor ?? 0;
  const { percentOff, renewals } = retentionDiscount;
  const months = [1, 2, 3] as const;
  return {
    title: t("title"),
    question: t("question"),
    reasons: Object.fromEntries(cancelReasons.map((reason) => [reason, t(`reasons.${reason}`)])) as CancelFlowText["reasons"],
    otherLabel: t("otherLabel"),
    continue: t("continue"),
    keep: t("keep"),
    pauseTitle: t("pauseTitle"),
    pauseText: t("pauseText", { date: date(input.periodEnd) }),
    pauseMonths: { 1: t("pauseMonths", { count: 1 }), 2: t("pauseMonths", { count: 2 }), 3: t("pauseMonths", { count: 3 }) },
    pauseAccept: t("pauseAccept"),
    discountTitle: t("discountTitle"),
    discountText: t("discountText", {
      percent: percentOff,
      count: renewals,
      price: input.money(discountedAmount(regular, percentOff)),
      regular: input.money(regular),
    }),
    discountAccept: t("discountAccept"),
    decline: t("decline"),
    confirmTitle: t("confirmTitle"),
    confirmText: input.running ? t("confirmText", { date: date(input.periodEnd) }) : t("confirmTextNow"),
    confirm: t("confirm"),
    cancelled: input.running ? t("cancelled", { date: date(input.periodEnd) }) : t("confirmTextNow"),
    pausedDone: Object.fromEntries(
      months.map((count) => [count, t("pausedDone", { date: date(pauseResumesAt(input.periodEnd, count)) })]),
    ) as CancelFlowText["pausedDone"],
    discountedDone: t("discountedDone"),
    working: t("working"),
    back: (await getTranslations({ locale, namespace: "mySubscription.invoice" }))("back"),
    errors: await errorWords(locale),
  };
}

/** The card form's words: our labels, the checkout's field names and messages. */
export async function cardChangeText(locale: Locale): Promise<CardChangeText> {
  const t = await getTranslations({ locale, namespace: "mySubscription.method" });
  const form = await getTranslations({ locale, namespace: "checkout.form" });
  const fields = await getTranslations({ locale, namespace: "checkout.fields" });
  return {
    change: t("change"),
    save: t("save"),
    saving: t("saving"),
    saved: t("saved"),
    close: t("close"),
    cardNumber: form("cardNumber"),
    expiry: form("expiry"),
    cvc: form("cvc"),
    name: form("name"),
    fields: Object.fromEntries(cardFieldErrors.map((key) => [key, fields(key)])) as CardChangeText["fields"],
    errors: await errorWords(locale),
  };
}
