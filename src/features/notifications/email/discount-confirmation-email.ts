import type { PricePackage } from "@/features/pricing/domain/package";
import type { EmailContent } from "./email-blocks";
import type { EmailLanguage, EmailTranslate } from "./email-translate";
import { emailIn, greeting, linkSentence } from "./email-parts";

export type DiscountConfirmationInput = {
  name?: string;
  product: PricePackage["product"];
  percentOff: number;
  renewals: number;
  /** The discounted amount, formatted in the reader's language. */
  discountedPrice: string;
  links: { myPlan: string };
  supportEmail: string;
};

/**
 * Confirms a retention discount: the percentage, how many renewals it covers and what each of
 * them costs. `words` is the account's own e-mail wording (mySubscription.email).
 */
export function discountConfirmationEmail(
  input: DiscountConfirmationInput,
  language: EmailLanguage,
  words: EmailTranslate,
): EmailContent {
  const { t } = language;
  const product = t(`products.${input.product}`);
  return emailIn(language, words("discount.subject"), [
    { type: "paragraph", text: greeting(input.name, language) },
    {
      type: "paragraph",
      text: words("discount.done", {
        product,
        percent: input.percentOff,
        renewals: input.renewals,
        price: input.discountedPrice,
      }),
    },
    linkSentence({ ...language, t: words }, "discount.manage", input.links.myPlan),
    { type: "paragraph", text: t("common.support", { email: input.supportEmail }) },
    { type: "paragraph", text: t("common.signature") },
  ]);
}
