/**
 * The account addresses our e-mails point to, in the reader's language: the default locale has
 * no prefix (`/my-plan`), the others do (`/de/my-plan`). docs/email.md, "Links".
 */
export type AccountLinks = { myPlan: string; cancel: string; signIn: string };

export function accountLinks(siteUrl: string, locale: string, defaultLocale = "en"): AccountLinks {
  const base = siteUrl.replace(/\/+$/, "");
  const prefix = locale === defaultLocale ? "" : `/${locale}`;
  return {
    myPlan: `${base}${prefix}/my-plan`,
    cancel: `${base}${prefix}/my-subscription?sf=true`,
    signIn: `${base}${prefix}/signin`,
  };
}
