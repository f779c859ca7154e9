import type { PricePackage } from "@/features/pricing/domain/package";
import type { EmailContent } from "./email-blocks";
import { type EmailLanguage, type EmailTranslate, formatEmailDate } from "./email-translate";
import { emailIn, greeting, linkSentence } from "./email-parts";

export type PauseConfirmationInput = {
  name?: string;
  product: PricePackage["product"];
  /** The paid period runs until then. */
  accessUntil: Date;
  /** The pause ends and renewals continue with a charge on this day. */
  resumesAt: Date;
  links: { myPlan: string };
  supportEmail: string;
};

/**
 * Confirms a pause: access until the paid period ends, no charge until the pause ends, then
 * renewals continue. `words` is the account's own e-mail wording (mySubscription.email).
 */
export function pauseConfirmationEmail(
  input: PauseConfirmationInput,
  language: EmailLanguage,
  words: EmailTranslate,
): EmailContent {
  const { t } = language;
  const product = t(`products.${input.product}`);
  const date = (value: Date) => formatEmailDate(value, language);
  return emailIn(language, words("pause.subject"), [
    { type: "paragraph", text: greeting(input.name, language) },
    { type: "paragraph", text: words("pause.done", { product }) },
    {
      type: "paragraph",
      text: words("pause.dates", { accessUntil: date(input.accessUntil), resumesAt: date(input.resumesAt) }),
    },
    linkSentence({ ...language, t: words }, "pause.manage", input.links.myPlan),
    { type: "paragraph", text: t("common.support", { email: input.supportEmail }) },
    { type: "paragraph", text: t("common.signature") },
  ]);
}
