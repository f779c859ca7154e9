import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { Logo } from "@/ui/logo";

const legalLinks = [
  ["privacyPolicy", "/privacy-policy"],
  ["termsOfService", "/terms-of-service"],
  ["subscriptionTerms", "/subscription-terms"],
  ["refundPolicy", "/refund-policy"],
  ["cookiePolicy", "/cookie-policy"],
] as const;

const companyLinks = [
  ["about", "/about"],
  ["contact", "/contact"],
  ["faq", "/faq"],
] as const;

/** Footer with company and legal links. */
export async function SiteFooter() {
  const t = await getTranslations("footer");
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
          </ul>
        </nav>
        <nav aria-label={t("legalTitle")} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t("legalTitle")}</h2>
          <ul className="space-y-1">
            {legalLinks.map(([key, href]) => (
              <li key={key}>
                <Link href={href} className="text-muted hover:text-fg">
                  {t(key)}
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
