import { getTranslations } from "next-intl/server";
import { localizePath, type Locale } from "@/i18n/locales";
import { SignOutButton } from "./sign-out-button";

/** Ends every session of the customer, on this and other devices (docs/account.md, "Sessions"). */
export async function SignOutEverywhere({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "accountNav" });
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-6" data-testid="sign-out-everywhere">
      <p className="text-sm text-muted">{t("signOutEverywhereHint")}</p>
      <SignOutButton
        everywhere
        kind="secondary"
        size="small"
        afterPath={localizePath("/signin", locale)}
        text={{ label: t("signOutEverywhere"), busy: t("signingOut"), failed: t("signOutFailed") }}
        data-testid="sign-out-everywhere-button"
      />
    </section>
  );
}
