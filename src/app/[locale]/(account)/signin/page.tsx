import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/features/account/components/sign-in-form";
import { signInErrorKeys, type SignInErrorKey, type SignInText } from "@/features/account/components/sign-in-text";
import { SitePage } from "@/features/site/components/site-page";
import { signInLifetimeMinutes } from "@/features/notifications/email/sign-in-email";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { emailSlot } from "@/ui/email-address";

export async function generateMetadata({ params }: PageProps<"/[locale]/signin">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "signIn" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * /signin: the e-mail address, then the code from the mail (docs/account.md, "Sign-in"). The
 * page shows nothing of the visitor (the form asks the API from the browser), so it is
 * prerendered like the other site pages; a failed link's `?error=` is read in the browser.
 */
export default async function SignInPage({ params }: PageProps<"/[locale]/signin">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "signIn" });
  const text: SignInText = {
    emailLabel: t("emailLabel"),
    emailInvalid: t("emailInvalid"),
    send: t("send"),
    sending: t("sending"),
    checkTitle: t("checkTitle"),
    checkIntro: t("checkIntro", { email: emailSlot, minutes: signInLifetimeMinutes }),
    codeLabel: t("codeLabel"),
    codeHint: t("codeHint"),
    signIn: t("signIn"),
    signingIn: t("signingIn"),
    signedIn: t("signedIn"),
    otherEmail: t("otherEmail"),
    resend: t("resend"),
    resent: t("resent"),
    alreadySignedIn: t("alreadySignedIn"),
    openPlan: t("openPlan"),
    signOut: { label: t("signOut"), busy: t("signingOut"), failed: t("errors.generic") },
    errors: Object.fromEntries(signInErrorKeys.map((key) => [key, t(`errors.${key}`)])) as Record<SignInErrorKey, string>,
  };
  return (
    <SitePage isWithLoader={false}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-6 py-10" data-testid="signin-page">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="text-muted">{t("intro")}</p>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <SignInForm locale={locale} planHref={localizePath("/my-plan", locale)} signInHref={localizePath("/signin", locale)} text={text} />
        </div>
        <p className="text-sm text-muted">{t("help")}</p>
      </section>
    </SitePage>
  );
}
