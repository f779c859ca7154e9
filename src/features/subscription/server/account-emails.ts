import "server-only";
import { createTranslator } from "next-intl";
import { accountLinks } from "@/features/notifications/email/account-links";
import { cancelConfirmationEmail } from "@/features/notifications/email/cancel-confirmation-email";
import { discountConfirmationEmail } from "@/features/notifications/email/discount-confirmation-email";
import type { EmailTranslate } from "@/features/notifications/email/email-translate";
import { pauseConfirmationEmail } from "@/features/notifications/email/pause-confirmation-email";
import { renewalMovedEmail } from "@/features/notifications/email/renewal-moved-email";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import { emailTimeZone, loadEmailLanguage } from "@/server/email/email-language";
import { queueEmail } from "@/server/email/queue-email";
import { isLocale, defaultLocale } from "@/i18n/locales";
import type { AccountDeps } from "./account-deps";

export type AccountMail =
  | { kind: "cancel-confirmation"; accessUntil: Date }
  | { kind: "pause-confirmation"; accessUntil: Date; resumesAt: Date }
  /** A support extension moved the next charge (docs/support-proxy.md, "Extend"). */
  | { kind: "renewal-moved"; nextChargeOn: Date }
  | {
      kind: "discount-confirmation";
      percentOff: number;
      renewals: number;
      discountedMinor: number;
      currency: string;
    };

/**
 * Writes one account e-mail in the reader's language and puts it in the outbox through the job
 * queue, once per `dedupeKey` (docs/email.md, "Sending").
 */
export async function sendAccountEmail(
  deps: AccountDeps,
  to: { email: string; locale: string; product: PricePackage["product"] },
  mail: AccountMail,
  dedupeKey: string,
): Promise<void> {
  const locale = isLocale(to.locale) ? to.locale : defaultLocale;
  const language = await loadEmailLanguage(locale);
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const own = createTranslator({
    locale,
    messages,
    namespace: "mySubscription.email",
    timeZone: emailTimeZone,
  });
  const words: EmailTranslate = (key, values) => own(key as never, values as never);
  const links = { myPlan: accountLinks(deps.mail.siteUrl, locale).myPlan };
  const common = { product: to.product, links, supportEmail: deps.mail.supportEmail };
  const content =
    mail.kind === "cancel-confirmation"
      ? cancelConfirmationEmail({ ...common, accessUntil: mail.accessUntil }, language)
      : mail.kind === "pause-confirmation"
        ? pauseConfirmationEmail(
            { ...common, accessUntil: mail.accessUntil, resumesAt: mail.resumesAt },
            language,
            words,
          )
        : mail.kind === "renewal-moved"
          ? renewalMovedEmail({ ...common, nextChargeOn: mail.nextChargeOn }, language, words)
          : discountConfirmationEmail(
              {
                ...common,
                percentOff: mail.percentOff,
                renewals: mail.renewals,
                discountedPrice: formatMoney(
                  mail.discountedMinor,
                  mail.currency as CurrencyCode,
                  `${locale}-u-nu-latn`,
                ),
              },
              language,
              words,
            );
  await queueEmail(
    deps.db,
    { kind: mail.kind, locale, to: to.email, content, dedupeKey },
    deps.mail.requestSend,
  );
}
