import { getLocale, getTranslations } from "next-intl/server";
import { PlainHeader } from "@/features/site/components/plain-header";
import { FocusedFooter } from "@/features/site/components/focused-footer";
import { SkipLink } from "@/features/site/components/skip-link";
import { localizePath, type Locale } from "@/i18n/locales";
import { buttonStyles } from "@/ui/button";
import { PageShell } from "@/ui/page-shell";

/**
 * The not-found page. Next puts it in the first load of every page under the locale, so its
 * frame is rendered on the server with plain links and no client component: the logo and the
 * button lead home, the small footer carries the legal links (docs/site.md, "Frames").
 */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations("notFound"), getLocale() as Promise<Locale>]);
  return (
    <PageShell
      header={
        <>
          <SkipLink />
          <PlainHeader homeLink />
        </>
      }
      footer={<FocusedFooter country="" />}
    >
      <section className="py-20 text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("text")}</p>
        <a href={localizePath("/", locale)} className={buttonStyles({ kind: "primary", size: "medium", className: "mt-8" })}>
          {t("backHome")}
        </a>
      </section>
    </PageShell>
  );
}
