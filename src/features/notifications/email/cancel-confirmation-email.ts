import type { PricePackage } from "@/features/pricing/domain/package";
import type { EmailContent } from "./email-blocks";
import { type EmailLanguage, formatEmailDate } from "./email-translate";
import { emailIn, greeting, linkSentence } from "./email-parts";

export type CancelConfirmationInput = {
  name?: string;
  product: PricePackage["product"];
  /** The end of the period already paid for: the plan stays open until then. */
  accessUntil: Date;
  links: { myPlan: string };
  supportEmail: string;
};

/** Confirms a cancellation: no further charges, access until the paid period ends. */
export function cancelConfirmationEmail(
  input: CancelConfirmationInput,
  language: EmailLanguage,
): EmailContent {
  const { t } = language;
  const product = t(`products.${input.product}`);
  return emailIn(language, t("cancelConfirmation.subject"), [
    { type: "paragraph", text: greeting(input.name, language) },
    { type: "paragraph", text: t("cancelConfirmation.done", { product }) },
    {
      type: "paragraph",
      text: t("cancelConfirmation.accessUntil", {
        date: formatEmailDate(input.accessUntil, language),
      }),
    },
    linkSentence(language, "cancelConfirmation.comeBack", input.links.myPlan),
    { type: "paragraph", text: t("common.support", { email: input.supportEmail }) },
    { type: "paragraph", text: t("common.signature") },
  ]);
}
