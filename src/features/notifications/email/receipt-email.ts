import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { PricePackage } from "@/features/pricing/domain/package";
import { renderPriceText } from "@/features/pricing/domain/price-text";
import { renewalText } from "@/features/pricing/domain/renewal-text";
import type { EmailBlock, EmailContent } from "./email-blocks";
import { emailIn, greeting, linkSentence } from "./email-parts";
import { type EmailLanguage, formatEmailDate } from "./email-translate";

export type ReceiptInput = {
  /** The buyer's first name, when known. */
  name?: string;
  pkg: PricePackage;
  currency: CurrencyCode;
  /** What was charged now, in minor units (0 for a free trial). */
  amountMinor: number;
  /** The locale prices are formatted in (`moneyLocale(locale, country)`). */
  moneyLocale: string;
  paidAt: Date;
  /** When the subscription charges next; absent for one-time purchases. */
  nextChargeAt?: Date;
  links: { myPlan: string; cancel: string };
  /** A link that signs the buyer in and opens My plan; without it, the plain address. */
  signInUrl?: string;
  supportEmail: string;
};

/** The receipt after a purchase (docs/email.md, "Receipt"). */
export function receiptEmail(input: ReceiptInput, language: EmailLanguage): EmailContent {
  const { t } = language;
  const product = t(`products.${input.pkg.product}`);
  const amount = formatMoney(input.amountMinor, input.currency, input.moneyLocale);
  const terms = renderPriceText(
    language.tPricing,
    renewalText(input.pkg, input.currency, input.moneyLocale),
  );
  const rows = [
    { label: t("receipt.product"), value: product },
    { label: t("receipt.amount"), value: amount },
    { label: t("receipt.date"), value: formatEmailDate(input.paidAt, language) },
    { label: t("receipt.terms"), value: terms },
  ];
  if (input.nextChargeAt)
    rows.push({
      label: t("receipt.nextCharge"),
      value: formatEmailDate(input.nextChargeAt, language),
    });
  const subscription = input.pkg.kind === "subscription";
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: greeting(input.name, language) },
    { type: "paragraph", text: t("receipt.thanks") },
    { type: "facts", rows },
  ];
  if (subscription)
    blocks.push(
      { type: "paragraph", text: t("receipt.access") },
      { type: "button", label: t("receipt.openPlan"), url: input.signInUrl ?? input.links.myPlan },
      linkSentence(language, "receipt.accountAddress", input.links.myPlan),
    );
  else {
    // An add-on: where it is kept in the account (docs/extras.md).
    const extras = `${input.links.myPlan}/extras`;
    blocks.push(
      { type: "paragraph", text: t("receipt.extraAccess", { product }) },
      { type: "button", label: t("receipt.openExtras"), url: extras },
      linkSentence(language, "receipt.extrasAddress", extras),
    );
  }
  if (subscription) blocks.push(linkSentence(language, "receipt.cancel", input.links.cancel));
  blocks.push({ type: "paragraph", text: t("common.support", { email: input.supportEmail }) });
  blocks.push({ type: "paragraph", text: t("common.signature") });
  return emailIn(language, t("receipt.subject", { product }), blocks);
}
