import { getLocale, getTranslations } from "next-intl/server";
import { visibleTermsPages } from "@/features/site/domain/menu-rules";
import { Link } from "@/i18n/navigation";
import { Logo } from "@/ui/logo";
import { FooterFaqLink } from "./footer-faq-link";

const companyLinks = [
  ["about", "/about"],
  ["contact", "/contact"],
] as const;

/**
 * Footer with company and legal links. The legal list follows the menu's rules (do-not-sell in
 * English); the commercial disclosure, which depends on the country, is left to the menu.
 */
export async function SiteFooter() {
  const [t, legal, menu, locale] = await Promise.all([
    getTranslations("footer"),
    getTranslations("legal.names"),
    getTranslations("menu"),
    getLocale(),
  ]);
  const legalPages = visibleTermsPages(locale, "").filter((page) => page !== "commercial-disclosure");
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[1280px] gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted">{t("tagline")}</p>
        </div>
        <nav aria-label={t("companyTitle")} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t("companyTitle")}</h2>
          <ul className="space-y-1">
            {companyLinks.map(([key, href]) => (
              <li key={key}>
                <Link href={href} className="text-muted hover:text-fg">
                  {t(key)}
                </Link>
              </li>
            ))}
            <FooterFaqLink label={t("faq")} />
            {locale === "en" ? (
              <li>
                <Link href="/blog" className="text-muted hover:text-fg">
                  {menu("blog")}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <nav aria-label={t("legalTitle")} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t("legalTitle")}</h2>
          <ul className="space-y-1">
            {legalPages.map((page) => (
              <li key={page}>
                <Link href={`/${page}`} className="text-muted hover:text-fg" data-testid={`footer-${page}`}>
                  {legal(page)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        {t("copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
