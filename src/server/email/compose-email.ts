import "server-only";
import {
  cancelConfirmationEmail,
  type CancelConfirmationInput,
} from "@/features/notifications/email/cancel-confirmation-email";
import type { EmailContent } from "@/features/notifications/email/email-blocks";
import { receiptEmail, type ReceiptInput } from "@/features/notifications/email/receipt-email";
import { signInEmail, type SignInInput } from "@/features/notifications/email/sign-in-email";
import { loadEmailLanguage } from "./email-language";

export type EmailRequest =
  | { kind: "receipt"; input: ReceiptInput }
  | { kind: "sign-in"; input: SignInInput }
  | { kind: "cancel-confirmation"; input: CancelConfirmationInput };

export type EmailKind =
  EmailRequest["kind"] | "pause-confirmation" | "discount-confirmation" | "renewal-moved";

/** Writes one e-mail in the reader's language (docs/email.md, "Templates"). */
export async function composeEmail(request: EmailRequest, locale: string): Promise<EmailContent> {
  const language = await loadEmailLanguage(locale);
  switch (request.kind) {
    case "receipt":
      return receiptEmail(request.input, language);
    case "sign-in":
      return signInEmail(request.input, language);
    case "cancel-confirmation":
      return cancelConfirmationEmail(request.input, language);
  }
}
