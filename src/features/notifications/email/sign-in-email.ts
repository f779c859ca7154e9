import type { EmailContent } from "./email-blocks";
import type { EmailLanguage } from "./email-translate";
import { emailIn, greeting } from "./email-parts";

/** A sign-in link and its code work this long (docs/email.md, "Sign-in"). */
export const signInLifetimeMinutes = 15;

export type SignInInput = {
  name?: string;
  /** The one-time link that signs the reader in. */
  magicLink: string;
  /** The same sign-in as 6 digits, to type on the sign-in page. */
  code: string;
};

/** One mail with both ways to sign in: the link and the 6-digit code. */
export function signInEmail(input: SignInInput, language: EmailLanguage): EmailContent {
  if (!/^\d{6}$/.test(input.code)) throw new Error("A sign-in code has 6 digits.");
  const { t } = language;
  return emailIn(language, t("signIn.subject"), [
    { type: "paragraph", text: greeting(input.name, language) },
    { type: "paragraph", text: t("signIn.intro") },
    { type: "button", label: t("signIn.button"), url: input.magicLink },
    { type: "code", label: t("signIn.codeLabel"), code: input.code },
    { type: "paragraph", text: t("signIn.lifetime", { minutes: signInLifetimeMinutes }) },
    { type: "paragraph", text: t("signIn.notYou") },
    { type: "paragraph", text: t("common.signature") },
  ]);
}
