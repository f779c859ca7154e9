import type { PricePackage } from "@/features/pricing/domain/package";
import type { EmailContent } from "./email-blocks";
import { type EmailLanguage, type EmailTranslate, formatEmailDate } from "./email-translate";
import { emailIn, greeting, linkSentence } from "./email-parts";

export type RenewalMovedInput = {
  name?: string;
  product: PricePackage["product"];
  /** The new day of the next charge (the end of the extended period). */
  nextChargeOn: Date;
  links: { myPlan: string };
  supportEmail: string;
};

/**
 * Tells the customer their next charge moved later at no cost (a support extension;
 * docs/support-proxy.md, "Extend"). `words` is the account's own e-mail wording
 * (mySubscription.email).
 */
export function renewalMovedEmail(
  input: RenewalMovedInput,
  language: EmailLanguage,
  words: EmailTranslate,
): EmailContent {
  const { t } = language;
  const product = t(`products.${input.product}`);
  return emailIn(language, words("extend.subject"), [
    { type: "paragraph", text: greeting(input.name, language) },
    {
      type: "paragraph",
      text: words("extend.done", { product, date: formatEmailDate(input.nextChargeOn, language) }),
    },
    linkSentence({ ...language, t: words }, "extend.manage", input.links.myPlan),
    { type: "paragraph", text: t("common.support", { email: input.supportEmail }) },
    { type: "paragraph", text: t("common.signature") },
  ]);
}
