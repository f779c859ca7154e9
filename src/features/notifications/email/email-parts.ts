import { renderEmail, type EmailBlock, type EmailContent } from "./email-blocks";
import type { EmailLanguage } from "./email-translate";

/** "Hello Ana," or, without a name, "Hello,". */
export function greeting(name: string | undefined, language: EmailLanguage): string {
  const trimmed = name?.trim();
  return trimmed
    ? language.t("common.greetingName", { name: trimmed })
    : language.t("common.greeting");
}

const marker = "\u0000";

/**
 * A sentence with one address in it. The message has a `{link}` placeholder, so each language
 * puts the address where its grammar wants it; the address becomes a link in the HTML.
 */
export function linkSentence(language: EmailLanguage, key: string, url: string): EmailBlock {
  const [before = "", after = ""] = language.t(key, { link: marker }).split(marker);
  return { type: "link", before, label: url, url, after };
}

/** A mail in the reader's language and direction: subject and blocks rendered as text and HTML. */
export function emailIn(
  language: EmailLanguage,
  subject: string,
  blocks: EmailBlock[],
): EmailContent {
  return renderEmail({ locale: language.locale, direction: language.direction, subject, blocks });
}
